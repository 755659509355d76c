import { describe, expect, it } from 'vitest';
import { lastRateDay, rateDayProblem, rateIsOld } from './currency-days';

describe("a currency rate's day", () => {
  it("dates a rate from 2000 to the store's today, India's: ahead of UTC in the evening", () => {
    // 20:00 UTC on 4 July is 01:30 on 5 July in India.
    const evening = new Date('2025-07-04T20:00:00Z');
    expect(lastRateDay(evening)).toBe('2025-07-05');
    for (const ok of ['2025-07-05', '2025-07-04', '2000-01-01', '2024-02-29'])
      expect(rateDayProblem(ok, evening)).toBeNull();
    for (const bad of ['2025-07-06', '1999-12-31', '2025-02-29', '2025-7-5', '05/07/2025', '', '2025-07-05T00:00'])
      expect(rateDayProblem(bad, evening), bad).toBe('INVALID_DATE');
  });

  it("calls a rate old after a week, counted to the reader's today in their zone", () => {
    const at = new Date('2026-12-09T03:00:00Z'); // 9 Dec in Kolkata, still 8 Dec in New York
    expect(rateIsOld('2026-12-01', at, 'Asia/Kolkata')).toBe(true);
    expect(rateIsOld('2026-12-01', at, 'America/New_York')).toBe(false);
    expect(rateIsOld('2026-12-02', at, 'Asia/Kolkata')).toBe(false);
    expect(rateIsOld('2025-07-01', at, 'America/New_York')).toBe(true);
    expect(rateIsOld('not a day', at, 'UTC')).toBe(true);
  });
});
