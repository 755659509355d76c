import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { calendarDateIn, formatCalendarDate, formatInstant, storeTimeZone, zoneName } from './dates';

const zones = ['America/Los_Angeles', 'Asia/Kolkata', 'UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];

/** Runs the formatter in a fresh Node whose own time zone is `tz`, as a browser there would. */
function inZone(tz: string, code: string): string {
  const module = path.resolve(__dirname, 'dates.ts');
  return execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const d = await import(${JSON.stringify(module)}); console.log(JSON.stringify(${code}));`,
    ],
    {
      env: { ...process.env, TZ: tz },
      encoding: 'utf8',
    },
  ).trim();
}

describe('calendar dates (YYYY-MM-DD) are that day everywhere', () => {
  it.each(zones)('in a process running in %s', (tz) => {
    const out = JSON.parse(
      inZone(
        tz,
        `[new Date().getTimezoneOffset(), d.formatCalendarDate('2026-11-25', 'en'), d.formatCalendarDate('2026-11-25', 'en', 'long'), d.formatCalendarDate('2026-01-01', 'hi', 'long'), d.formatCalendarDate('2026-11-25', 'ar')]`,
      ),
    ) as [number, string, string, string, string];
    if (tz === 'America/Los_Angeles') expect(out[0]).toBe(480); // the child really runs west of UTC
    if (tz === 'Asia/Kolkata') expect(out[0]).toBe(-330);
    expect(out.slice(1)).toEqual([
      'Wed, 25 Nov',
      '25 November 2026',
      '1 जनवरी 2026',
      new Intl.DateTimeFormat('ar', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        Date.UTC(2026, 10, 25),
      ),
    ]);
  });

  it("writes a day with its year as an instant's date reads: 1 Jul 2025", () => {
    expect(formatCalendarDate('2025-07-01', 'en', 'date')).toBe('1 Jul 2025');
    expect(formatCalendarDate('2025-07-01', 'en', 'date')).toBe(
      formatInstant('2025-07-01T12:00:00Z', 'en', 'date', 'Asia/Kolkata'),
    );
  });

  it('refuses what is not a calendar date rather than guessing', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '25/11/2026', '2026-11-25T00:00:00Z', ''])
      expect(formatCalendarDate(bad, 'en')).toBe('');
  });
});

describe('instants are shown in the time zone asked for', () => {
  const at = '2026-11-25T02:30:00.000Z'; // 18:30 on the 24th in Los Angeles, 08:00 on the 25th in India
  it('whatever the zone of the process', () => {
    expect(formatInstant(at, 'en', 'dateTime', 'America/Los_Angeles')).toBe('24 Nov 2026, 6:30 pm');
    expect(formatInstant(at, 'en', 'dateTime', 'Asia/Kolkata')).toBe('25 Nov 2026, 8:00 am');
    expect(formatInstant(new Date(at), 'en', 'date', 'America/Los_Angeles')).toBe('24 Nov 2026');
    expect(formatInstant(at, 'en', 'time', 'Asia/Kolkata')).toBe('8:00 am');
    expect(formatInstant(at, 'en', 'long', storeTimeZone)).toBe('25 November 2026');
    expect(formatInstant(at, 'en', 'shortDateTime', 'America/Los_Angeles')).toBe('24/11/26, 6:30 pm');
    for (const tz of ['America/Los_Angeles', 'Asia/Kolkata']) {
      expect(
        JSON.parse(
          inZone(
            'Pacific/Kiritimati',
            `d.formatInstant(${JSON.stringify(at)}, 'en', 'dateTime', ${JSON.stringify(tz)})`,
          ),
        ),
      ).toBe(formatInstant(at, 'en', 'dateTime', tz));
    }
  });

  it('an unreadable instant shows nothing', () => {
    expect(formatInstant('not a date', 'en', 'dateTime', storeTimeZone)).toBe('');
  });

  it('gives the calendar day an instant falls on in a zone', () => {
    expect(calendarDateIn(new Date(at), 'America/Los_Angeles')).toBe('2026-11-24');
    expect(calendarDateIn(new Date(at), 'Asia/Kolkata')).toBe('2026-11-25');
    expect(calendarDateIn(new Date('2026-11-24T19:00:00Z'), storeTimeZone)).toBe('2026-11-25'); // half past midnight in India
  });

  it("names a zone in the reader's language, never by its IANA name", () => {
    expect(zoneName('Asia/Calcutta', 'en')).toBe('India Standard Time');
    expect(zoneName('Asia/Kolkata', 'hi')).toBe('भारतीय मानक समय');
    expect(zoneName('Asia/Kolkata', 'ar')).toBe('توقيت الهند');
    expect(zoneName('America/New_York', 'en')).not.toMatch(/\//);
    expect(zoneName('Not/AZone', 'en')).toBe('Not/AZone');
  });

  it('writes Hindi times with the period of the day in Hindi, not a Latin am/pm', () => {
    const morning = '2026-11-25T02:30:00Z'; // 8:00 in India
    const evening = '2026-11-25T13:30:00Z'; // 19:00
    for (const style of ['dateTime', 'shortDateTime', 'time'] as const) {
      expect(formatInstant(morning, 'hi', style, storeTimeZone)).not.toMatch(/[ap]\.?m\.?/i);
      expect(formatInstant(morning, 'hi', style, storeTimeZone)).toContain('8:00');
    }
    expect(formatInstant(morning, 'hi', 'time', storeTimeZone)).toBe('सुबह 8:00');
    expect(formatInstant(evening, 'hi', 'time', storeTimeZone)).toBe('शाम 7:00');
    expect(formatInstant(morning, 'hi', 'dateTime', storeTimeZone)).toContain('2026');
    expect(formatInstant(morning, 'en', 'time', storeTimeZone)).toBe('8:00 am');
  });
});
