import { describe, expect, it } from 'vitest';
import { allocate, percentOf } from './allocate';
import { applyOffers, type OfferContext, type OfferLine } from './engine';
import { noTargets, type Offer } from './rules';

const now = new Date('2026-11-10T12:00:00Z');
const ctx = (over: Partial<OfferContext> = {}): OfferContext => ({
  now,
  signedIn: true,
  firstOrder: false,
  zone: 'INDIA',
  pointsUsed: false,
  usesByShopper: new Map(),
  deliveryFeeMinor: 9900,
  ...over,
});
let seq = 0;
const offer = (over: Partial<Offer> = {}): Offer => ({
  id: `o${++seq}`,
  kind: 'AUTOMATIC',
  status: 'ACTIVE',
  title: { en: 'Diwali' },
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2026-11-12T18:29:59Z'),
  priority: 0,
  exclusive: false,
  stacksWithOffers: true,
  stacksWithReduced: false,
  stacksWithPoints: true,
  coversTailoring: false,
  conditions: {
    minSubtotalMinor: null,
    include: noTargets(),
    exclude: noTargets(),
    firstOrderOnly: false,
    signedInOnly: false,
    zones: [],
  },
  effect: { type: 'PERCENT_OFF', percentX100: 1500 },
  maxUses: null,
  maxUsesPerShopper: null,
  budgetMinor: null,
  uses: 0,
  discountGivenMinor: 0,
  ...over,
});
const line = (key: string, over: Partial<OfferLine> = {}): OfferLine => {
  const unit = over.unitPriceMinor ?? 1_000_000;
  const qty = over.qty ?? 1;
  return {
    key,
    productId: 1,
    kind: 'saree',
    categoryId: 1,
    brandId: 1,
    collectionIds: [],
    valueIds: [],
    qty,
    unitPriceMinor: unit,
    mrpMinor: unit,
    lineTotalMinor: Math.round(unit * qty),
    attachTo: null,
    ...over,
  };
};

