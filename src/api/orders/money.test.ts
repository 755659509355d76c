import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { countRows, productOf, stockOf, type FixtureProduct } from '../../test/buying-fixtures';
import { addAddress, newKey, place, PLACE, type PlaceShape } from '../../test/orders-api';
import { catalogueChanged } from '../catalog/cache';

// Money in minor units outgrows GraphQL's 32-bit Int (2^31 paise is about ₹2.1 crore), and a quantity
// below 1 must never be bought as 1.
const int32 = 2 ** 31 - 1;
const CHECK = `query C($items: [CartItemInput!]!) { cartCheck(items: $items) { ok itemCount subtotal { amount } lines { id qty problem lineTotal { amount } } } }`;
const QUOTE = `query Q($items: [CartItemInput!]!, $a: ID!) { checkoutQuote(items: $items, addressId: $a) { ok refusal total { amount } } }`;
const SYNC =
  'mutation S($items: [CartItemInput!]!, $merge: Boolean!) { syncCart(items: $items, merge: $merge) { id qty } }';

type Check = {
  cartCheck: {
    ok: boolean;
    itemCount: number;
    subtotal: { amount: number };
    lines: { id: string; qty: number; problem: string | null; lineTotal: { amount: number } | null }[];
  };
};

describe.each(testDatabases())('money and quantities on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let shopper: Shopper;
  let home: string;
  let saree: FixtureProduct;
  let fabric: FixtureProduct;

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db, { production: true });
    shopper = await createShopper(db, server);
    home = await addAddress(server, shopper);
    saree = await productOf(db, 'saree', 0, 10);
    fabric = await productOf(db, 'fabric', 0, 100);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('prices a 50-line cart at 99 each without overflowing (the subtotal passes 2^31 paise)', async () => {
    const rows = await db.db
      .select({ id: products.id, price: products.priceMinor })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.id))
      .limit(50);
    const items = rows.map((r) => ({ id: String(r.id), qty: 99 }));
    const { data, errors } = await gqlAs<Check>(server, null, CHECK, { items });
    expect(errors).toBeUndefined();
    const expected = rows.reduce((sum, r) => sum + r.price * 99, 0);
    expect(expected).toBeGreaterThan(int32);
    expect(data.cartCheck.subtotal.amount).toBe(expected);
    expect(data.cartCheck.itemCount).toBe(50 * 99);
    // More than one order may take: every line says so, so checkout waits.
    expect(data.cartCheck.ok).toBe(false);
    expect(
      data.cartCheck.lines.every(
        (l) => l.problem === 'NOT_ENOUGH_STOCK' || l.problem === 'OUT_OF_STOCK' || l.problem === 'OVER_LIMIT',
      ),
    ).toBe(true);
  });

  it('places an order whose total passes 2^31 paise and reads it back exactly', async () => {
    const dear = await productOf(db, 'saree', 5, 5);
    const price = 2_000_000_000; // ₹2 crore: the most a unit may cost still fits a 32-bit column
    await db.db
      .update(products)
      .set({ priceMinor: price, mrpMinor: price })
      .where(eq(products.id, Number(dear.id)));
    catalogueChanged(db.db);
    const placed = await place(server, shopper, {
      items: [{ id: dear.id, qty: 3 }],
      addressId: home,
      paymentMethod: 'TEST_GATEWAY',
    });
    expect(placed.refusal).toBeNull();
    expect(placed.order!.total.amount).toBe(3 * price);
    expect(placed.order!.items[0]!.lineTotal.amount).toBe(3 * price);
    const mine = await gqlAs<{ myOrders: { number: string; total: { amount: number } }[] }>(
      server,
      shopper,
      `{ myOrders { number total { amount } } }`,
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data.myOrders.find((o) => o.number === placed.order!.number)!.total.amount).toBe(6_000_000_000);
  });

  it('refuses a quantity of 0 or less at checkout with INVALID_QUANTITY, and nothing changes', async () => {
    const before = {
      stock: await stockOf(db, saree.id),
      orders: await countRows(db, 'orders'),
      payments: await countRows(db, 'payments'),
    };
    for (const qty of [0, -1, -2147483648]) {
      const items = [
        { id: saree.id, qty: 1 },
        { id: fabric.id, qty },
      ];
      const quote = await gqlAs<{ checkoutQuote: { ok: boolean; refusal: string } }>(server, shopper, QUOTE, {
        items,
        a: home,
      });
      expect(quote.data.checkoutQuote).toMatchObject({ ok: false, refusal: 'INVALID_QUANTITY' });
      const r = await gqlAs<{ placeOrder: PlaceShape }>(server, shopper, PLACE, {
        input: { items, addressId: home, paymentMethod: 'COD', idempotencyKey: newKey() },
      });
      expect(r.errors).toBeUndefined();
      expect(r.data.placeOrder).toMatchObject({ ok: false, refusal: 'INVALID_QUANTITY', order: null });
    }
    expect({
      stock: await stockOf(db, saree.id),
      orders: await countRows(db, 'orders'),
      payments: await countRows(db, 'payments'),
    }).toEqual(before);
  });

  it('drops a line below 1 from the cart check and the stored cart (a quantity below 1 removes)', async () => {
    const { data } = await gqlAs<Check>(server, null, CHECK, {
      items: [
        { id: saree.id, qty: 0 },
        { id: fabric.id, qty: -5 },
        { id: fabric.id, qty: 2 },
      ],
    });
    expect(data.cartCheck.lines.map((l) => [l.id, l.qty])).toEqual([[fabric.id, 2]]);
    expect(data.cartCheck.subtotal.amount).toBe(fabric.price * 2);
    const stored = await gqlAs<{ syncCart: { id: string; qty: number }[] }>(server, shopper, SYNC, {
      items: [{ id: saree.id, qty: 2 }],
      merge: false,
    });
    expect(stored.data.syncCart).toEqual([{ id: saree.id, qty: 2 }]);
    // Merging a 0 keeps what was there; replacing with only a 0 empties the cart.
    const merged = await gqlAs<{ syncCart: unknown[] }>(server, shopper, SYNC, {
      items: [{ id: saree.id, qty: 0 }],
      merge: true,
    });
    expect(merged.data.syncCart).toEqual([{ id: saree.id, qty: 2 }]);
    const replaced = await gqlAs<{ syncCart: unknown[] }>(server, shopper, SYNC, {
      items: [{ id: saree.id, qty: -1 }],
      merge: false,
    });
    expect(replaced.data.syncCart).toEqual([]);
  });

  it('refuses a seen price that is not a whole number within 2^53 as bad input', async () => {
    const r = await gqlAs(server, null, CHECK, { items: [{ id: saree.id, qty: 1, seenPrice: 1.5 }] });
    expect(r.errors?.[0]?.message).toMatch(/whole number/);
    const huge = await gqlAs(
      server,
      null,
      `{ cartCheck(items: [{ id: "${saree.id}", qty: 1, seenPrice: 99999999999999999999 }]) { ok } }`,
    );
    expect(huge.errors?.[0]?.message).toMatch(/whole number/);
  });
});
