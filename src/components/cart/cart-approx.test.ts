import { describe, expect, it } from 'vitest';
import { convertPaise } from '../../lib/currency';
import { approxOfLines, lineApprox } from './cart-approx';

const inr = (amount: number) => ({ amount, currency: 'INR' });
// $1 = ₹83.3333: each ₹1,000.50 line is $12.006 → $12.01, their sum's own conversion $36.02, theirs $36.03.
const rate = { scaled: 833_333, asOf: '2026-12-01' };
const line = (amount: number, qty = 1) => ({ qty, unitPrice: inr(amount), lineTotal: inr(amount * qty) });

describe('the cart in another currency adds up', () => {
  it('a subtotal is the sum of the lines as each is shown, not the subtotal converted on its own', () => {
    const lines = [line(100_050), line(100_050), line(100_050)];
    const sum = approxOfLines(lines, inr(300_150))!;
    expect(sum(rate)).toBe(3 * convertPaise(100_050, rate.scaled));
    expect(sum(rate)).toBe(3603);
    expect(convertPaise(300_150, rate.scaled)).toBe(3602);
  });

  it('a line is its unit price as shown times the metres: ≈ $5.25 a metre, 2 m ≈ $10.50', () => {
    const usd = { scaled: 857_600, asOf: '2025-07-01' };
    expect(convertPaise(45_000, usd.scaled)).toBe(525);
    expect(convertPaise(90_000, usd.scaled)).toBe(1049);
    expect(lineApprox(line(45_000, 2))!(usd)).toBe(1050);
    expect(lineApprox(line(45_000, 2.25))!(usd)).toBe(1181);
    expect(approxOfLines([line(45_000, 2), line(860_000)], inr(950_000))!(usd)).toBe(1050 + 10_028);
  });

  it('a line whose total is not its unit price times its quantity (tailoring) converts its total', () => {
    const tailored = { qty: 1, unitPrice: inr(150_000), lineTotal: inr(210_000) };
    expect(lineApprox(tailored)!(rate)).toBe(convertPaise(210_000, rate.scaled));
  });

  it('leaves the subtotal as it is when its lines do not make it', () => {
    expect(approxOfLines([line(100), { qty: 1, lineTotal: null }], inr(300))).toBeUndefined();
    expect(approxOfLines([{ qty: 1, lineTotal: { amount: 100, currency: 'USD' } }], inr(100))).toBeUndefined();
  });
});
