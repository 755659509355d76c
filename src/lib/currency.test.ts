import { describe, expect, it } from 'vitest';
import {
  convertPaise,
  formatApproxAmount,
  formatRate,
  isDisplayCurrency,
  reservedChars,
  scaledRate,
  symbolSpare,
} from './currency';

describe('display currencies', () => {
  it('knows the store’s currencies and nothing else', () => {
    for (const c of ['INR', 'USD', 'GBP', 'EUR', 'AED', 'SGD', 'CAD', 'AUD']) expect(isDisplayCurrency(c)).toBe(true);
    for (const c of ['XYZ', 'gbp', '', 'GBP ', null, 42, '__proto__']) expect(isDisplayCurrency(c)).toBe(false);
  });

  it('keeps a rate to 4 decimals and refuses what would be cut or is out of bounds', () => {
    expect(scaledRate(117.57)).toBe(1175700);
    expect(scaledRate(118.4321)).toBe(1184321);
    expect(scaledRate(0.1 + 0.2)).toBe(3000);
    for (const bad of [0, -1, 118.43215, Number.NaN, Number.POSITIVE_INFINITY, 1e9]) expect(scaledRate(bad)).toBeNull();
  });

  it('converts paise in integers, rounding half-up to the penny', () => {
    // ₹6,800 at £1 = ₹117.57: 57.8379… → £57.84.
    expect(convertPaise(680000, 1175700)).toBe(5784);
    // ₹1 at $1 = ₹80: exactly 1.25 cents → 1; ₹2 → 2.5 cents → 3 (half up).
    expect(convertPaise(100, 800000)).toBe(1);
    expect(convertPaise(200, 800000)).toBe(3);
    expect(convertPaise(0, 800000)).toBe(0);
    // A crore of rupees stays exact.
    expect(convertPaise(1_000_000_000, 857600)).toBe(11_660_448);
  });

  it('formats by language: Indian grouping in English and Hindi, Latin digits in Arabic', () => {
    expect(formatApproxAmount(5784, 'GBP', 'en')).toBe('£57.84');
    expect(formatApproxAmount(12345678, 'USD', 'en')).toBe('$1,23,456.78');
    expect(formatApproxAmount(5784, 'GBP', 'hi')).toBe('£57.84');
    expect(formatApproxAmount(5784, 'GBP', 'ar')).toMatch(/^\u200f?57\.84\s?UK£$/);
    expect(formatApproxAmount(5784, 'AED', 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('states a rate as a shopper reads it', () => {
    expect(formatRate('GBP', 1175700, 'en')).toBe('£1 = ₹117.57');
    expect(formatRate('AED', 233500, 'en')).toBe('AED\u00a01 = ₹23.35');
  });

  it('reserves at least the room of the approximation, for each currency in each language', () => {
    for (const paise of [9900, 299900, 680000, 2180000, 123456700])
      for (const c of ['USD', 'GBP', 'EUR', 'AED', 'SGD', 'CAD', 'AUD'] as const)
        for (const lng of ['en', 'hi', 'ar']) {
          // The smallest rate a display currency has had in decades is above ₹20.
          const text = `≈ ${formatApproxAmount(convertPaise(paise, 200000), c, lng)}`.replace(/[\u200e\u200f]/g, '');
          expect(reservedChars(paise) - symbolSpare(c, lng), `${c} ${lng} ${paise}`).toBeGreaterThanOrEqual(
            text.length,
          );
        }
  });

  it('leaves a narrow symbol only the room it needs: none spare for the widest', () => {
    expect(symbolSpare('GBP', 'en')).toBe(3);
    expect(symbolSpare('CAD', 'hi')).toBe(1);
    expect(symbolSpare('SGD', 'en')).toBe(0);
    expect(symbolSpare('AED', 'ar')).toBe(-1);
  });
});
