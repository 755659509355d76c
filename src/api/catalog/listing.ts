import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { brands, productCollections, productListing, products } from '../../db/schema/catalog';
import { listingLimits, productSortSchema, type ProductSort } from '../../lib/catalog-params';
import { cached } from './cache';
import { loadTaxonomy, type Taxonomy } from './taxonomy';
import { prefixTsQuery, searchTerms, type SearchTerms } from './search-terms';
import { categoryAndDescendants, loadCategoryTree } from './service';

type ProductKind = (typeof products.kind.enumValues)[number];

export type ListingArgs = {
  kind?: ProductKind | null;
  category?: string | null;
  collection?: string | null;
  search?: string | null;
  attributes?: { code: string; values: string[] }[] | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  inStock?: boolean | null;
  sort?: ProductSort | null;
  page?: number | null;
  perPage?: number | null;
};

export type ListingNotice = 'PAGE_OUT_OF_RANGE' | 'PRICE_RANGE_SWAPPED' | 'UNKNOWN_FILTER_IGNORED' | 'SEARCH_SHORTENED';

const { searchText: _st, searchDocument: _sd, ...cardColumns } = getTableColumns(products);
export const productColumns = { ...cardColumns, brandName: brands.name, brandSlug: brands.slug, brandVerified: brands.verified };
export type ProductRow = {
  [K in keyof typeof cardColumns]: (typeof products.$inferSelect)[K];
} & { brandName: string; brandSlug: string; brandVerified: boolean };

/**
 * Products by id with their brand (what the Product type shows), for the cart, orders and order-item
 * tracking. `activeOnly` leaves out products taken off sale (a cart prices only what is on sale; an
 * ordered item is tracked whatever became of its product). Ids not found are absent.
 */
export async function productsByIds(db: Db, ids: readonly number[], opts: { activeOnly: boolean }): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const byId = inArray(products.id, [...ids]);
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(opts.activeOnly ? and(byId, eq(products.active, true)) : byId);
}

type FacetCount = { valueId: number; count: number };

export type Listing = {
  items: ProductRow[];
  total: number;
  page: number;
  perPage: number;
  sort: ProductSort;
  facets: FacetCount[];
  /** The taxonomy the facets were counted with (so the facets field does not read it again). */
  taxonomy: Taxonomy;
  selectedValueIds: number[];
  price: { min: number; max: number } | null;
  inStockCount: number;
  search: string | null;
  notices: ListingNotice[];
};

const maxMinor = 100_000_000_00; // ₹10 crore: anything above is not a price anyone types on purpose.
const clampMoney = (n: number | null | undefined) =>
  n === null || n === undefined || !Number.isFinite(n) || n < 0 ? null : Math.min(Math.floor(n), maxMinor);

type Normalised = {
  kind: ProductKind | null;
  categoryIds: number[] | null;
  collectionId: number | null;
  search: SearchTerms | null;
  /** Selected value ids by attribute id. */
  selected: Map<number, number[]>;
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  sort: ProductSort;
  page: number;
  perPage: number;
  notices: ListingNotice[];
};

async function normalise(db: Db, tax: Taxonomy, a: ListingArgs): Promise<Normalised> {
  const notices: ListingNotice[] = [];
  let categoryIds: number[] | null = null;
  if (a.category) {
    const tree = await loadCategoryTree(db);
    const root = tree.bySlug.get(a.category.slice(0, 100));
    if (root) {
      categoryIds = categoryAndDescendants(tree, root.id);
    } else notices.push('UNKNOWN_FILTER_IGNORED');
  }
  let collectionId: number | null = null;
  if (a.collection) {
    const c = tax.collectionsBySlug.get(a.collection.slice(0, 100));
    if (c) collectionId = c.id;
    else notices.push('UNKNOWN_FILTER_IGNORED');
  }
  const selected = new Map<number, number[]>();
  for (const f of (a.attributes ?? []).slice(0, 12)) {
    const attr = tax.attributesByCode.get(f.code);
    const ids = f.values
      .slice(0, 30)
      .map((slug) => attr && tax.valueBySlug.get(`${attr.id}:${slug}`)?.id)
      .filter((id): id is number => id !== undefined);
    if (!attr || ids.length < f.values.length) notices.push('UNKNOWN_FILTER_IGNORED');
    if (attr && ids.length) selected.set(attr.id, [...new Set([...(selected.get(attr.id) ?? []), ...ids])]);
  }
  let minPrice = clampMoney(a.minPrice);
  let maxPrice = clampMoney(a.maxPrice);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
    notices.push('PRICE_RANGE_SWAPPED');
  }
  const search = searchTerms(a.search);
  if (a.search && search && a.search.trim().length > search.text.length + 20) notices.push('SEARCH_SHORTENED');
  const sort = a.sort && productSortSchema.safeParse(a.sort).success ? a.sort : search ? 'relevance' : 'featured';
  const perPage = Math.min(listingLimits.maxPerPage, Math.max(1, Math.floor(a.perPage ?? listingLimits.perPage) || listingLimits.perPage));
  const page = Math.min(listingLimits.maxPage, Math.max(1, Math.floor(a.page ?? 1) || 1));
  return {
    kind: a.kind ?? null,
    categoryIds,
    collectionId,
    search,
    selected,
    minPrice,
    maxPrice,
    inStock: a.inStock === true,
    sort: sort === 'relevance' && !search ? 'featured' : sort,
    page,
    perPage,
    notices: [...new Set(notices)],
  };
}

