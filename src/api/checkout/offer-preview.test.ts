import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { gqlAs } from '../../test/shoppers';
import { countRows } from '../../test/buying-fixtures';
import { ordersSuite } from '../../test/orders-suite';
import { priceAt } from '../../test/offers-api';

// The owner's preview of a drafted offer on a sample cart: the engine's own figures, each line's share
// adding up, the reason it does not apply, a draft's bad input refused, nothing saved, admins only.

const PREVIEW = `query P($input: OfferInput!, $items: [OfferSampleItem!]!, $zone: String) {
  adminOfferPreview(input: $input, items: $items, zone: $zone) { refusal why missing
    lines { productId qty lineTotal { amount } discount { amount } }
    subtotal { amount } deliveryFee { amount } goodsDiscount { amount } deliveryDiscount { amount } total { amount } } }`;
type Preview = {
  refusal: string | null;
  why: string | null;
  missing: number[];
  lines: { productId: number; qty: number; lineTotal: { amount: number }; discount: { amount: number } }[];
  subtotal: { amount: number };
  deliveryFee: { amount: number };
  goodsDiscount: { amount: number };
  deliveryDiscount: { amount: number };
  total: { amount: number };
};

describe.each(testDatabases())('previewing an offer on $kind', ({ open }) => {
  const suite = ordersSuite(open);
  const draft = {
    kind: 'AUTOMATIC',
    titleEn: 'Silk week',
    startsAt: '2027-01-10T00:00:00+05:30',
    endsAt: '2027-01-17T00:00:00+05:30',
    effect: 'PERCENT_OFF',
    percent: 12.5,
    include: { kinds: ['saree'] },
  };
  const preview = async (
    input: Record<string, unknown>,
    items: { productId: number; qty: number }[],
    who = suite.admin,
  ) => gqlAs<{ adminOfferPreview: Preview | null }>(suite.server, who, PREVIEW, { input, items });

  it('takes off only what the offer covers, at its start, to the paisa, and saves nothing', async () => {
    const { db, saree, fabric } = suite;
    await priceAt(db, saree.id, 10_001_01);
    await priceAt(db, fabric.id, 333_33);
    const offersBefore = await countRows(db, 'offers');
    const items = [
      { productId: Number(saree.id), qty: 3 },
      { productId: Number(fabric.id), qty: 2.5 },
      { productId: 999_999, qty: 1 },
    ];
    const p = (await preview(draft, items)).data.adminOfferPreview!;
    expect(p.refusal).toBeNull();
    expect(p.why).toBeNull();
    expect(p.missing).toEqual([999_999]);
    // 12.5 % of 3 × ₹10,001.01 = ₹3,750.37875: whole paise, all on the sarees, none on the fabric.
    expect(p.lines.map((l) => [l.productId, l.lineTotal.amount, l.discount.amount])).toEqual([
      [Number(saree.id), 30_003_03, 3_750_38],
      [Number(fabric.id), 833_33, 0],
    ]);
    expect(p.goodsDiscount.amount).toBe(p.lines.reduce((s, l) => s + l.discount.amount, 0));
    expect(p.total.amount).toBe(p.subtotal.amount + p.deliveryFee.amount - p.goodsDiscount.amount);
    expect(await countRows(db, 'offers')).toBe(offersBefore);
  });

  it('says why it does not apply, and refuses a draft that is not an offer', async () => {
    const fabricOnly = [{ productId: Number(suite.fabric.id), qty: 1 }];
    expect((await preview(draft, fabricOnly)).data.adminOfferPreview).toMatchObject({
      why: 'NOT_FOR_ITEMS',
      goodsDiscount: { amount: 0 },
    });
    const sarees = [{ productId: Number(suite.saree.id), qty: 1 }];
    expect((await preview({ ...draft, minSubtotal: 1_00_000_00 }, sarees)).data.adminOfferPreview).toMatchObject({
      why: 'MIN_NOT_REACHED',
    });
    expect((await preview({ ...draft, percent: 120 }, sarees)).data.adminOfferPreview).toMatchObject({
      refusal: 'INVALID_PERCENT',
      lines: [],
    });
    const tooMany = Array.from({ length: 21 }, () => ({ productId: Number(suite.saree.id), qty: 1 }));
    const refused = await preview(draft, tooMany);
    expect(refused.data?.adminOfferPreview ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('bad-input');
    const nowhere = await gqlAs<{ adminOfferPreview: Preview | null }>(suite.server, suite.admin, PREVIEW, {
      input: draft,
      items: sarees,
      zone: 'MARS',
    });
    expect(nowhere.errors?.[0]?.extensions?.code).toBe('bad-input');
    const gulf = await gqlAs<{ adminOfferPreview: Preview | null }>(suite.server, suite.admin, PREVIEW, {
      input: draft,
      items: sarees,
      zone: 'GULF',
    });
    expect(gulf.data.adminOfferPreview?.deliveryFee.amount).toBeGreaterThan(0);
  });

  it('is for admins only', async () => {
    const r = await preview(draft, [{ productId: Number(suite.saree.id), qty: 1 }], suite.meera);
    expect(r.data?.adminOfferPreview ?? null).toBeNull();
    expect(r.errors?.length).toBeGreaterThan(0);
  });
});
