import { describe, expect, it } from 'vitest';
import { discountMinor, discountPercent, lineTotalMinor, toMajor, toMinor } from './money';

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

  it('totals a line in whole paise: exact for whole-rupee prices, a fraction of a paisa rounded half-up', () => {
    expect(lineTotalMinor(73000, 2.5)).toBe(182500);
    expect(lineTotalMinor(36000, 0.75)).toBe(27000);
    expect(lineTotalMinor(129900, 3)).toBe(389700);
    // 101 paise a metre: 0.25 m is 25.25 paise (25), 0.5 m 50.5 (51, half up), 0.75 m 75.75 (76).
    expect([0.25, 0.5, 0.75].map((q) => lineTotalMinor(101, q))).toEqual([25, 51, 76]);
    // Past 2^31 paise, still exact.
    expect(lineTotalMinor(99_999_900, 99)).toBe(9_899_990_100);
  });
});
