// Wall-clock times in a named IANA zone without a date library: Intl knows every zone's offsets, and
// an instant is found from a wall time by asking for the offset twice (once more across a DST change).

const partFormatters = new Map<string, Intl.DateTimeFormat>();
function parts(timeZone: string): Intl.DateTimeFormat {
  let f = partFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormatters.set(timeZone, f);
  }
  return f;
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallAt(ms: number, timeZone: string): Wall {
  const w: Record<string, number> = {};
  for (const p of parts(timeZone).formatToParts(new Date(ms))) if (p.type !== 'literal') w[p.type] = Number(p.value);
  return { year: w.year!, month: w.month!, day: w.day!, hour: w.hour! % 24, minute: w.minute!, second: w.second! };
}

/** How far the zone's clocks are ahead of UTC at this instant, in milliseconds. */
function zoneOffsetMs(ms: number, timeZone: string): number {
  const w = wallAt(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** `YYYY-MM-DD`: the calendar day in that zone at this instant. */
export function zonedDate(ms: number, timeZone: string): string {
  const w = wallAt(ms, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/**
 * The instant a wall clock in the zone shows `minute` minutes after midnight of `date`. A time skipped by
 * a DST jump lands as far after the jump as it was meant to be after midnight; a repeated one takes the first.
 */
export function zonedToUtc(date: string, minute: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, 0, minute);
  const first = zoneOffsetMs(guess, timeZone);
  const t = guess - first;
  const second = zoneOffsetMs(t, timeZone);
  return second === first ? t : guess - Math.min(first, second);
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
}

export const isCalendarDate = (s: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
