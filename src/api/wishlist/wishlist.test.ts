import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { wishlistItems } from '../../db/schema/wishlist';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { productOf, type FixtureProduct } from '../../test/buying-fixtures';
import { wishlistLimit } from './service';

const PAYLOAD = 'ok error count productIds';
const ADD = `mutation A($item: WishlistEntryInput!) { addToWishlist(item: $item) { ${PAYLOAD} } }`;
const REMOVE = `mutation R($id: ID!) { removeFromWishlist(productId: $id) { ${PAYLOAD} } }`;
const MERGE = `mutation M($items: [WishlistEntryInput!]!) { mergeWishlist(items: $items) { ${PAYLOAD} } }`;
const LIST = `{ myWishlistCount myWishlist { productId available backInStock priceDropped
  priceWhenAdded { amount } product { slug price { amount } stockState } } }`;

type Payload = { ok: boolean; error: string | null; count: number; productIds: string[] };
type Item = {
  productId: string;
  available: boolean;
  backInStock: boolean;
  priceDropped: boolean;
  priceWhenAdded: { amount: number };
  product: { slug: string; price: { amount: number }; stockState: string } | null;
};

describe.each(testDatabases())('wishlist on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let saree: FixtureProduct;
  let fabric: FixtureProduct;
  let a: Shopper;
  let b: Shopper;

  const add = async (who: Shopper, productId: string, seenPrice?: number) =>
    (await gqlAs<{ addToWishlist: Payload }>(server, who, ADD, { item: { productId, seenPrice } })).data.addToWishlist;
  const list = async (who: Shopper) =>
    (await gqlAs<{ myWishlist: Item[]; myWishlistCount: number }>(server, who, LIST)).data;
  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db);
    saree = await productOf(db, 'saree', 0, 4);
    fabric = await productOf(db, 'fabric', 0, 30);
    a = await createShopper(db, server);
    b = await createShopper(db, server);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('adds and removes idempotently, and keeps each list to its shopper', async () => {
    expect(await add(a, saree.id)).toEqual({ ok: true, error: null, count: 1, productIds: [saree.id] });
    expect(await add(a, saree.id)).toMatchObject({ ok: true, count: 1 });
    expect((await list(b)).myWishlistCount).toBe(0);
    const removedByB = (await gqlAs<{ removeFromWishlist: Payload }>(server, b, REMOVE, { id: saree.id })).data;
    expect(removedByB.removeFromWishlist.count).toBe(0);
    expect((await list(a)).myWishlistCount).toBe(1);
    for (let i = 0; i < 2; i++) {
      const { data } = await gqlAs<{ removeFromWishlist: Payload }>(server, a, REMOVE, { id: saree.id });
      expect(data.removeFromWishlist).toEqual({ ok: true, error: null, count: 0, productIds: [] });
    }
  });

  it('refuses bad input with a typed error and changes nothing', async () => {
    expect(await add(a, '999999')).toMatchObject({ ok: false, error: 'UNKNOWN_PRODUCT', count: 0 });
    expect(await add(a, 'x; drop table')).toMatchObject({ ok: false, error: 'UNKNOWN_PRODUCT', count: 0 });
    const anonymous = await gqlAs(server, null, ADD, { item: { productId: saree.id } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('access-denied');
  });

  it('merges the browser list as a union, idempotently, passing over unknown ids', async () => {
    await add(a, saree.id, saree.price + 50_000);
    const items = [{ productId: fabric.id, seenPrice: fabric.price }, { productId: saree.id }, { productId: '999999' }];
    for (let i = 0; i < 2; i++) {
      const { data } = await gqlAs<{ mergeWishlist: Payload }>(server, a, MERGE, { items });
      expect(data.mergeWishlist).toEqual({ ok: true, error: null, count: 2, productIds: [saree.id, fabric.id] });
    }
    const { myWishlist } = await list(a);
    // The item already there keeps the price it was added at: the merge did not overwrite it.
    expect(myWishlist.find((i) => i.productId === saree.id)).toMatchObject({
      priceWhenAdded: { amount: saree.price + 50_000 },
      priceDropped: true,
      product: { slug: saree.slug, price: { amount: saree.price } },
    });
  });

  it('holds at most the limit: a merge past it changes nothing', async () => {
    const ids = await db.db.select({ id: products.id }).from(products).where(eq(products.active, true));
    expect(ids.length).toBeGreaterThan(3);
    const now = new Date();
    const rows = Array.from({ length: wishlistLimit - 1 }, (_, i) => ({
      userId: b.id,
      productId: ids[i % ids.length]!.id,
      addedAt: new Date(now.getTime() + i),
      priceMinor: 100,
      inStock: true,
    }));
    await db.db.insert(wishlistItems).values(rows).onConflictDoNothing();
    const before = (await list(b)).myWishlistCount;
    const missing = ids.map((r) => String(r.id)).filter((id) => !rows.some((r) => String(r.productId) === id));
    if (before < wishlistLimit) {
      // Fill the list to the limit exactly, then one more is refused.
      const fill = missing.slice(0, wishlistLimit - before);
      const { data } = await gqlAs<{ mergeWishlist: Payload }>(server, b, MERGE, {
        items: fill.map((productId) => ({ productId })),
      });
      expect(data.mergeWishlist.count).toBe(Math.min(wishlistLimit, before + fill.length));
    }
    const count = (await list(b)).myWishlistCount;
    const extra = ids.map((r) => String(r.id)).find((id) => !rows.some((r) => String(r.productId) === id));
    if (count === wishlistLimit && extra) {
      const refused = await gqlAs<{ mergeWishlist: Payload }>(server, b, MERGE, { items: [{ productId: extra }] });
      expect(refused.data.mergeWishlist).toMatchObject({ ok: false, error: 'TOO_MANY', count: wishlistLimit });
    }
    const tooLong = Array.from({ length: wishlistLimit + 1 }, (_, i) => ({ productId: String(i + 1) }));
    const { data } = await gqlAs<{ mergeWishlist: Payload }>(server, b, MERGE, { items: tooLong });
    expect(data.mergeWishlist).toMatchObject({ ok: false, error: 'TOO_MANY', count });
    await db.db.delete(wishlistItems).where(eq(wishlistItems.userId, b.id));
  });
});