/** Matches every word, each by prefix in the text index or, for typos, by trigram word similarity. */
function searchCondition(s: SearchTerms): SQL {
  return and(
    ...s.words.map((w) =>
      w.length >= 4
        ? sql`(${products.searchDocument} @@ to_tsquery('simple', ${prefixTsQuery([w])}) or word_similarity(${w}, ${products.searchText}) >= 0.5)`
        : sql`${products.searchDocument} @@ to_tsquery('simple', ${prefixTsQuery([w])})`,
    ),
  )!;
}

function searchRank(s: SearchTerms): SQL<number> {
  return sql<number>`(ts_rank(${products.searchDocument}, to_tsquery('simple', ${prefixTsQuery(s.words)})) + word_similarity(${s.text}, ${products.searchText}))`;
}

// Listings filter, count and sort on product_listing (a narrow copy of what they need, kept by triggers);
// only a search reads the wide products row, for its text.
const l = productListing;
const inStockSql = or(isNull(l.stock), sql`${l.stock} > 0`)!;
const intArray = (ids: readonly number[]) => sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::integer[]`;

function baseConditions(n: Normalised): SQL[] {
  const c: SQL[] = [eq(l.active, true)];
  if (n.kind) c.push(eq(l.kind, n.kind));
  if (n.categoryIds) c.push(inArray(l.categoryId, n.categoryIds));
  if (n.collectionId !== null) {
    c.push(sql`exists (select 1 from ${productCollections} pc where pc.product_id = ${l.productId} and pc.collection_id = ${n.collectionId})`);
  }
  if (n.search) c.push(searchCondition(n.search));
  return c;
}

/** `value_ids && array[...]`: the product has one of the chosen values (GIN-indexed). */
function attributeConditions(n: Normalised): SQL[] {
  return [...n.selected.values()].map((ids) => sql`${l.valueIds} && ${intArray(ids)}`);
}

function priceConditions(n: Normalised): SQL[] {
  const c: SQL[] = [];
  if (n.minPrice !== null) c.push(gte(l.priceMinor, n.minPrice));
  if (n.maxPrice !== null) c.push(lte(l.priceMinor, n.maxPrice));
  if (n.inStock) c.push(inStockSql);
  return c;
}

type SortColumns = { id: AnyPgColumn; featured: AnyPgColumn; createdAt: AnyPgColumn; priceMinor: AnyPgColumn; mrpMinor: AnyPgColumn };
const listingSort: SortColumns = { id: l.productId, featured: l.featured, createdAt: l.createdAt, priceMinor: l.priceMinor, mrpMinor: l.mrpMinor };
const productSort: SortColumns = products;

/** The order, over either table (product_listing mirrors these columns of products). */
function orderBy(n: Normalised, c: SortColumns): SQL[] {
  switch (n.sort) {
    case 'newest':
      return [desc(c.createdAt), desc(c.id)];
    case 'price_asc':
      return [asc(c.priceMinor), asc(c.id)];
    case 'price_desc':
      return [desc(c.priceMinor), asc(c.id)];
    case 'discount':
      // The discount's share of the MRP (discountPercent in src/lib/money.ts), in SQL at a finer grain.
      return [sql`(${c.mrpMinor} - ${c.priceMinor}) * 1000 / ${c.mrpMinor} desc`, desc(c.featured), asc(c.id)];
    case 'relevance':
      return n.search ? [sql`${searchRank(n.search)} desc`, desc(c.featured), asc(c.id)] : [desc(c.featured), asc(c.id)];
    default:
      return [desc(c.featured), asc(c.id)];
  }
}

/**
 * One page of products with facet counts, the price range and the in-stock count, in two SQL
 * statements whatever the page size or filters (plus the taxonomy, and the category tree when a category
 * is asked for). Facets are disjunctive: a value's count honours every other attribute's selection but
 * not its own, so choosing "Banarasi" still shows how many "Kanjeevaram" there are.
 */
export async function listProducts(db: Db, args: ListingArgs): Promise<Listing> {
  const tax = await loadTaxonomy(db);
  const n = await normalise(db, tax, args);
  const key = JSON.stringify({ ...n, selected: [...n.selected], search: n.search?.text ?? null, notices: undefined });
  const result = await cached(db, `listing:${key}`, () => runListing(db, tax, n));
  return { ...result, notices: n.notices };
}

type SummaryRow = { summary: { min: number | null; max: number | null; inStock: number; total: number }; facets: (number | boolean)[][] };

async function runListing(db: Db, tax: Taxonomy, n: Normalised): Promise<Omit<Listing, 'notices'>> {
  const base = baseConditions(n);
  const attrs = attributeConditions(n);
  const selectedList = [...n.selected];
  const selectedIds = selectedList.flatMap(([, ids]) => ids);
  const from = n.search ? sql`${l} inner join ${products} on ${products.id} = ${l.productId}` : sql`${l}`;

  // The page: ids chosen and ordered on the narrow table, then only those rows read from products.
  const scoped = db.select({ id: l.productId }).from(l).$dynamic();
  const pageIds = (n.search ? scoped.innerJoin(products, eq(products.id, l.productId)) : scoped)
    .where(and(...base, ...attrs, ...priceConditions(n)))
    .orderBy(...orderBy(n, listingSort))
    .limit(n.perPage)
    .offset((n.page - 1) * n.perPage);
  const pageQuery = db
    .select(productColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, pageIds))
    .orderBy(...orderBy(n, productSort));

  // Summary and facets in one statement over the products in scope (every filter but the attributes,
  // price and stock, which are carried as flags). The products are first grouped by value set and flags
  // (many products share one), so what follows reads groups, not products. Price range and stock count
  // ignore the price and stock filters themselves (so the shopper can widen them again); the total
  // honours everything. A facet value of attribute A counts the groups whose flags for every *other*
  // attribute are true (worked out below, in memory).
  const flagNames = selectedList.map((_, i) => sql.raw(`f${i}`));
  const flags = selectedList.map(([, ids], i) => sql`${l.valueIds} && ${intArray(ids)} as ${flagNames[i]}`);
  const priceOk = and(sql`true`, ...priceConditions({ ...n, inStock: false }));
  const stockOk = n.inStock ? inStockSql : sql`true`;
  const allFlags = and(sql`true`, ...flagNames.map((f) => sql`s.${f}`));
  const sFlags = flagNames.map((f) => sql`s.${f}`);
  const summaryQuery = db.execute(sql`
    with s as materialized (
      select ${sql.join([sql`${l.valueIds} as value_ids`, sql`${priceOk} as price_ok`, sql`${stockOk} as stock_ok`, sql`${inStockSql} as in_stock`, ...flags], sql`, `)},
        count(*)::int as n, min(${l.priceMinor}) as min_price, max(${l.priceMinor}) as max_price
      from ${from} where ${and(...base)}
      group by 1, 2, 3, 4
    )
    select
      (select json_build_object('min', min(s.min_price), 'max', max(s.max_price), 'inStock', coalesce(sum(s.n) filter (where s.in_stock and s.price_ok), 0),
        'total', coalesce(sum(s.n) filter (where s.price_ok and s.stock_ok), 0)) from s where ${allFlags}) as summary,
      (select coalesce(json_agg(json_build_array(${sql.join([sql`x.v`, sql`x.n`, ...flagNames.map((f) => sql`x.${f}`)], sql`, `)})), '[]'::json)
        from (
          select ${sql.join([sql`v`, sql`sum(s.n)::int as n`, ...sFlags], sql`, `)}
          from s cross join lateral unnest(s.value_ids) v
          where s.price_ok and s.stock_ok
          group by ${sql.join([sql`v`, ...sFlags], sql`, `)}
        ) x) as facets`);

  const [items, summaryResult] = await Promise.all([pageQuery, summaryQuery]);
  const row = rowsOf<SummaryRow>(summaryResult)[0];
  const summary = row?.summary ?? { min: null, max: null, inStock: 0, total: 0 };
  return {
    items,
    total: Number(summary.total),
    page: n.page,
    perPage: n.perPage,
    sort: n.sort,
    taxonomy: tax,
    facets: facetCounts(row?.facets ?? [], selectedList.map(([attributeId]) => attributeId), tax),
    selectedValueIds: selectedIds,
    price: summary.min !== null && summary.max !== null ? { min: Number(summary.min), max: Number(summary.max) } : null,
    inStockCount: Number(summary.inStock),
    search: n.search?.text ?? null,
  };
}

/** Disjunctive counts from [value, n, flags…] groups: a value's own attribute's flag is ignored. */
function facetCounts(rows: (number | boolean)[][], flagAttributes: number[], tax: Taxonomy): FacetCount[] {
  const counts = new Map<number, number>();
  for (const [valueId, n, ...groupFlags] of rows) {
    const attributeId = tax.valuesById.get(Number(valueId))?.attributeId;
    const others = flagAttributes.every((a, i) => a === attributeId || groupFlags[i] === true);
    if (others) counts.set(Number(valueId), (counts.get(Number(valueId)) ?? 0) + Number(n));
  }
  return [...counts].map(([valueId, count]) => ({ valueId, count }));
}

/** Raw statements answer `{rows}` on both drivers (node-postgres and PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
