import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  categories,
  collections,
  productAttributeValues,
  productCollections,
  products,
  reviews,
} from '../../db/schema/catalog';
import { cached, catalogueChanged } from './cache';
import type { CatalogueChange } from '../core/pubsub';
import { log } from '../../log';
import { productColumns, type ProductRow } from './product-rows';
import { discountPercent as percentOff } from '../../lib/money';
import { storeTimeZone } from '../../lib/dates';
import { daysAfter } from '../../lib/zoned-time';
import { lookupKey } from '../core/text';
import { inTransaction, Refused, type Refuse } from '../core/refusal';

/** No product slug is longer (the seed's longest is well under it). */
const maxSlugLength = 120;

export type ReviewRow = typeof reviews.$inferSelect;

export function productBySlug(db: Db, slug: string): Promise<ProductRow | null> {
  const clean = lookupKey(slug, maxSlugLength);
  if (clean === null) return Promise.resolve(null);
  return cached(db, `product:${clean}`, async () => {
    const [row] = await db
      .select(productColumns)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(eq(products.slug, clean), eq(products.active, true)));
    return row ?? null;
  });
}

export type ProductLinks = { values: number[]; collections: number[] };

/**
 * Value ids and collection ids of many products at once (the DataLoader behind Product.attributes), in
 * the order of `ids`. Kept with the catalogue reads under the batch's ids (a product page asks for its one
 * product, a listing for the same cards each time), so a cached page runs no statement; any product's
 * change drops them with the lists.
 */
export function productLinks(db: Db, ids: readonly number[]): Promise<ProductLinks[]> {
  return cached(db, `product-links:${ids.join(',')}`, async () => {
    const { values, collections } = await linksOf(db, ids);
    return ids.map((id) => ({ values: values.get(id) ?? [], collections: collections.get(id) ?? [] }));
  });
}

async function linksOf(
  db: Db,
  ids: readonly number[],
): Promise<{ values: Map<number, number[]>; collections: Map<number, number[]> }> {
  const [pav, pc] = await Promise.all([
    db
      .select()
      .from(productAttributeValues)
      .where(inArray(productAttributeValues.productId, [...ids])),
    db
      .select()
      .from(productCollections)
      .where(inArray(productCollections.productId, [...ids])),
  ]);
  const values = new Map<number, number[]>();
  for (const r of pav) values.set(r.productId, [...(values.get(r.productId) ?? []), r.valueId]);
  const collections = new Map<number, number[]>();
  for (const r of pc) collections.set(r.productId, [...(collections.get(r.productId) ?? []), r.collectionId]);
  return { values, collections };
}

/** Products of the same kind, closest first: same category, then the most attribute values shared. */
export function relatedProducts(db: Db, p: ProductRow, limit: number): Promise<ProductRow[]> {
  const n = Math.min(12, Math.max(1, limit));
  return cached(db, `related:${p.id}:${n}`, () =>
    db
      .select(productColumns)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(eq(products.kind, p.kind), ne(products.id, p.id), eq(products.active, true)))
      .orderBy(
        sql`(${products.categoryId} = ${p.categoryId}) desc`,
        sql`(select count(*) from ${productAttributeValues} a join ${productAttributeValues} b on a.value_id = b.value_id
              where a.product_id = ${products.id} and b.product_id = ${p.id}) desc`,
        sql`(${products.stock} is null or ${products.stock} > 0) desc`,
        desc(products.featured),
        asc(products.id),
      )
      .limit(n),
  );
}

export type ReviewPage = { items: ReviewRow[]; histogram: { rating: number; count: number }[] };

export function reviewsOf(db: Db, productId: number, first: number): Promise<ReviewPage> {
  const n = Math.min(50, Math.max(1, first));
  return cached(db, `reviews:${productId}:${n}`, async () => {
    const [items, histogram] = await Promise.all([
      db
        .select()
        .from(reviews)
        // Hidden ones are not shown; buyers' own come before the demo's samples (which stay, marked).
        .where(and(eq(reviews.productId, productId), eq(reviews.status, 'visible')))
        .orderBy(asc(reviews.sample), desc(reviews.createdAt), desc(reviews.id))
        .limit(n),
      db
        .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.sample, false), eq(reviews.status, 'visible')))
        .groupBy(reviews.rating),
    ]);
    return {
      items,
      histogram: [5, 4, 3, 2, 1].map((r) => ({ rating: r, count: histogram.find((h) => h.rating === r)?.count ?? 0 })),
    };
  });
}

/**
 * Stars from shoppers' own visible reviews: samples (the demo store's invented ones) and hidden ones are left out. This,
 * not the displayed rating, is what structured data for search engines may carry.
 */
