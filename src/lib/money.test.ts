import { describe, expect, it } from 'vitest';
import { discountMinor, discountPercent, toMajor, toMinor } from './money';

describe('money', () => {
  it('converts between minor and major units by the currency', () => {
    expect(toMajor(12345, 'INR')).toBe(123.45);
    expect(toMinor(123.45, 'INR')).toBe(12345);
    expect(toMinor(0.29, 'INR')).toBe(29);
    expect(toMajor(500, 'JPY')).toBe(500);
    expect(toMinor(500, 'JPY')).toBe(500);
  });

  it('has one discount formula: amount off, and percent rounded down', () => {
    expect(discountMinor(100000, 67000)).toBe(33000);
    expect(discountMinor(100, 120)).toBe(0);
    expect(discountPercent(100000, 66100)).toBe(33);
    expect(discountPercent(50000, 50000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
