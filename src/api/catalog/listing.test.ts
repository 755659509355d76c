import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from '../../db/client';
import { productAttributeValues, productListing, products } from '../../db/schema/catalog';
import { seed } from '../../db/seed';
import { testDatabases } from '../../test/databases';
import { setCatalogueCacheSeconds } from './cache';
import { listProducts } from './listing';
import { returnStock, takeStock } from './stock';

class Rollback extends Error {}

/** Raw statements answer `{rows}` on both drivers. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Rows where product_listing disagrees with products and their links (or is missing): must be none. */
async function drift(db: DbHandle): Promise<number> {
  const [r] = rowsOf<{ n: number }>(await db.db.execute(sql`
    select count(*)::int as n from products p left join product_listing l on l.product_id = p.id
    where l.product_id is null
      or (l.kind, l.category_id, l.active, l.mrp_minor, l.price_minor, l.stock, l.featured, l.created_at)
        is distinct from (p.kind, p.category_id, p.active, p.mrp_minor, p.price_minor, p.stock, p.featured, p.created_at)
      or l.value_ids is distinct from coalesce((select array_agg(v.value_id order by v.value_id) from product_attribute_values v where v.product_id = p.id), '{}')`));
  return r!.n;
}

describe.each(testDatabases())('listing rows on $kind', ({ open }) => {
  let db: DbHandle;
  let mediaDir: string;
  let saree: { id: number; stock: number | null; priceMinor: number };
  const now = new Date();

  beforeAll(async () => {
    db = await open();
    mediaDir = await mkdtemp(path.join(tmpdir(), 'silai-listing-'));
    await seed(db, mediaDir);
    setCatalogueCacheSeconds(0);
    const [first] = await db.db
      .select({ id: products.id, stock: products.stock, priceMinor: products.priceMinor })
      .from(products)
      .where(sql`${products.kind} = 'saree' and ${products.stock} > 2`)
      .orderBy(products.id)
      .limit(1);
    saree = first!;
  });
  afterAll(async () => {
    setCatalogueCacheSeconds(60);
    await db?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  const listed = async () => (await db.db.select().from(productListing).where(eq(productListing.productId, saree.id)))[0]!;

  it('holds one row per product, equal to the product and its links, after the seed', async () => {
    const [row] = rowsOf<{ n: number }>(await db.db.execute(sql`select count(*)::int as n from product_listing`));
    expect(row!.n).toBeGreaterThan(100);
    expect(await drift(db)).toBe(0);
  });

  it('follows stock taken and given back in the same transaction, and a rollback', async () => {
    const before = saree.stock!;
    await db.db.transaction(async (tx) => {
      expect(await takeStock(tx, [{ productId: saree.id, qty: 2 }], now)).toEqual([]);
      // Inside the transaction already: a listing run in it would see the new count.
      const [row] = await tx.select({ stock: productListing.stock }).from(productListing).where(eq(productListing.productId, saree.id));
      expect(row!.stock).toBe(before - 2);
    });
    expect((await listed()).stock).toBe(before - 2);
    await expect(
      db.db.transaction(async (tx) => {
        await takeStock(tx, [{ productId: saree.id, qty: 1 }], now);
        throw new Rollback('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await listed()).stock).toBe(before - 2);
    await db.db.transaction((tx) => returnStock(tx, [{ productId: saree.id, qty: 2 }], now));
    expect((await listed()).stock).toBe(before);
    expect(await drift(db)).toBe(0);
  });

  it('follows a price, an attribute link added and removed, and a product taken off sale', async () => {
    await db.db.update(products).set({ priceMinor: saree.priceMinor - 100 }).where(eq(products.id, saree.id));
    expect((await listed()).priceMinor).toBe(saree.priceMinor - 100);

    const values = (await listed()).valueIds;
    const [other] = rowsOf<{ id: number }>(await db.db.execute(sql`select id from attribute_values where id <> all(${`{${values.join(',')}}`}::int[]) order by id limit 1`));
    const extra = other!.id;
    await db.db.insert(productAttributeValues).values({ productId: saree.id, valueId: extra });
    expect((await listed()).valueIds).toEqual([...values, extra].sort((a, b) => a - b));
    await db.db.delete(productAttributeValues).where(sql`${productAttributeValues.productId} = ${saree.id} and ${productAttributeValues.valueId} = ${extra}`);
    expect((await listed()).valueIds).toEqual(values);

    const inScope = async () => (await listProducts(db.db, { kind: 'saree', perPage: 48 })).total;
    const total = await inScope();
    await db.db.update(products).set({ active: false }).where(eq(products.id, saree.id));
    expect(await inScope()).toBe(total - 1);
    await db.db.update(products).set({ active: true, priceMinor: saree.priceMinor }).where(eq(products.id, saree.id));
    expect(await inScope()).toBe(total);
    expect(await drift(db)).toBe(0);
  });

  it('adds a new product with its links and drops it with the product', async () => {
    const [copy] = rowsOf<{ id: number }>(await db.db.execute(sql`
      insert into products (slug, sku, kind, category_id, brand_id, name, description, care, mrp_minor, price_minor, stock, image_keys, search_text)
      select 'listing-test-copy', 'LT-1', kind, category_id, brand_id, name, description, care, mrp_minor, price_minor, 1, image_keys, search_text
      from products where id = ${saree.id} returning id`));
    const id = Number(copy!.id);
    await db.db.execute(sql`insert into product_attribute_values (product_id, value_id) select ${id}, value_id from product_attribute_values where product_id = ${saree.id}`);
    const [row] = await db.db.select().from(productListing).where(eq(productListing.productId, id));
    expect(row!.valueIds).toEqual((await listed()).valueIds);
    expect(await drift(db)).toBe(0);
    await db.db.delete(products).where(eq(products.id, id));
    expect(await db.db.select().from(productListing).where(eq(productListing.productId, id))).toEqual([]);
  });
});