export function shopperRatingOf(db: Db, productId: number): Promise<{ average: number; count: number }> {
  return cached(db, `shopper-rating:${productId}`, async () => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`, average: sql<string | null>`avg(${reviews.rating})` })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.sample, false), eq(reviews.status, 'visible')));
    const count = row?.count ?? 0;
    return { count, average: count ? Math.round(Number(row!.average) * 100) / 100 : 0 };
  });
}

/** The most one order may take of a product (metres for a fabric): a shop's care for fair shares. */
export const maxPerOrder = { saree: 5, fabric: 50, service: 5 } as const;

/** Whole percent off the MRP, rounded down (what the product card and the feed show). */
export function discountPercent(p: Pick<ProductRow, 'mrpMinor' | 'priceMinor'>): number {
  return percentOff(p.mrpMinor, p.priceMinor);
}

export type StockState = 'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK' | 'MADE_TO_ORDER';
const lowStockAt = { saree: 3, fabric: 10, service: 0 } as const;

export function stockState(p: Pick<ProductRow, 'stock' | 'kind'>): StockState {
  if (p.stock === null) return 'MADE_TO_ORDER';
  if (p.stock <= 0) return 'OUT_OF_STOCK';
  return p.stock <= lowStockAt[p.kind] ? 'LOW_STOCK' : 'IN_STOCK';
}

/** `YYYY-MM-DD` days. */
export type DeliveryEstimate = { earliest: string; latest: string; dispatchDays: number };

/**
 * Within India: ready pieces leave in 1 working day, tailoring after its turnaround; couriers take 3-6
 * days. Out-of-stock products have no estimate. International rates and times belong to checkout.
 */
export function deliveryEstimate(
  p: Pick<ProductRow, 'stock' | 'kind' | 'turnaroundDays'>,
  now: Date,
): DeliveryEstimate | null {
  if (p.stock !== null && p.stock <= 0) return null;
  const dispatchDays = p.kind === 'service' ? (p.turnaroundDays ?? 7) : 1;
  // Calendar days in India, the store's zone (a UTC date is yesterday there until 05:30).
  return {
    earliest: daysAfter(now, dispatchDays + 3, storeTimeZone),
    latest: daysAfter(now, dispatchDays + 6, storeTimeZone),
    dispatchDays,
  };
}

export type ProductUpdate = {
  priceMinor?: number | null;
  mrpMinor?: number | null;
  stock?: number | null;
  active?: boolean | null;
};

type ProductUpdateRefusal = 'NOT_FOUND' | 'INVALID_PRICE' | 'INVALID_STOCK';
export type ProductUpdateResult = { ok: true; product: ProductRow } | { ok: false; reason: ProductUpdateRefusal };

/** A store owner's price or stock change; the cached reads that show the product are dropped with it. */
export async function updateProduct(
  db: Db,
  slug: string,
  u: ProductUpdate,
  onChanged: (change: CatalogueChange) => void,
): Promise<ProductUpdateResult> {
  const result = await inTransaction(db, async (tx, refuse: Refuse<ProductUpdateRefusal>) => {
    const key = lookupKey(slug, maxSlugLength);
    const [current] = key === null ? [] : await tx.select().from(products).where(eq(products.slug, key)).for('update');
    if (!current) refuse('NOT_FOUND');
    const price = u.priceMinor ?? current.priceMinor;
    const mrp = u.mrpMinor ?? current.mrpMinor;
    if (!Number.isInteger(price) || !Number.isInteger(mrp) || price <= 0 || mrp < price || mrp > 100_000_000_00) {
      refuse('INVALID_PRICE');
    }
    if (
      u.stock !== undefined &&
      u.stock !== null &&
      (!Number.isInteger(u.stock) || u.stock < 0 || u.stock > 1_000_000 || current.stock === null)
    ) {
      refuse('INVALID_STOCK');
    }
    await tx
      .update(products)
      .set({
        priceMinor: price,
        mrpMinor: mrp,
        stock: u.stock ?? current.stock,
        active: u.active ?? current.active,
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(products.id, current.id));
    return { id: current.id, slug: current.slug };
  });
  if (result instanceof Refused) return { ok: false, reason: result.answer };
  const change: CatalogueChange = { at: Date.now(), productIds: [String(result.id)], slugs: [result.slug] };
  // Awaited: the editor's next look at the product must not find the old answer (Redis is a round trip).
  await catalogueChanged(db, change).catch((error: unknown) =>
    log.warn('catalogue: cached answers not dropped', { error: String(error) }),
  );
  onChanged(change);
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, result.id));
  return { ok: true, product: row! };
}

export type CatalogueIndexShape = {
  products: { slug: string; updatedAt: Date }[];
  categories: { slug: string; updatedAt: Date }[];
  collections: { slug: string; updatedAt: Date }[];
};

/** Slugs and change times of everything public: three statements, for sitemap.xml. */
export function catalogueIndex(db: Db): Promise<CatalogueIndexShape> {
  return cached(db, 'catalogue-index', async () => {
    const [p, c, k] = await Promise.all([
      db
        .select({ slug: products.slug, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.active, true))
        .orderBy(asc(products.id)),
      db
        .select({ slug: categories.slug, updatedAt: categories.updatedAt })
        .from(categories)
        .orderBy(asc(categories.id)),
      db.select({ slug: collections.slug }).from(collections).orderBy(asc(collections.position)),
    ]);
    const newest = p.reduce((d, r) => (r.updatedAt > d ? r.updatedAt : d), new Date(0));
    return { products: p, categories: c, collections: k.map((r) => ({ slug: r.slug, updatedAt: newest })) };
  });
}
