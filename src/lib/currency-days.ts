// The days of the store's currency rates: which day an admin may date a rate, and when a rate shown
// beside prices is old. Apart from src/lib/currency.ts, which every price in the browser reads, so that
// the calendar's rules come only with the pages that show or take a rate's day.
import { calendarDateIn, isCalendarDate, storeTimeZone } from './dates';

/** The earliest day a rate may be of: older is a typo, not a rate. */
const firstRateDay = '2000-01-01';

/** The last day a rate may be of at `now`: the store's today (India's), so a rate is never dated ahead. */
export const lastRateDay = (now: Date): string => calendarDateIn(now, storeTimeZone);

/** Days after which a rate is said to be old beside the prices shown at it. */
const rateAgeLimitDays = 7;

/**
 * Whether a rate of day `asOf` (`YYYY-MM-DD`) is more than `rateAgeLimitDays` old at `now` in the reader's
 * time zone (their today). A day that cannot be read counts as old.
 */
export function rateIsOld(asOf: string, now: Date, timeZone: string): boolean {
  if (!isCalendarDate(asOf)) return true;
  const today = Date.parse(`${calendarDateIn(now, timeZone)}T00:00:00Z`);
  return (today - Date.parse(`${asOf}T00:00:00Z`)) / 86_400_000 > rateAgeLimitDays;
}

/** A rate's day as an admin gives it: a real calendar day, from 2000 to the store's today. */
export function rateDayProblem(day: string, now: Date): 'INVALID_DATE' | null {
  return isCalendarDate(day) && day >= firstRateDay && day <= lastRateDay(now) ? null : 'INVALID_DATE';
}
