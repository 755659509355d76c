import { describe, expect, it } from 'vitest';
import { deliveryWindow } from './delivery';

describe('delivery window', () => {
  it('counts from today in India, also in the half hour after midnight there (still yesterday in UTC)', () => {
    // 00:30 on 25 November in India, 19:00 on the 24th in UTC.
    expect(deliveryWindow(new Date('2026-11-24T19:00:00Z'), 'INDIA', 0)).toEqual({
      earliest: '2026-11-28',
      latest: '2026-12-01',
    });
    // 15:30 in India: the same day either way.
    expect(deliveryWindow(new Date('2026-11-22T10:00:00Z'), 'INDIA', 2)).toEqual({
      earliest: '2026-11-27',
      latest: '2026-11-30',
    });
  });
});
