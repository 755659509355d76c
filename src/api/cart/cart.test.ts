import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { productOf, setFabricStep, setStock, type FixtureProduct } from '../../test/buying-fixtures';
import { catalogueChanged } from '../catalog/cache';

const CHECK = `query C($items: [CartItemInput!]!) { cartCheck(items: $items) {
  ok itemCount subtotal { amount currency }
  lines { id qty available problem unitPrice { amount currency } lineTotal { amount } previousPrice { amount } product { slug } } } }`;
const SYNC =
  'mutation S($items: [CartItemInput!]!, $merge: Boolean!) { syncCart(items: $items, merge: $merge) { id qty } }';
const MY_CART = '{ myCart { id qty } }';

type Line = {
  id: string;
  qty: number;
  available: number | null;
  problem: string | null;
  unitPrice: { amount: number } | null;
  lineTotal: { amount: number } | null;
  previousPrice: { amount: number } | null;
  product: { slug: string } | null;
};
type Check = {
  cartCheck: { ok: boolean; itemCount: number; subtotal: { amount: number; currency: string }; lines: Line[] };
};

describe.each(testDatabases())('cart on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let saree: FixtureProduct;
  let fabric: FixtureProduct;
  let service: FixtureProduct;
  let a: Shopper;
  let b: Shopper;

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db);
    saree = await productOf(db, 'saree', 0, 4);
    fabric = await productOf(db, 'fabric', 0, 30);
    service = await productOf(db, 'service', 0);
    a = await createShopper(db, server);
    b = await createShopper(db, server);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('prices every line from the database, whatever price the browser saw', async () => {
    const { data, errors } = await gqlAs<Check>(server, null, CHECK, {
      items: [
        { id: saree.id, qty: 2, seenPrice: saree.price },
        { id: fabric.id, qty: 3 },
        { id: service.id, qty: 1 },
      ],
    });
    expect(errors).toBeUndefined();
    const c = data.cartCheck;
    expect(c.ok).toBe(true);
    expect(c.itemCount).toBe(6);
    expect(c.subtotal).toEqual({ amount: saree.price * 2 + fabric.price * 3 + service.price, currency: 'INR' });
    expect(c.lines.map((l) => [l.id, l.qty, l.available, l.problem])).toEqual([
      [saree.id, 2, 4, null],
      [fabric.id, 3, 30, null],
      [service.id, 1, null, null],
    ]);
    expect(c.lines[1]!.lineTotal!.amount).toBe(fabric.price * 3);
  });

  it('reports a changed price with the one the browser showed, and still charges the current one', async () => {
    const { data } = await gqlAs<Check>(server, null, CHECK, { items: [{ id: saree.id, qty: 1, seenPrice: 100 }] });
    expect(data.cartCheck.ok).toBe(true);
    expect(data.cartCheck.lines[0]).toMatchObject({
      problem: 'PRICE_CHANGED',
      previousPrice: { amount: 100 },
      unitPrice: { amount: saree.price },
    });
    expect(data.cartCheck.subtotal.amount).toBe(saree.price);
  });

  it('reports out of stock, not enough stock and unavailable products without changing quantities', async () => {
    const other = await productOf(db, 'saree', 1, 0);
    const hidden = await productOf(db, 'saree', 2, 5);
    await db.db
      .update(products)
      .set({ active: false })
      .where(eq(products.id, Number(hidden.id)));
    catalogueChanged(db.db);
    const { data } = await gqlAs<Check>(server, null, CHECK, {
      items: [
        { id: saree.id, qty: 7 },
        { id: other.id, qty: 1 },
        { id: hidden.id, qty: 1 },
        { id: '99999999', qty: 1 },
        { id: 'not-a-number', qty: 1 },
      ],
    });
    const c = data.cartCheck;
    expect(c.ok).toBe(false);
    expect(c.lines.map((l) => [l.qty, l.problem, l.available])).toEqual([
      [7, 'NOT_ENOUGH_STOCK', 4],
      [1, 'OUT_OF_STOCK', 0],
      [1, 'UNAVAILABLE', null],
      [1, 'UNAVAILABLE', null],
      [1, 'UNAVAILABLE', null],
    ]);
    expect(c.lines[2]).toMatchObject({ product: null, unitPrice: null, lineTotal: null });
    await db.db
      .update(products)
      .set({ active: true })
      .where(eq(products.id, Number(hidden.id)));
    await setStock(db, other.id, 3);
  });

  it('holds one order to the per-order cap (5 sarees, 5 services, 50 m) even when more is in stock', async () => {
    const plenty = await productOf(db, 'saree', 3, 20);
    const { data } = await gqlAs<Check>(server, null, CHECK, {
      items: [
        { id: plenty.id, qty: 6 },
        { id: service.id, qty: 6 },
        { id: fabric.id, qty: 2 },
      ],
    });
    expect(data.cartCheck.ok).toBe(false);
    expect(data.cartCheck.lines.map((l) => [l.problem, l.available])).toEqual([
      ['OVER_LIMIT', 5],
      ['OVER_LIMIT', 5],
      [null, 30],
    ]);
  });

  it("sells a fabric in its counter's steps: 2.5 m of a 0.5 m fabric at 2.5 × the metre price, 0.75 m of a 0.25 m one; off-step metres and half a saree are BAD_STEP", async () => {
    const quarter = await productOf(db, 'fabric', 1, 10);
    await setFabricStep(db, fabric.id, 0.5);
    await setFabricStep(db, quarter.id, 0.25);
    const { data } = await gqlAs<Check>(server, null, CHECK, {
      items: [
        { id: fabric.id, qty: 2.5 },
        { id: quarter.id, qty: 0.75 },
      ],
    });
    expect(data.cartCheck.ok).toBe(true);
    expect(data.cartCheck.lines.map((l) => [l.qty, l.problem, l.lineTotal!.amount])).toEqual([
      [2.5, null, fabric.price * 2.5],
      [0.75, null, quarter.price * 0.75],
    ]);
    expect(data.cartCheck.itemCount).toBe(3.25);
    expect(data.cartCheck.subtotal.amount).toBe(fabric.price * 2.5 + quarter.price * 0.75);

    const off = await gqlAs<Check>(server, null, CHECK, {
      items: [
        { id: fabric.id, qty: 2.25 },
        { id: quarter.id, qty: 0.3 },
        { id: saree.id, qty: 1.5 },
      ],
    });
    expect(off.data.cartCheck.ok).toBe(false);
    expect(off.data.cartCheck.lines.map((l) => l.problem)).toEqual(['BAD_STEP', 'BAD_STEP', 'BAD_STEP']);

    // The shelf counts in whole steps too: 1.3 m left of a 0.5 m fabric is 1 m to sell.
    await setStock(db, fabric.id, 1.3);
    const short = await gqlAs<Check>(server, null, CHECK, { items: [{ id: fabric.id, qty: 1.5 }] });
    expect(short.data.cartCheck.lines.map((l) => [l.problem, l.available])).toEqual([['NOT_ENOUGH_STOCK', 1]]);
    await setStock(db, fabric.id, 30);
    await setFabricStep(db, fabric.id, 1);
    await setFabricStep(db, quarter.id, 1);
  });

  it('keeps a merged cart within the caps across lines and in whole steps', async () => {
    await setFabricStep(db, fabric.id, 0.5);
    const shopper = await createShopper(db, server);
    await gqlAs(server, shopper, SYNC, {
      items: [
        { id: fabric.id, qty: 2.3 },
        { id: saree.id, qty: 3 },
      ],
      merge: false,
    });
    const merged = await gqlAs<{ syncCart: { id: string; qty: number }[] }>(server, shopper, SYNC, {
      items: [
        { id: fabric.id, qty: 1.5 },
        { id: saree.id, qty: 9 },
      ],
      merge: true,
    });
    expect(merged.errors).toBeUndefined();
    // The larger quantity wins, then down to whole 0.5 m steps (2.3 is 2 m) and the saree to its cap of 5.
    expect(merged.data.syncCart).toEqual([
      { id: fabric.id, qty: 2 },
      { id: saree.id, qty: 5 },
    ]);
    await setFabricStep(db, fabric.id, 1);
  });

  it('clamps quantities to 99, drops a line below 1, merges repeats (the larger quantity wins) and refuses more than 50 lines', async () => {
    const { data } = await gqlAs<Check>(server, null, CHECK, {
      items: [
        { id: service.id, qty: 500 },
        { id: fabric.id, qty: -3 },
        { id: fabric.id, qty: 2 },
        { id: fabric.id, qty: 1 },
      ],
    });
    expect(data.cartCheck.lines.map((l) => [l.id, l.qty])).toEqual([
      [service.id, 99],
      [fabric.id, 2],
    ]);
    const many = Array.from({ length: 51 }, (_, i) => ({ id: String(i + 1), qty: 1 }));
    const refused = await gqlAs(server, null, CHECK, { items: many });
    expect(refused.errors?.[0]?.extensions?.code).toBe('bad-input');
  });

  it('stores the cart per shopper: merge keeps the larger quantity, replace replaces, others never see it', async () => {
    expect((await gqlAs(server, null, MY_CART)).errors?.[0]?.extensions?.code).toBe('access-denied');
    expect((await gqlAs(server, null, SYNC, { items: [], merge: false })).errors?.[0]?.extensions?.code).toBe(
      'access-denied',
    );

    const first = await gqlAs<{ syncCart: { id: string; qty: number }[] }>(server, a, SYNC, {
      items: [
        { id: saree.id, qty: 1 },
        { id: fabric.id, qty: 5 },
        { id: '424242', qty: 1 },
      ],
      merge: false,
    });
    expect(first.data.syncCart).toEqual([
      { id: saree.id, qty: 1 },
      { id: fabric.id, qty: 5 },
    ]);
    const merged = await gqlAs<{ syncCart: { id: string; qty: number }[] }>(server, a, SYNC, {
      items: [
        { id: saree.id, qty: 2 },
        { id: fabric.id, qty: 1 },
        { id: service.id, qty: 1 },
      ],
      merge: true,
    });
    expect(merged.data.syncCart).toEqual([
      { id: saree.id, qty: 2 },
      { id: fabric.id, qty: 5 },
      { id: service.id, qty: 1 },
    ]);
    expect((await gqlAs<{ myCart: unknown[] }>(server, b, MY_CART)).data.myCart).toEqual([]);
    await gqlAs(server, b, SYNC, { items: [{ id: service.id, qty: 3 }], merge: false });
    expect((await gqlAs<{ myCart: unknown[] }>(server, a, MY_CART)).data.myCart).toHaveLength(3);

    const replaced = await gqlAs<{ syncCart: unknown[] }>(server, a, SYNC, {
      items: [{ id: fabric.id, qty: 2 }],
      merge: false,
    });
    expect(replaced.data.syncCart).toEqual([{ id: fabric.id, qty: 2 }]);
    expect((await gqlAs<{ myCart: unknown[] }>(server, a, MY_CART)).data.myCart).toEqual([{ id: fabric.id, qty: 2 }]);
    expect((await gqlAs<{ myCart: unknown[] }>(server, b, MY_CART)).data.myCart).toEqual([{ id: service.id, qty: 3 }]);
  });
});
