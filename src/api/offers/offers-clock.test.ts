import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { gqlAs } from '../../test/shoppers';
import { newKey } from '../../test/orders-api';
import { ordersSuite } from '../../test/orders-suite';
import { createOffer, offerQuote, priceAt } from '../../test/offers-api';

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
    const before = await offerQuote(server, meera, { items, a: home });
    expect(before.offerDiscount.amount).toBe(0);

    // From the start: the card, the quote and the order take 15 % off.
    clock.advance(hour);
    expect(await shown()).toEqual({
      title: 'Diwali: 15 % off sarees',
      endsAt: new Date(t0 + 3 * hour).toISOString(),
      price: { amount: 17_000_00 },
    });
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
    expect(await place(late.total.amount)).toMatchObject({ ok: false, refusal: 'TOTAL_CHANGED', order: null });
    const after = await offerQuote(server, meera, { items, a: home });
    expect(after).toMatchObject({ offerDiscount: { amount: 0 }, total: { amount: 20_000_00 } });
    expect(await place(after.total.amount)).toMatchObject({ ok: true, order: { total: { amount: 20_000_00 } } });
  });
});
