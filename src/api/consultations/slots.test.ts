import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../../lib/consultations';
import { Temporal } from 'temporal-polyfill';
import { isCalendarDate } from '../../lib/dates';
import { dayAt, daysAfter, shiftDays, startOfDay, wallClockAt } from '../../lib/zoned-time';
import { defaultConsultationSettings, parseConsultationSettings } from './settings';
import { cellsOf, designerSlots, fairOrder, groupByDay, teamSlots, type DesignerSchedule } from './slots';

const rules = defaultConsultationSettings;
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const weekdays = [1, 2, 3, 4, 5, 6, 7];
/** 10:00-13:00 every day in the designer's zone. */
const morning = (over: Partial<DesignerSchedule> = {}): DesignerSchedule => ({
  id: 'd1',
  timeZone: null,
  lengths: [15, 30, 45],
  hours: weekdays.map((weekday) => ({ weekday, startMinute: 600, endMinute: 780 })),
  daysOff: new Set(),
  busy: [],
  ...over,
});

describe('slot generation', () => {
  // Sunday 22 Nov 2026, 15:30 in Kolkata.
  const now = at('2026-11-22T10:00:00Z');

  it('lists slots inside the hours in the store zone, on the step grid, ending before the range ends', () => {
    const slots = designerSlots(
      morning(),
      45,
      now,
      rules,
      at('2026-11-23T00:00:00+05:30'),
      at('2026-11-24T00:00:00+05:30'),
    );
    expect(slots.map(iso)).toEqual(
      ['10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30', '11:45', '12:00', '12:15'].map((t) =>
        iso(at(`2026-11-23T${t}:00+05:30`)),
      ),
    );
  });

  it('keeps the minimum notice and the horizon', () => {
    // 4 h after 15:30 today is 19:30: nothing is left today; tomorrow at 10:00 is the first.
    const all = designerSlots(morning(), 30, now, rules);
    expect(iso(all[0]!)).toBe(iso(at('2026-11-23T10:00:00+05:30')));
    expect(all.every((t) => t >= now + 4 * 3_600_000 && t < now + 30 * 86_400_000)).toBe(true);
    const early = at('2026-11-23T01:00:00Z'); // 06:30 in Kolkata: 10:00 is inside the notice, 10:30 is not
    expect(iso(designerSlots(morning(), 30, early, rules)[0]!)).toBe(iso(at('2026-11-23T10:30:00+05:30')));
  });

  it('skips days off', () => {
    const slots = designerSlots(
      morning({ daysOff: new Set(['2026-11-23']) }),
      30,
      now,
      rules,
      at('2026-11-23T00:00:00+05:30'),
      at('2026-11-25T00:00:00+05:30'),
    );
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((t) => t >= at('2026-11-24T00:00:00+05:30'))).toBe(true);
  });

  it('keeps the buffer free on both sides of a booked call', () => {
    // Booked 11:00-11:30; buffer 10 min: a 30-min call may end at 10:50 at the latest and start at 11:40 at the earliest.
    const busy = [{ start: at('2026-11-23T11:00:00+05:30'), end: at('2026-11-23T11:30:00+05:30') }];
    const slots = designerSlots(
      morning({ busy }),
      30,
      now,
      rules,
      at('2026-11-23T00:00:00+05:30'),
      at('2026-11-24T00:00:00+05:30'),
    );
    expect(slots.map(iso)).toEqual(
      ['10:00', '10:15', '11:45', '12:00', '12:15', '12:30'].map((t) => iso(at(`2026-11-23T${t}:00+05:30`))),
    );
    // The same rule the cells enforce: a call's cells run to its end plus the buffer.
    expect(cellsOf(at('2026-11-23T11:00:00+05:30'), 30, 10)).toHaveLength(8);
  });

  it('offers only the lengths the designer gives', () => {
    expect(designerSlots(morning({ lengths: [15] }), 45, now, rules)).toEqual([]);
  });

  it("follows a designer's own zone across its DST change (hours are wall-clock times)", () => {
    const london = morning({ timeZone: 'Europe/London' });
    const before = at('2026-10-20T00:00:00Z');
    const slots = designerSlots(london, 30, before, rules, at('2026-10-23T00:00:00Z'), at('2026-10-27T00:00:00Z'));
    // 10:00 London is 09:00Z in summer time (Fri 23 Oct) and 10:00Z after the clocks go back (Mon 26 Oct).
    expect(slots).toContain(at('2026-10-23T09:00:00Z'));
    expect(slots).toContain(at('2026-10-26T10:00:00Z'));
    expect(slots).not.toContain(at('2026-10-26T09:00:00Z'));
  });

  it("groups slots by the shopper's calendar day, right across the shopper's DST change", () => {
    const d = morning();
    const before = at('2026-10-29T00:00:00Z');
    const slots = designerSlots(d, 30, before, rules, at('2026-10-30T00:00:00Z'), at('2026-11-03T00:00:00Z'));
    // 10:00 in Kolkata is 04:30Z: 00:30 EDT on Saturday 31 Oct, but 23:30 EST on Sunday 1 Nov for Monday 2 Nov's slot.
    const days = groupByDay(slots, 'America/New_York');
    const first = (date: string) => days.find((x) => x.date === date)!.starts[0]!;
    const ny = (t: number) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(t);
    expect(ny(first('2026-10-31'))).toBe('00:30');
    // Sunday's 10:00 IST (04:30Z, still 00:30 EDT) and Monday's (04:30Z, now 23:30 EST on Sunday) both fall on 1 Nov in New York.
    expect(iso(first('2026-11-01'))).toBe(iso(at('2026-11-01T04:30:00Z')));
    expect(days.find((x) => x.date === '2026-11-01')!.starts).toContain(at('2026-11-02T04:30:00Z'));
    expect(ny(at('2026-11-02T04:30:00Z'))).toBe('23:30');
    // London, around 25 Oct: 10:00 IST is 05:30 BST, then 04:30 GMT.
    const london = groupByDay(
      designerSlots(d, 30, at('2026-10-22T00:00:00Z'), rules, at('2026-10-24T00:00:00Z'), at('2026-10-27T00:00:00Z')),
      'Europe/London',
    );
    const lon = (t: number) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(t);
    expect(lon(london.find((x) => x.date === '2026-10-24')!.starts[0]!)).toBe('05:30');
    expect(lon(london.find((x) => x.date === '2026-10-26')!.starts[0]!)).toBe('04:30');
  });

  it("gives a designer's DST transition days their real length: an hour less in spring, an hour more in autumn", () => {
    // 00:00-04:00 every day in New York; 30-minute calls on the 15-minute grid.
    const night = morning({
      timeZone: 'America/New_York',
      hours: weekdays.map((weekday) => ({ weekday, startMinute: 0, endMinute: 240 })),
    });
    const on = (day: string, from: string, to: string) =>
      designerSlots(night, 30, at('2026-02-01T00:00:00Z'), { ...rules, horizonDays: 300 }, at(from), at(to));
    const grid = (first: string, count: number) =>
      Array.from({ length: count }, (_, i) => iso(at(first) + i * 15 * 60_000));
    // Sunday 8 March: 00:00 EST is 05:00Z, 04:00 EDT is 08:00Z (02:00-03:00 never happens): three hours.
    expect(on('2026-03-08', '2026-03-08T04:00:00Z', '2026-03-08T12:00:00Z').map(iso)).toEqual(
      grid('2026-03-08T05:00:00Z', 11),
    );
    // The day before and after: four hours, an offset apart.
    expect(on('2026-03-07', '2026-03-07T04:00:00Z', '2026-03-07T12:00:00Z').map(iso)).toEqual(
      grid('2026-03-07T05:00:00Z', 15),
    );
    expect(on('2026-03-09', '2026-03-09T03:00:00Z', '2026-03-09T12:00:00Z').map(iso)).toEqual(
      grid('2026-03-09T04:00:00Z', 15),
    );
    // Sunday 1 November: 00:00 EDT is 04:00Z, 04:00 EST is 09:00Z (01:00-02:00 happens twice): five hours.
    expect(on('2026-11-01', '2026-11-01T03:00:00Z', '2026-11-01T12:00:00Z').map(iso)).toEqual(
      grid('2026-11-01T04:00:00Z', 19),
    );
  });

  it('finds wall-clock instants across DST gaps and repeats', () => {
    const wall = (date: string, minute: number, zone: string) =>
      iso(wallClockAt(Temporal.PlainDate.from(date), minute, zone));
    expect(wall('2026-03-08', 150, 'America/New_York')).toBe('2026-03-08T07:30:00.000Z'); // 02:30 does not exist: 03:30 EDT
    expect(wall('2026-03-29', 90, 'Europe/London')).toBe('2026-03-29T01:30:00.000Z'); // 01:30 does not exist: 02:30 BST
    expect(wall('2026-11-01', 90, 'America/New_York')).toBe('2026-11-01T05:30:00.000Z'); // 01:30 twice: the first (EDT)
    expect(wall('2026-03-09', 150, 'America/New_York')).toBe('2026-03-09T06:30:00.000Z');
    expect(wall('2026-11-23', 600, 'Asia/Kolkata')).toBe('2026-11-23T04:30:00.000Z');
    // The hours after a change, on the side the naive guess misses: 04:00 EDT, and Sydney's first 02:30 (AEDT).
    expect(wall('2026-03-08', 240, 'America/New_York')).toBe('2026-03-08T08:00:00.000Z');
    expect(wall('2026-04-05', 150, 'Australia/Sydney')).toBe('2026-04-04T15:30:00.000Z');
    expect(wall('2026-04-05', 60, 'Australia/Sydney')).toBe('2026-04-04T14:00:00.000Z');
    // 1440 is the next midnight, an hour nearer on a short day.
    expect(wall('2026-03-29', 1440, 'Europe/London')).toBe('2026-03-29T23:00:00.000Z');
    expect(wall('2026-10-25', 1440, 'Europe/London')).toBe('2026-10-26T00:00:00.000Z');
  });

  it('reads calendar days in a zone', () => {
    // 04:30Z is still the 31st in New York and already 1 November in Kolkata.
    expect(dayAt(at('2026-11-01T04:30:00Z'), 'America/New_York').toString()).toBe('2026-11-01');
    expect(dayAt(at('2026-11-01T03:30:00Z'), 'America/New_York').toString()).toBe('2026-10-31');
    expect(dayAt(at('2026-10-31T19:00:00Z'), 'Asia/Kolkata').toString()).toBe('2026-11-01');
    expect(iso(startOfDay(Temporal.PlainDate.from('2026-11-23'), 'Asia/Kolkata'))).toBe('2026-11-22T18:30:00.000Z');
    // Days ahead count calendar days in the zone: 19:00Z on 31 Dec is already 1 Jan in Kolkata.
    expect(daysAfter(new Date('2026-12-31T19:00:00Z'), 1, 'Asia/Kolkata')).toBe('2027-01-02');
    expect(daysAfter(new Date('2026-02-27T00:00:00Z'), 2, 'Asia/Kolkata')).toBe('2026-03-01');
    // The same wall-clock time across London's autumn change: 25 hours later.
    expect(iso(shiftDays(new Date('2026-10-24T11:00:00Z'), 1, 'Europe/London').getTime())).toBe(
      '2026-10-25T12:00:00.000Z',
    );
    expect(iso(shiftDays(new Date('2026-11-23T04:30:00Z'), -3, 'Asia/Kolkata').getTime())).toBe(
      '2026-11-20T04:30:00.000Z',
    );
    expect(['2026-02-28', '2028-02-29', '0001-01-01'].every(isCalendarDate)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '2026-01-01T00:00', ''].some(isCalendarDate)).toBe(false);
  });

  it('merges the team and orders candidates fairly and deterministically', () => {
    const team = teamSlots(
      [morning({ id: 'a' }), morning({ id: 'b', lengths: [15] })],
      15,
      now,
      rules,
      at('2026-11-23T00:00:00+05:30'),
      at('2026-11-24T00:00:00+05:30'),
    );
    expect(team.get(at('2026-11-23T10:00:00+05:30'))).toEqual(['a', 'b']);
    expect(
      fairOrder([
        { id: 'b', bookingsInHorizon: 1, lastBookedAt: 5 },
        { id: 'a', bookingsInHorizon: 1, lastBookedAt: 9 },
        { id: 'c', bookingsInHorizon: 2, lastBookedAt: null },
      ]),
    ).toEqual(['b', 'a', 'c']);
    expect(
      fairOrder([
        { id: 'z', bookingsInHorizon: 0, lastBookedAt: null },
        { id: 'y', bookingsInHorizon: 0, lastBookedAt: null },
        { id: 'x', bookingsInHorizon: 0, lastBookedAt: 1 },
      ]),
    ).toEqual(['y', 'z', 'x']);
    // The demo store's design desk stands in only when no real designer is free, however busy they are.
    expect(
      fairOrder([
        { id: 'desk', bookingsInHorizon: 0, lastBookedAt: null, standIn: true },
        { id: 'busy', bookingsInHorizon: 9, lastBookedAt: 1 },
      ]),
    ).toEqual(['busy', 'desk']);
  });

  it('validates zone names and settings', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(() => parseConsultationSettings({ STORE_TIME_ZONE: 'Nowhere/City' })).toThrow(/STORE_TIME_ZONE/);
    expect(() => parseConsultationSettings({ CONSULT_BUFFER_MINUTES: '7' })).toThrow(/multiple of 5/);
    expect(parseConsultationSettings({ CONSULT_NOTICE_HOURS: '2', STORE_TIME_ZONE: 'Europe/London' })).toMatchObject({
      noticeMinutes: 120,
      storeTimeZone: 'Europe/London',
      bufferMinutes: 10,
    });
  });
});
