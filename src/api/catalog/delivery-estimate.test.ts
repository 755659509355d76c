import { describe, expect, it } from 'vitest';
import { deliveryEstimate } from './product';

describe('delivery estimate on the product page', () => {
  it('counts calendar days from today in India, also in the half hour after midnight there', () => {
    // 00:30 on 25 November in India, 19:00 on the 24th in UTC: a ready saree leaves on the 26th.
    const justAfterMidnight = new Date('2026-11-24T19:00:00Z');
    expect(deliveryEstimate({ stock: 5, kind: 'saree', turnaroundDays: null }, justAfterMidnight)).toEqual({
      earliest: '2026-11-29',
      latest: '2026-12-02',
      dispatchDays: 1,
    });
    // Tailoring leaves after its turnaround (7 days when the service does not say), across a month's end.
    expect(deliveryEstimate({ stock: null, kind: 'service', turnaroundDays: 10 }, justAfterMidnight)).toEqual({
      earliest: '2026-12-08',
      latest: '2026-12-11',
      dispatchDays: 10,
    });
    expect(
      deliveryEstimate({ stock: null, kind: 'service', turnaroundDays: null }, justAfterMidnight)?.dispatchDays,
    ).toBe(7);
  });

  it('gives none for a product out of stock', () => {
    expect(deliveryEstimate({ stock: 0, kind: 'fabric', turnaroundDays: null }, new Date())).toBeNull();
  });
});
