// Calendar days and wall-clock times in IANA zones, on Temporal (the polyfill, or the runtime's own once it
// has one): its zone rules and DST handling are specified, where offsets found by hand go wrong on the
// hour after a change. Server only (rule zone-library-server-only): the polyfill stays out of browser bundles.
import { Temporal } from 'temporal-polyfill';

export type CalendarDay = Temporal.PlainDate;

const zoned = (ms: number, timeZone: string) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);

/** The calendar day in that zone at this instant. */
export function dayAt(ms: number, timeZone: string): CalendarDay {
  return zoned(ms, timeZone).toPlainDate();
}

/** Minutes after midnight the wall clock in the zone shows at this instant (the repeated hour reads twice). */
export function wallMinuteAt(ms: number, timeZone: string): number {
  const z = zoned(ms, timeZone);
  return z.hour * 60 + z.minute;
}

/** The instant (epoch ms) a day begins in the zone: its first moment, midnight unless a DST change skips it. */
export function startOfDay(day: CalendarDay, timeZone: string): number {
  return day.toZonedDateTime(timeZone).epochMilliseconds;
}

/**
 * The instant a wall clock in the zone shows `minute` minutes after midnight of `day` (1440: the next
 * midnight). A time skipped by a DST jump lands as far after the jump as it was meant to be after
 * midnight; a repeated one takes the first ('compatible', as calendars do).
 */
export function wallClockAt(day: CalendarDay, minute: number, timeZone: string): number {
  return day.toPlainDateTime().add({ minutes: minute }).toZonedDateTime(timeZone, { disambiguation: 'compatible' })
    .epochMilliseconds;
}

/** `YYYY-MM-DD`: the calendar day `days` days after the one `now` falls on in the zone. */
export function daysAfter(now: Date, days: number, timeZone: string): string {
  return dayAt(now.getTime(), timeZone).add({ days }).toString();
}

/** The same wall-clock time `days` calendar days later (earlier when negative) in the zone. */
export function shiftDays(at: Date, days: number, timeZone: string): Date {
  return new Date(zoned(at.getTime(), timeZone).add({ days }).epochMilliseconds);
}
