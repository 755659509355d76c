import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../../lib/consultations';
import { zonedToUtc } from '../../lib/zoned-time';
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

  it('finds wall-clock instants across DST gaps', () => {
    expect(iso(zonedToUtc('2026-03-08', 150, 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z'); // 02:30 does not exist: 03:30 EDT
    expect(iso(zonedToUtc('2026-03-29', 90, 'Europe/London'))).toBe('2026-03-29T01:30:00.000Z'); // 01:30 does not exist: 02:30 BST
    expect(iso(zonedToUtc('2026-11-01', 90, 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z'); // 01:30 twice: the first (EDT)
    expect(iso(zonedToUtc('2026-03-09', 150, 'America/New_York'))).toBe('2026-03-09T06:30:00.000Z');
    expect(iso(zonedToUtc('2026-11-23', 600, 'Asia/Kolkata'))).toBe('2026-11-23T04:30:00.000Z');
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
