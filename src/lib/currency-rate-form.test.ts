import { describe, expect, it } from 'vitest';
import { lastRateDay } from './currency-days';
import { rateFormSchema, typedRate } from './currency-rate-form';

describe('the back office rate form', () => {
  it('reads a rate as typed, a decimal comma too, and nothing else', () => {
    expect(typedRate(' 118.4321 ')).toBe(118.4321);
    expect(typedRate('118,43')).toBe(118.43);
    expect(typedRate('120')).toBe(120);
    for (const bad of ['', '-5', '1e3', '12.3.4', '₹120', 'abc', '0x10']) expect(typedRate(bad)).toBeNaN();
  });

  it("refuses what the server refuses, with the server's codes", () => {
    const today = lastRateDay(new Date());
    expect(rateFormSchema.safeParse({ rate: '118.4321', asOf: today }).success).toBe(true);
    const codes = (v: { rate: string; asOf: string }) =>
      (rateFormSchema.safeParse(v).error?.issues ?? []).map((i) => `${String(i.path[0])}:${i.message}`);
    expect(codes({ rate: '0', asOf: today })).toEqual(['rate:INVALID_RATE']);
    expect(codes({ rate: '118.43215', asOf: today })).toEqual(['rate:INVALID_RATE']);
    expect(codes({ rate: '120', asOf: '2999-01-01' })).toEqual(['asOf:INVALID_DATE']);
    expect(codes({ rate: '', asOf: '' })).toEqual(['rate:INVALID_RATE', 'asOf:INVALID_DATE']);
  });
});
