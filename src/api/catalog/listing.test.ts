import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from '../../db/client';
import { productAttributeValues, productListing, products } from '../../db/schema/catalog';
import { seedTestDatabase } from '../../test/seed-copy';
import { testDatabases } from '../../test/databases';
import { setCatalogueCacheSeconds } from './cache';
import { listProducts } from './listing';
import { returnStock, takeStock } from './stock';

class Rollback extends Error {}

/** Raw statements answer `{rows}` on both drivers. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Rows where product_listing disagrees with products and their links (or is missing): must be none. */
async function drift(db: DbHandle): Promise<number> {
  const [r] = rowsOf<{ n: number }>(
    await db.db.execute(sql`
    select count(*)::int as n from products p left join product_listing l on l.product_id = p.id
    where l.product_id is null
      or (l.kind, l.category_id, l.active, l.mrp_minor, l.price_minor, l.stock, l.featured, l.created_at)
        is distinct from (p.kind, p.category_id, p.active, p.mrp_minor, p.price_minor, p.stock, p.featured, p.created_at)
      or l.value_ids is distinct from coalesce((select array_agg(v.value_id order by v.value_id) from product_attribute_values v where v.product_id = p.id), '{}')
      or l.value_ids is distinct from (select s.value_ids from listing_value_sets s where s.id = l.value_set_id)`),
  );
  // listing_price_groups against the same groups counted from product_listing: a group either holds
  // exactly its active products' prices, ascending, or (emptied) none.
  const [g] = rowsOf<{ n: number }>(
    await db.db.execute(sql`
    with counted as (
      select kind, category_id, value_set_id, stock is null or stock > 0 as in_stock, array_agg(price_minor order by price_minor) as prices
      from product_listing where active group by 1, 2, 3, 4
    )
    select count(*)::int as n from counted c
    full join (select * from listing_price_groups where cardinality(prices) > 0) g
      on (g.kind, g.category_id, g.value_set_id, g.in_stock) = (c.kind, c.category_id, c.value_set_id, c.in_stock)
    where c.prices is distinct from g.prices`),
  );
  return r!.n + g!.n;
}

type Expected = {
  facets: { valueId: number; count: number }[];
  total: number;
  inStockCount: number;
  price: { min: number; max: number } | null;
};

/**
 * What a saree listing must answer, counted product by product in SQL (the oracle for the grouped
 * statement): disjunctive facets, total, in-stock count and price range.
 */
async function expectedListing(
  db: DbHandle,
  f: { selected: number[][]; minPrice?: number; maxPrice?: number; inStock?: boolean },
): Promise<Expected> {
  const arr = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
  const priceOk = sql`l.price_minor >= ${f.minPrice ?? 0} and l.price_minor <= ${f.maxPrice ?? 2_147_483_647}`;
  const stockOk = f.inStock ? sql`(l.stock is null or l.stock > 0)` : sql`true`;
  const allSelected = sql.join([sql`true`, ...f.selected.map((ids) => sql`l.value_ids && ${arr(ids)}`)], sql` and `);
  const others = sql.join(
    [
      sql`true`,
      ...f.selected.map(
        (ids) =>
          sql`(av.attribute_id = (select attribute_id from attribute_values where id = ${ids[0]!}) or l.value_ids && ${arr(ids)})`,
      ),
    ],
    sql` and `,
  );
  const facets = rowsOf<{ valueId: number; count: number }>(
    await db.db.execute(sql`
      select av.id as "valueId", count(*)::int as count from product_listing l join attribute_values av on av.id = any(l.value_ids)
      where l.active and l.kind = 'saree' and ${priceOk} and ${stockOk} and ${others}
      group by av.id`),
  );
  const [summary] = rowsOf<{ total: number; inStock: number; min: number | null; max: number | null }>(
    await db.db.execute(sql`
      select (count(*) filter (where ${priceOk} and ${stockOk}))::int as total,
        (count(*) filter (where ${priceOk} and (l.stock is null or l.stock > 0)))::int as "inStock", min(l.price_minor) as min, max(l.price_minor) as max
      from product_listing l where l.active and l.kind = 'saree' and ${allSelected}`),
  );
  return {
    facets: facets.sort((a, b) => a.valueId - b.valueId),
    total: summary!.total,
    inStockCount: summary!.inStock,
    price: summary!.min === null ? null : { min: Number(summary!.min), max: Number(summary!.max) },
  };
}

