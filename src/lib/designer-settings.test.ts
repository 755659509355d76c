import { describe, expect, it } from 'vitest';
import { clockHours, designerSettingsFormSchema, designerSettingsProblem } from './designer-settings';

const good = {
  displayName: 'Meera',
  timeZone: '',
  lengths: [15, 30],
  ranges: [
    { weekday: 1, start: '10:00', end: '13:00' },
    { weekday: 1, start: '14:00', end: '00:00' },
  ],
  daysOff: ['2026-12-25'],
};
const issue = (form: typeof good) =>
  designerSettingsFormSchema.safeParse(form).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('designer settings rules', () => {
  it('reads clock times as minutes, midnight as the end of the day', () => {
    expect(clockHours(good.ranges)).toEqual([
      { weekday: 1, startMinute: 600, endMinute: 780 },
      { weekday: 1, startMinute: 840, endMinute: 1440 },
    ]);
  });

  it('names the first field refused, in the order the service checks them', () => {
    expect(issue(good)).toBeUndefined();
    expect(issue({ ...good, displayName: ' ', lengths: [] })).toEqual([['displayName', 'displayName']]);
    expect(issue({ ...good, timeZone: 'Mars/Olympus' })).toEqual([['timeZone', 'timeZone']]);
    expect(issue({ ...good, lengths: [20] })).toEqual([['lengths', 'lengths']]);
    expect(issue({ ...good, ranges: [...good.ranges, { weekday: 1, start: '12:00', end: '15:00' }] })).toEqual([
      ['ranges', 'hours'],
    ]);
    expect(issue({ ...good, ranges: [{ weekday: 2, start: '10:03', end: '11:00' }] })).toEqual([['ranges', 'hours']]);
    expect(issue({ ...good, daysOff: ['2026-02-30'] })).toEqual([['daysOff', 'daysOff']]);
  });

  it('refuses too many ranges or days off', () => {
    const base = { displayName: 'Meera', timeZone: null, lengths: [30], hours: [], daysOff: [] };
    const hours = Array.from({ length: 29 }, (_x, i) => ({ weekday: 1, startMinute: i * 10, endMinute: i * 10 + 5 }));
    expect(designerSettingsProblem({ ...base, hours })).toBe('hours');
    expect(designerSettingsProblem({ ...base, hours: hours.slice(0, 28) })).toBeNull();
  });
});