describe('allocate', () => {
  it('spreads a discount in whole paise that add up exactly, for 1 to 50 lines at awkward prices', () => {
    let rng = 7;
    const next = () => (rng = (rng * 48271) % 2147483647);
    for (let n = 1; n <= 50; n++) {
      for (let round = 0; round < 20; round++) {
        const weights = Array.from({ length: n }, () => 1 + (next() % 9_999_999));
        const sum = weights.reduce((a, w) => a + w, 0);
        const total = next() % (sum + 1);
        const shares = allocate(total, weights);
        expect(shares.reduce((a, s) => a + s, 0)).toBe(total);
        // Whole paise, none over its line, each proportional to within a paisa.
        const wrong = shares.filter(
          (s, i) => !Number.isInteger(s) || s < 0 || s > weights[i]! || Math.abs(s - (weights[i]! * total) / sum) >= 1,
        );
        expect(wrong).toEqual([]);
      }
    }
  });
  it('never gives more than the lines and gives ties to the earlier line', () => {
    expect(allocate(500, [100, 100])).toEqual([100, 100]);
    expect(allocate(1, [3, 3, 3])).toEqual([1, 0, 0]);
    expect(allocate(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });
  it('rounds a percentage half-up to the paisa', () => {
    expect(percentOf(999, 1500)).toBe(150); // 149.85
    expect(percentOf(10, 1250)).toBe(1); // 1.25
    expect(percentOf(333_333, 3333)).toBe(111_100); // 111,099.88…
  });
});

describe('applyOffers', () => {
  it('takes a percentage off the covered lines, leaving out reduced lines and services unless the offer says so', () => {
    const lines = [
      line('a', { unitPriceMinor: 1_234_567 }),
      line('b', { unitPriceMinor: 500_000, mrpMinor: 600_000 }),
      line('c', { kind: 'service', unitPriceMinor: 120_000, attachTo: 'a' }),
    ];
    const r = applyOffers([offer()], null, lines, ctx());
    expect(r.lineDiscounts.get('a')).toBe(185_185);
    expect(r.lineDiscounts.get('b')).toBe(0);
    expect(r.lineDiscounts.get('c')).toBe(0);
    const wide = applyOffers([offer({ stacksWithReduced: true, coversTailoring: true })], null, lines, ctx());
    expect(wide.goodsDiscountMinor).toBe(percentOf(1_234_567 + 500_000 + 120_000, 1500));
    expect([...wide.lineDiscounts.values()].reduce((a, s) => a + s, 0)).toBe(wide.goodsDiscountMinor);
  });

  it('reads the conditions: items included and excluded, minimum, first order, signed in, zone', () => {
    const silk = line('a', { categoryId: 7, valueIds: [42] });
    const cotton = line('b', { categoryId: 8 });
    const only = (over: Partial<Offer['conditions']>) =>
      offer({ kind: 'CODE', conditions: { ...offer().conditions, ...over } });
    const code = (o: Offer, c: Partial<OfferContext> = {}, lines = [silk, cotton]) =>
      applyOffers([], { offer: o, code: 'X' }, lines, ctx(c));
    const weave = code(only({ include: { ...noTargets(), valueIds: [42] } }));
    expect(weave.lineDiscounts.get('a')).toBe(150_000);
    expect(weave.lineDiscounts.get('b')).toBe(0);
    expect(code(only({ exclude: { ...noTargets(), categoryIds: [7, 8] } })).codeRefusal).toBe('NOT_FOR_ITEMS');
    expect(code(only({ minSubtotalMinor: 2_000_001 })).codeRefusal).toBe('MIN_NOT_REACHED');
    expect(code(only({ minSubtotalMinor: 2_000_000 })).codeRefusal).toBeNull();
    expect(code(only({ firstOrderOnly: true })).codeRefusal).toBe('FIRST_ORDER_ONLY');
    expect(code(only({ firstOrderOnly: true }), { firstOrder: true }).codeRefusal).toBeNull();
    expect(code(only({ signedInOnly: true }), { signedIn: false }).codeRefusal).toBe('SIGN_IN_REQUIRED');
    expect(code(only({ zones: ['GULF'] })).codeRefusal).toBe('NOT_IN_ZONE');
  });

  it('says when a code is early, late, paused, used up, used by this shopper or not with points', () => {
    const run = (o: Partial<Offer>, c: Partial<OfferContext> = {}) =>
      applyOffers([], { offer: offer({ kind: 'CODE', ...o }), code: 'X' }, [line('a')], ctx(c)).codeRefusal;
    expect(run({ startsAt: new Date('2026-11-11T00:00:00Z') })).toBe('NOT_STARTED');
    expect(run({ endsAt: now })).toBe('EXPIRED');
    expect(run({ status: 'ENDED' })).toBe('EXPIRED');
    expect(run({ status: 'PAUSED' })).toBe('PAUSED');
    expect(run({ maxUses: 10, uses: 10 })).toBe('USED_UP');
    expect(run({ budgetMinor: 100, discountGivenMinor: 100 })).toBe('USED_UP');
    expect(run({ id: 'mine', maxUsesPerShopper: 1 }, { usesByShopper: new Map([['mine', 1]]) })).toBe(
      'ONE_PER_SHOPPER',
    );
    expect(run({ stacksWithPoints: false }, { pointsUsed: true })).toBe('NOT_WITH_POINTS');
  });

  it('applies an exclusive offer alone and refuses a code that does not go with it', () => {
    const sale = offer({ priority: 10, exclusive: true });
    const code = offer({ kind: 'CODE', effect: { type: 'AMOUNT_OFF', amountMinor: 50_000 } });
    const r = applyOffers([sale], { offer: code, code: 'X' }, [line('a')], ctx());
    expect(r.applied.map((a) => a.offer.id)).toEqual([sale.id]);
    expect(r.codeRefusal).toBe('NOT_COMBINABLE');
    // Stacking ones apply in priority order, each on what the one before left.
    const second = offer({ priority: 5, effect: { type: 'AMOUNT_OFF', amountMinor: 50_000 } });
    const both = applyOffers([offer({ priority: 10 }), second], null, [line('a')], ctx());
    expect(both.goodsDiscountMinor).toBe(150_000 + 50_000);
    expect(
      applyOffers([offer({ priority: 10 }), { ...second, stacksWithOffers: false }], null, [line('a')], ctx()).applied,
    ).toHaveLength(1);
  });

  it('gives free delivery, a service with a silk saree, and the cheapest pieces of a buy-x-get-y', () => {
    const free = applyOffers([offer({ effect: { type: 'FREE_DELIVERY' } })], null, [line('a')], ctx());
    expect(free.deliveryDiscountMinor).toBe(9900);
    expect(free.goodsDiscountMinor).toBe(0);
    const lines = [
      line('s', { valueIds: [42] }),
      line('fp', { kind: 'service', unitPriceMinor: 25_000, attachTo: 's' }),
      line('other', { kind: 'service', unitPriceMinor: 25_000, attachTo: 'x' }),
    ];
    const pico = offer({
      effect: { type: 'SERVICE_WITH_SAREE', percentX100: 10000 },
      conditions: { ...offer().conditions, include: { ...noTargets(), valueIds: [42] } },
    });
    const r = applyOffers([pico], null, lines, ctx());
    expect(r.lineDiscounts.get('fp')).toBe(25_000);
    expect(r.lineDiscounts.get('other')).toBe(0);
    expect(r.lineDiscounts.get('s')).toBe(0);
    const b2g1 = offer({ effect: { type: 'BUY_X_GET_Y', buy: 2, get: 1, percentX100: 10000 } });
    const three = [line('x', { unitPriceMinor: 300_000 }), line('y', { unitPriceMinor: 100_000, qty: 2 })];
    expect(applyOffers([b2g1], null, three, ctx()).goodsDiscountMinor).toBe(100_000);
  });

  it('cuts a discount to what is left of the budget', () => {
    const r = applyOffers(
      [offer({ budgetMinor: 100_000, discountGivenMinor: 70_001 })],
      null,
      [line('a'), line('b')],
      ctx(),
    );
    expect(r.goodsDiscountMinor).toBe(29_999);
    expect([...r.lineDiscounts.values()]).toEqual([15_000, 14_999]);
  });
});