describe.each(testDatabases())('listing rows on $kind', ({ open }) => {
  let db: DbHandle;
  let mediaDir: string;
  let saree: { id: number; stock: number | null; priceMinor: number };
  const now = new Date();

  beforeAll(async () => {
    db = await open({ seeded: true });
    mediaDir = await mkdtemp(path.join(tmpdir(), 'silai-listing-'));
    await seedTestDatabase(db, mediaDir);
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

  const listed = async () =>
    (await db.db.select().from(productListing).where(eq(productListing.productId, saree.id)))[0]!;

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
      const [row] = await tx
        .select({ stock: productListing.stock })
        .from(productListing)
        .where(eq(productListing.productId, saree.id));
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
    await db.db
      .update(products)
      .set({ priceMinor: saree.priceMinor - 100 })
      .where(eq(products.id, saree.id));
    expect((await listed()).priceMinor).toBe(saree.priceMinor - 100);

    const values = (await listed()).valueIds;
    const [other] = rowsOf<{ id: number }>(
      await db.db.execute(
        sql`select id from attribute_values where id <> all(${`{${values.join(',')}}`}::int[]) order by id limit 1`,
      ),
    );
    const extra = other!.id;
    await db.db.insert(productAttributeValues).values({ productId: saree.id, valueId: extra });
    expect((await listed()).valueIds).toEqual([...values, extra].sort((a, b) => a - b));
    await db.db
      .delete(productAttributeValues)
      .where(sql`${productAttributeValues.productId} = ${saree.id} and ${productAttributeValues.valueId} = ${extra}`);
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
    const [copy] = rowsOf<{ id: number }>(
      await db.db.execute(sql`
      insert into products (slug, sku, kind, category_id, brand_id, name, description, care, mrp_minor, price_minor, stock, image_keys, search_text)
      select 'listing-test-copy', 'LT-1', kind, category_id, brand_id, name, description, care, mrp_minor, price_minor, 1, image_keys, search_text
      from products where id = ${saree.id} returning id`),
    );
    const id = Number(copy!.id);
    await db.db.execute(
      sql`insert into product_attribute_values (product_id, value_id) select ${id}, value_id from product_attribute_values where product_id = ${saree.id}`,
    );
    const [row] = await db.db.select().from(productListing).where(eq(productListing.productId, id));
    expect(row!.valueIds).toEqual((await listed()).valueIds);
    expect(await drift(db)).toBe(0);
    await db.db.delete(products).where(eq(products.id, id));
    expect(await db.db.select().from(productListing).where(eq(productListing.productId, id))).toEqual([]);
  });

  it('answers facets, total, in-stock count and price range exactly as counted product by product', async () => {
    const byCode = async (code: string) =>
      rowsOf<{ id: number; slug: string }>(
        await db.db.execute(
          sql`select v.id, v.slug from attribute_values v join attributes a on a.id = v.attribute_id where a.code = ${code} order by v.id`,
        ),
      );
    const occasion = await byCode('occasion');
    const fabric = await byCode('fabric');
    // Some products out of stock, so the stock filter and count have something to tell apart.
    await db.db.execute(
      sql`update products set stock = 0 where id in (select id from products where kind = 'saree' and stock is not null order by id desc limit 5)`,
    );
    const cases: {
      attributes: { code: string; values: string[] }[];
      selected: number[][];
      minPrice?: number;
      maxPrice?: number;
      inStock?: boolean;
    }[] = [
      { attributes: [], selected: [] },
      {
        attributes: [{ code: 'occasion', values: [occasion[0]!.slug, occasion[1]!.slug] }],
        selected: [[occasion[0]!.id, occasion[1]!.id]],
        minPrice: 300000,
      },
      {
        attributes: [
          { code: 'occasion', values: [occasion[0]!.slug] },
          { code: 'fabric', values: [fabric[0]!.slug, fabric[1]!.slug] },
        ],
        selected: [[occasion[0]!.id], [fabric[0]!.id, fabric[1]!.id]],
        minPrice: 100000,
        maxPrice: 900000,
        inStock: true,
      },
      { attributes: [], selected: [], maxPrice: 0 },
      { attributes: [], selected: [], minPrice: 2_000_000_000 },
      { attributes: [], selected: [], inStock: true, minPrice: 1 },
    ];
    for (const c of cases) {
      const got = await listProducts(db.db, {
        kind: 'saree',
        attributes: c.attributes,
        minPrice: c.minPrice,
        maxPrice: c.maxPrice,
        inStock: c.inStock,
      });
      const want = await expectedListing(db, c);
      expect({
        facets: [...got.facets].sort((a, b) => a.valueId - b.valueId),
        total: got.total,
        inStockCount: got.inStockCount,
        price: got.price,
      }).toEqual(want);
    }
    expect(await drift(db)).toBe(0);
  });

  it('keeps the price groups exact under concurrent price, stock and link changes', async () => {
    const ids = rowsOf<{ id: number }>(
      await db.db.execute(
        sql`select id from products where kind = 'saree' and stock is not null and active order by id limit 6`,
      ),
    ).map((r) => Number(r.id));
    const [value] = rowsOf<{ id: number }>(await db.db.execute(sql`select max(id)::int as id from attribute_values`));
    // Each transaction changes some products (prices, a stock to zero, a new link: a value set never
    // seen), then waits for the others, so on PostgreSQL the triggers of all of them overlap.
    await Promise.all(
      ids.map((id, i) =>
        db.db.transaction(async (tx) => {
          await tx
            .update(products)
            .set({ priceMinor: sql`${products.priceMinor} - ${i + 1}` })
            .where(eq(products.id, id));
          if (i % 2 === 0) await tx.update(products).set({ stock: 0 }).where(eq(products.id, id));
          if (i % 3 === 0)
            await tx.insert(productAttributeValues).values({ productId: id, valueId: value!.id }).onConflictDoNothing();
          await tx.execute(sql`select pg_sleep(0.05)`);
        }),
      ),
    );
    expect(await drift(db)).toBe(0);
  });
});
