import { Temporal } from 'temporal-polyfill';
import { dayAt, startOfDay, wallClockAt } from '../../lib/zoned-time';
import type { ConsultationSettings } from './settings';
import { day as dayMs, minute } from './results';

export type WorkingRange = { weekday: number; startMinute: number; endMinute: number };
/** A booked call: [start, end) in epoch milliseconds, without the buffer. */
type Busy = { start: number; end: number };

export type DesignerSchedule = {
  id: string;
  /** Null: the store's zone. */
  timeZone: string | null;
  lengths: readonly number[];
  hours: readonly WorkingRange[];
  /** `YYYY-MM-DD` in the designer's zone. */
  daysOff: ReadonlySet<string>;
  busy: readonly Busy[];
};

type Rules = Pick<
  ConsultationSettings,
  'storeTimeZone' | 'noticeMinutes' | 'bufferMinutes' | 'horizonDays' | 'stepMinutes'
>;

/**
 * Every start time (epoch ms, ascending) at which this designer can take a call of `durationMinutes`,
 * within [from, to): inside a working range of a day that is not a day off, no sooner than the notice,
 * within the horizon, and with the buffer kept clear on both sides of every booked call.
 */
export function designerSlots(
  d: DesignerSchedule,
  durationMinutes: number,
  now: number,
  rules: Rules,
  from = -Infinity,
  to = Infinity,
): number[] {
  if (!d.lengths.includes(durationMinutes)) return [];
  const zone = d.timeZone ?? rules.storeTimeZone;
  const earliest = Math.max(now + rules.noticeMinutes * minute, from);
  const latest = Math.min(now + rules.horizonDays * dayMs, to);
  if (earliest >= latest) return [];
  const length = durationMinutes * minute;
  const buffer = rules.bufferMinutes * minute;
  const out: number[] = [];
  // One day either side: a range of the day before can run past midnight in UTC terms.
  const last = dayAt(latest, zone);
  for (
    let day = dayAt(earliest, zone).subtract({ days: 1 });
    Temporal.PlainDate.compare(day, last) <= 0;
    day = day.add({ days: 1 })
  ) {
    if (d.daysOff.has(day.toString())) continue;
    for (const r of d.hours) {
      if (r.weekday !== day.dayOfWeek) continue;
      const rangeEnd = wallClockAt(day, r.endMinute, zone);
      for (let t = wallClockAt(day, r.startMinute, zone); t + length <= rangeEnd; t += rules.stepMinutes * minute) {
        if (t < earliest || t >= latest) continue;
        // The call and its buffer must not meet another call's time or buffer.
        if (d.busy.some((b) => t < b.end + buffer && b.start < t + length + buffer)) continue;
        out.push(t);
      }
    }
  }
  return [...new Set(out)].sort((a, b) => a - b);
}

/** Start times at which at least one designer is free, each with the designers free then. */
export function teamSlots(
  team: readonly DesignerSchedule[],
  durationMinutes: number,
  now: number,
  rules: Rules,
  from?: number,
  to?: number,
): Map<number, string[]> {
  const byStart = new Map<number, string[]>();
  for (const d of team) {
    for (const t of designerSlots(d, durationMinutes, now, rules, from, to)) {
      const free = byStart.get(t);
      if (free) free.push(d.id);
      else byStart.set(t, [d.id]);
    }
  }
  return new Map([...byStart.entries()].sort((a, b) => a[0] - b[0]));
}

/** Slot starts grouped by the calendar day they fall on in the shopper's zone. */
export function groupByDay(starts: Iterable<number>, timeZone: string): { date: string; starts: number[] }[] {
  const days = new Map<string, number[]>();
  // The zone is asked once a day, not once a slot: starts come in order, so a day holds them until the next begins.
  let date = '';
  let [from, to] = [Infinity, -Infinity];
  for (const t of starts) {
    if (t < from || t >= to) {
      const day = dayAt(t, timeZone);
      [date, from, to] = [day.toString(), startOfDay(day, timeZone), startOfDay(day.add({ days: 1 }), timeZone)];
    }
    const list = days.get(date);
    if (list) list.push(t);
    else days.set(date, [t]);
  }
  return [...days.entries()].map(([date, list]) => ({ date, starts: list }));
}

export type Candidate = { id: string; bookingsInHorizon: number; lastBookedAt: number | null; standIn?: boolean };

/**
 * Round-robin order among the designers free at a time: fewest calls in the horizon first, then the one
 * booked least recently (never booked first), then by id so the order never depends on chance. A stand-in
 * (the demo store's design desk) comes after every real designer.
 */
export function fairOrder(candidates: readonly Candidate[]): string[] {
  return [...candidates]
    .sort(
      (a, b) =>
        Number(a.standIn ?? false) - Number(b.standIn ?? false) ||
        a.bookingsInHorizon - b.bookingsInHorizon ||
        (a.lastBookedAt ?? -Infinity) - (b.lastBookedAt ?? -Infinity) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((c) => c.id);
}

/** The 5-minute cells a call holds: its own time and the buffer after it. */
export function cellsOf(start: number, durationMinutes: number, bufferMinutes: number): Date[] {
  const cells: Date[] = [];
  for (let t = start; t < start + (durationMinutes + bufferMinutes) * minute; t += 5 * minute) cells.push(new Date(t));
  return cells;
}
