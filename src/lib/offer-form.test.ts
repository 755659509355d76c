import { describe, expect, it } from 'vitest';
import { istInstant, istWallClock, newOfferValues, offerInputOf, paiseOf, sampleItemsOf } from './offer-form';

describe("the owner's offer form", () => {
  it('reads times as IST and shows instants in IST, whatever the browser zone', () => {
    expect(istInstant('2026-11-12T23:59')).toBe('2026-11-12T23:59:00+05:30');
    expect(istWallClock('2026-11-12T18:29:00.000Z')).toBe('2026-11-12T23:59');
    expect(istInstant('2026-11-12T23:59:30')).toBe('2026-11-12T23:59:30+05:30');
    expect(istInstant('')).toBeNull();
  });

  it('takes rupees as typed to paise, and refuses what is no amount', () => {
    expect(paiseOf('1,499.50')).toBe(149_950);
    expect(paiseOf('₹ 250')).toBe(25_000);
    expect(paiseOf('')).toBeNull();
    expect(paiseOf('12.345')).toBe(-1);
    expect(paiseOf('ten')).toBe(-1);
  });

  it('sends a new offer as the server takes it', () => {
    const v = {
      ...newOfferValues(new Date('2026-11-01T10:15:00Z')),
      titleEn: 'Diwali',
      code: 'diwali15',
      percent: '15',
    };
    expect(offerInputOf(v)).toMatchObject({
      kind: 'CODE',
      startsAt: '2026-11-01T16:30:00+05:30',
      endsAt: '2026-11-08T16:30:00+05:30',
      effect: 'PERCENT_OFF',
      percent: 15,
      amount: null,
      code: 'diwali15',
      include: { kinds: [], productIds: [] },
    });
    expect(offerInputOf({ ...v, kind: 'SALE' }).code).toBeNull();
    expect(offerInputOf({ ...v, productIds: '12, 15 19' }).include?.productIds).toEqual([12, 15, 19]);
  });
});

describe('sampleItemsOf', () => {
  it('reads ids with quantities as an owner types them', () => {
    expect(sampleItemsOf('12 × 1, 40 x 2.5;\n7')).toEqual([
      { productId: 12, qty: 1 },
      { productId: 40, qty: 2.5 },
      { productId: 7, qty: 1 },
    ]);
    expect(sampleItemsOf('40*2,5')).toEqual([
      { productId: 40, qty: 2 },
      { productId: 5, qty: 1 },
    ]);
  });
  it('refuses what is not a sample cart', () => {
    for (const bad of ['', ' , ', 'saree', '12 × 0', '12 × 101', '12 ×', '-3', Array(21).fill('1').join(',')])
      expect(sampleItemsOf(bad), bad).toBeNull();
  });
});
