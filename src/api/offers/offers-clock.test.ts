import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { gqlAs } from '../../test/shoppers';
import { newKey } from '../../test/orders-api';
import { ordersSuite } from '../../test/orders-suite';
import { createOffer, offerQuote, priceAt } from '../../test/offers-api';
import { createSilaiPubSub, type CatalogueChange } from '../core/pubsub';
import { startOfferClock } from '../checkout';

// A scheduled sale by the test clock: before its start the catalogue, the cart and an order know nothing of
// it; from its start all three take it; at its end it goes from all three at that instant, and an order
// whose shopper saw the sale price is refused (TOTAL_CHANGED) rather than charged the full price unseen.

const PRODUCT = `query P($slug: String!) { product(slug: $slug) { price { amount } offer { title endsAt price { amount } } } }`;
const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { ok refusal order { total { amount } offerDiscount { amount } } } }`;
const hour = 3_600_000;

describe.each(testDatabases())('a sale by the clock on $kind', ({ open }) => {
  const suite = ordersSuite(open);

  it('starts and ends at its instants in the catalogue, the cart and the order', async () => {
    const { db, server, admin, meera, saree, home, clock } = suite;
    await priceAt(db, saree.id, 20_000_00);
    const t0 = clock.now().getTime();
    const made = await createOffer(server, admin, {
      kind: 'SALE',
      titleEn: 'Diwali: 15 % off sarees',
      startsAt: new Date(t0 + hour).toISOString(),
      endsAt: new Date(t0 + 3 * hour).toISOString(),
      effect: 'PERCENT_OFF',
      percent: 15,
      include: { kinds: ['saree'] },
    });
    expect(made.ok).toBe(true);
    const shown = async () =>
      (
        await gqlAs<{ product: { offer: { title: string; endsAt: string; price: { amount: number } } | null } }>(
          server,
          null,
          PRODUCT,
          { slug: saree.slug },
        )
      ).data.product.offer;
    const banner = async () =>
      (
        await gqlAs<{
          runningSales: { title: string; endsAt: string | null; percent: number | null; link: string | null }[];
        }>(server, null, `{ runningSales { title endsAt percent link } }`)
      ).data.runningSales;
    const items = [{ id: saree.id, qty: 1 }];
    const place = async (expectedTotal: number) =>
      (
        await gqlAs<{
          placeOrder: {
            ok: boolean;
            refusal: string | null;
            order: { total: { amount: number }; offerDiscount: { amount: number } } | null;
          };
        }>(server, meera, PLACE, {
          input: { items, addressId: home, paymentMethod: 'COD', idempotencyKey: newKey(), expectedTotal },
        })
      ).data.placeOrder;

    // Before the start: nothing anywhere.
    expect(await shown()).toBeNull();
    expect(await banner()).toEqual([]);
    const before = await offerQuote(server, meera, { items, a: home });
    expect(before.offerDiscount.amount).toBe(0);

    // From the start: the card, the quote and the order take 15 % off.
    clock.advance(hour);
    expect(await shown()).toEqual({
      title: 'Diwali: 15 % off sarees',
      endsAt: new Date(t0 + 3 * hour).toISOString(),
      price: { amount: 17_000_00 },
    });
    // The home page's banner: what is off, its end for the countdown, and the page that lists sarees.
    expect(await banner()).toEqual([
      { title: 'Diwali: 15 % off sarees', endsAt: new Date(t0 + 3 * hour).toISOString(), percent: 15, link: '/sarees' },
    ]);
    const during = await offerQuote(server, meera, { items, a: home });
    expect(during).toMatchObject({ offerDiscount: { amount: 3_000_00 }, total: { amount: 17_000_00 } });
    expect(await place(during.total.amount)).toMatchObject({
      ok: true,
      order: { total: { amount: 17_000_00 }, offerDiscount: { amount: 3_000_00 } },
    });

    // A shopper quoted a minute before the end and places a minute after it: refused, nothing placed.
    clock.advance(2 * hour - 60_000);
    const late = await offerQuote(server, meera, { items, a: home });
    expect(late.total.amount).toBe(17_000_00);
    clock.advance(2 * 60_000);
    expect(await shown()).toBeNull();
    expect(await banner()).toEqual([]);
    expect(await place(late.total.amount)).toMatchObject({ ok: false, refusal: 'TOTAL_CHANGED', order: null });
    const after = await offerQuote(server, meera, { items, a: home });
    expect(after).toMatchObject({ offerDiscount: { amount: 0 }, total: { amount: 20_000_00 } });
    expect(await place(after.total.amount)).toMatchObject({ ok: true, order: { total: { amount: 20_000_00 } } });
  });

  it('drops at a start only what shows the sale\u2019s products, in every process, without staff', async () => {
    const { db, server, admin, saree, fabric, clock } = suite;
    const pubsub = createSilaiPubSub();
    const heard: CatalogueChange[] = [];
    const feed = pubsub.subscribe('catalogueChanged');
    void (async () => {
      for await (const change of feed) heard.push(change);
    })();
    const soon = clock.now().getTime() + 400;
    expect(
      (
        await createOffer(server, admin, {
          kind: 'SALE',
          titleEn: 'Fabric week',
          startsAt: new Date(soon).toISOString(),
          endsAt: new Date(soon + 10 * hour).toISOString(),
          effect: 'PERCENT_OFF',
          percent: 10,
          include: { productIds: [Number(fabric.id)] },
        })
      ).ok,
    ).toBe(true);
    const stop = startOfferClock({ db: db.db, pubsub, kit: clock });
    try {
      // The test clock passes the start; the process's timer (real time) fires just after it.
      clock.advance(1_000);
      await expect.poll(() => heard.length, { timeout: 5_000 }).toBeGreaterThan(0);
      expect(heard[0]).toMatchObject({ offersOnly: true, productIds: [fabric.id] });
      expect(heard[0]!.productIds).not.toContain(saree.id);
      expect(heard[0]!.all).toBeUndefined();
    } finally {
      stop();
      void feed.return?.();
      await pubsub.close();
    }
  });
});
