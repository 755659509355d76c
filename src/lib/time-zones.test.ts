import { describe, expect, it } from 'vitest';
import { canonicalZone, zoneList, zoneName } from './time-zones';

const january = new Date('2026-01-15T12:00:00Z');

describe('time-zone choices', () => {
  it('names a zone by its translated name, its offset and its city, never its raw ID', () => {
    expect(zoneName('America/New_York', 'en', january)).toBe('Eastern Time (GMT-5) · New York');
    expect(zoneName('Asia/Calcutta', 'en', january)).toBe('India Standard Time (GMT+5:30) · Kolkata');
    expect(zoneName('Asia/Kolkata', 'hi', january)).toMatch(/^भारतीय मानक समय \(GMT\+5:30\) · Kolkata$/);
    expect(zoneName('Asia/Dubai', 'ar', january)).toMatch(/\(غرينتش\+4\)/);
    expect(zoneName('UTC', 'en', january)).toBe('GMT+0');
  });

  it('offers each zone once, old spellings collapsed, the given ones first in their order', () => {
    const all = ['Africa/Abidjan', 'America/New_York', 'Asia/Calcutta', 'Asia/Kolkata', 'US/Eastern', 'Etc/UTC', 'UTC'];
    const list = zoneList(['Europe/London', 'Asia/Kolkata'], all, 'en', january);
    expect(list.map((z) => z.id)).toEqual([
      'Europe/London',
      'Asia/Kolkata',
      'Africa/Abidjan',
      'America/New_York',
      'Etc/UTC',
    ]);
    expect(list.filter((z) => z.label.includes('India'))).toHaveLength(1);
    expect(list.every((z) => !z.label.includes('_') && !z.label.includes('/'))).toBe(true);
  });

  it("keeps a saved zone's own spelling, so it stays selected", () => {
    expect(zoneList(['Asia/Calcutta'], ['Asia/Kolkata'], 'en', january).map((z) => z.id)).toEqual(['Asia/Calcutta']);
    expect(canonicalZone('Asia/Calcutta')).toBe('Asia/Kolkata');
  });

  it('drops what is not a zone', () => {
    expect(zoneList(['', 'Mars/Olympus'], ['Asia/Kolkata'], 'en', january).map((z) => z.id)).toEqual(['Asia/Kolkata']);
  });
});
