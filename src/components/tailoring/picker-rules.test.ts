import { describe, expect, it } from 'vitest';
import { storeTimeZone } from '../../lib/dates';
import { daysAfter } from '../../lib/zoned-time';
import { estimate } from './picker-rules';

describe("the picker's delivery preview", () => {
  it("names the days the server counts, at every time of day and across a year's end", () => {
    for (let t = Date.parse('2026-12-29T00:00:00Z'); t < Date.parse('2027-01-02T00:00:00Z'); t += 20 * 60_000) {
      const now = new Date(t);
      expect(estimate(7, [0, 2], now)).toEqual({
        days: 9,
        earliest: daysAfter(now, 12, storeTimeZone),
        latest: daysAfter(now, 15, storeTimeZone),
      });
    }
  });
});
