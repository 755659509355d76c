import type { QuietHours } from '../../lib/account-preferences';
import { dayAt, wallClockAt, wallMinuteAt } from '../../lib/zoned-time';

const dayMinutes = 24 * 60;

/**
 * When the quiet hours around `at` end (the first minute they no longer hold), or null when `at` is
 * outside them. Quiet hours may cross midnight (22:00 to 08:00). The end is a wall-clock time in the
 * shopper's zone, so a night with a DST change is an hour shorter or longer, not an hour off.
 */
export function quietUntil(at: Date, q: QuietHours): Date | null {
  if (q.start === q.end) return null;
  const ms = at.getTime();
  const now = wallMinuteAt(ms, q.timeZone);
  const inside = q.start < q.end ? now >= q.start && now < q.end : now >= q.start || now < q.end;
  if (!inside) return null;
  // The end falls on the next day when the window crosses midnight and `at` is before midnight.
  const endDay = dayAt(ms, q.timeZone).add({ days: q.start > q.end && now >= q.start ? 1 : 0 });
  const end = wallClockAt(endDay, q.end, q.timeZone);
  if (end > ms) return new Date(end);
  // In the second pass of an hour the clocks repeat, the end's wall time was first shown before `at`:
  // no change lies between them now, so the minutes left on the clock are the minutes left.
  const atMinute = Math.floor(ms / 60_000) * 60_000;
  return new Date(atMinute + ((q.end - now + dayMinutes) % dayMinutes) * 60_000);
}
