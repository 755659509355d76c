import { describe, expect, it } from 'vitest';
import { convertPaise } from '../../lib/currency';
import { approxOfLines } from './cart-approx';

const inr = (amount: number) => ({ amount, currency: 'INR' });
// $1 = ₹83.3333: each ₹1,000.50 line is $12.006 → $12.01, their sum's own conversion $36.02, theirs $36.03.
const rate = { scaled: 833_333, asOf: '2026-12-01' };

describe('the cart subtotal in another currency adds up to its lines', () => {
  it('is the sum of the lines as each is shown, not the subtotal converted on its own', () => {
    const lines = [{ lineTotal: inr(100_050) }, { lineTotal: inr(100_050) }, { lineTotal: inr(100_050) }];
    const sum = approxOfLines(lines, inr(300_150))!;
    expect(sum(rate)).toBe(3 * convertPaise(100_050, rate.scaled));
    expect(sum(rate)).toBe(3603);
    expect(convertPaise(300_150, rate.scaled)).toBe(3602);
  });

  it('leaves the subtotal as it is when its lines do not make it', () => {
    expect(approxOfLines([{ lineTotal: inr(100) }, { lineTotal: null }], inr(300))).toBeUndefined();
    expect(approxOfLines([{ lineTotal: { amount: 100, currency: 'USD' } }], inr(100))).toBeUndefined();
  });
});
