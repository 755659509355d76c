import { addDays, isoWeekday, zonedDate, zonedToUtc } from '../../lib/zoned-time';
import type { ConsultationSettings } from './settings';

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

const minute = 60_000;

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
  const latest = Math.min(now + rules.horizonDays * 1440 * minute, to);
  if (earliest >= latest) return [];
  const length = durationMinutes * minute;
  const buffer = rules.bufferMinutes * minute;
  const out: number[] = [];
  // One day either side: a range of the day before can run past midnight in UTC terms.
  const last = zonedDate(latest, zone);
  for (let day = addDays(zonedDate(earliest, zone), -1); day <= last; day = addDays(day, 1)) {
    if (d.daysOff.has(day)) continue;
    const weekday = isoWeekday(day);
    for (const r of d.hours) {
      if (r.weekday !== weekday) continue;
      const rangeEnd = zonedToUtc(day, r.endMinute, zone);
      for (let t = zonedToUtc(day, r.startMinute, zone); t + length <= rangeEnd; t += rules.stepMinutes * minute) {
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
  for (const t of starts) {
    const date = zonedDate(t, timeZone);
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
