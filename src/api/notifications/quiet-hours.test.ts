import { describe, expect, it } from 'vitest';
import { quietUntil } from './quiet-hours';

const night = (timeZone: string) => ({ start: 22 * 60, end: 8 * 60, timeZone });
const until = (at: string, q: ReturnType<typeof night>) => quietUntil(new Date(at), q)?.toISOString() ?? null;

describe('quiet hours', () => {
  it('hold a moment inside them until their end, across midnight, in the shopper’s zone', () => {
    const q = night('Asia/Kolkata');
    // 23:30 in Kolkata (UTC+5:30): quiet until 08:00 there, 02:30 UTC.
    expect(until('2026-11-22T18:00:00Z', q)).toBe('2026-11-23T02:30:00.000Z');
    // 02:00 there, after midnight: the same morning's 08:00.
    expect(until('2026-11-22T20:30:00Z', q)).toBe('2026-11-23T02:30:00.000Z');
    expect(until('2026-11-22T10:00:00Z', q)).toBeNull();
    expect(quietUntil(new Date('2026-11-22T10:00:00Z'), { start: 600, end: 600, timeZone: 'UTC' })).toBeNull();
  });

  it('end at 08:00 in London on the nights the clocks go forward and back', () => {
    const q = night('Europe/London');
    // 29 March 2026: 01:00 GMT becomes 02:00 BST. From 23:00 GMT the night is 8 hours: 08:00 BST is 07:00 UTC.
    expect(until('2026-03-28T23:00:00Z', q)).toBe('2026-03-29T07:00:00.000Z');
    // 25 October 2026: 02:00 BST becomes 01:00 GMT. From 23:00 BST the night is 10 hours: 08:00 GMT.
    expect(until('2026-10-24T22:00:00Z', q)).toBe('2026-10-25T08:00:00.000Z');
    // Inside the repeated hour (01:30 GMT, its second pass) the end is the same morning.
    expect(until('2026-10-25T01:30:00Z', q)).toBe('2026-10-25T08:00:00.000Z');
    // And 22:00 on the spring evening starts them (21:59 does not).
    expect(until('2026-03-28T21:59:00Z', q)).toBeNull();
    expect(until('2026-03-28T22:00:00Z', q)).toBe('2026-03-29T07:00:00.000Z');
  });

  it('end at 08:00 in New York on the nights the clocks change', () => {
    const q = night('America/New_York');
    // 8 March 2026: 02:00 EST becomes 03:00 EDT. 23:00 EST is 04:00 UTC; 08:00 EDT is 12:00 UTC.
    expect(until('2026-03-08T04:00:00Z', q)).toBe('2026-03-08T12:00:00.000Z');
    // 1 November 2026: 02:00 EDT becomes 01:00 EST. 23:00 EDT is 03:00 UTC; 08:00 EST is 13:00 UTC.
    expect(until('2026-11-01T03:00:00Z', q)).toBe('2026-11-01T13:00:00.000Z');
  });

  it('keep India’s fixed offset on the nights other zones change', () => {
    const q = night('Asia/Kolkata');
    // 22:30 IST on 28 March and 24 October 2026: 08:00 IST is 02:30 UTC the next day, as on any night.
    expect(until('2026-03-28T17:00:00Z', q)).toBe('2026-03-29T02:30:00.000Z');
    expect(until('2026-10-24T17:00:00Z', q)).toBe('2026-10-25T02:30:00.000Z');
  });

  it('end a window inside the repeated hour at its second pass', () => {
    // London, 25 October 2026: 00:30 to 01:45, asked at 01:30 GMT (the second 01:30): 15 minutes left.
    const q = { start: 30, end: 105, timeZone: 'Europe/London' };
    expect(quietUntil(new Date('2026-10-25T01:30:00Z'), q)?.toISOString()).toBe('2026-10-25T01:45:00.000Z');
    // At the first 01:30 (BST, 00:30 UTC) they end at the first 01:45.
    expect(quietUntil(new Date('2026-10-25T00:30:00Z'), q)?.toISOString()).toBe('2026-10-25T00:45:00.000Z');
  });
});
