import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  brands,
  listingPriceGroups,
  listingValueSets,
  productCollections,
  productListing,
  products,
} from '../../db/schema/catalog';
import type { ProductSort } from '../../lib/catalog-params';
import { cached } from './cache';
import { loadTaxonomy, type Taxonomy } from './taxonomy';
import { prefixTsQuery, type SearchTerms } from './search-terms';
import { normalise, type ListingArgs, type ListingNotice, type Normalised } from './listing-args';
import { productColumns, type ProductRow } from './product-rows';

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
const intArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;

function baseConditions(n: Normalised): SQL[] {
  const c: SQL[] = [eq(l.active, true)];
  if (n.kind) c.push(eq(l.kind, n.kind));
  if (n.categoryIds) c.push(inArray(l.categoryId, n.categoryIds));
  if (n.collectionId !== null) {
    c.push(
      sql`exists (select 1 from ${productCollections} pc where pc.product_id = ${l.productId} and pc.collection_id = ${n.collectionId})`,
    );
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

/** Groups (set_id, in_stock, n_price_ok, min_price, max_price) counted from the products in scope. */
function countedGroups(n: Normalised, base: SQL[], from: SQL): SQL {
  const priceOk = and(sql`true`, ...priceConditions({ ...n, inStock: false }));
  return sql`select ${l.valueSetId} as set_id, ${inStockSql} as in_stock, (count(*) filter (where ${priceOk}))::int as n_price_ok,
      min(${l.priceMinor}) as min_price, max(${l.priceMinor}) as max_price
    from ${from} where ${and(...base)}
    group by 1, 2`;
}

const int4Max = 2_147_483_647;
/** The number of a group's sorted prices at or below `minor` (prices are integer columns: clamp to their range). */
const pricesAtMost = (minor: number) => sql`width_bucket(${Math.min(minor, int4Max)}::int, lg.prices)`;

/** The same groups read from listing_price_groups (only kind and category can narrow the scope here). */
function storedGroups(n: Normalised): SQL {
  const where: SQL[] = [sql`cardinality(lg.prices) > 0`];
  if (n.kind) where.push(sql`lg.kind = ${n.kind}`);
  if (n.categoryIds) where.push(sql`lg.category_id = any(${intArray(n.categoryIds)})`);
  const atMostMax = n.maxPrice === null ? sql`cardinality(lg.prices)` : pricesAtMost(n.maxPrice);
  const belowMin = n.minPrice === null || n.minPrice === 0 ? sql`0` : pricesAtMost(n.minPrice - 1);
  return sql`select lg.value_set_id as set_id, lg.in_stock, sum(${atMostMax} - ${belowMin})::int as n_price_ok,
      min(lg.prices[1]) as min_price, max(lg.prices[cardinality(lg.prices)]) as max_price
    from ${listingPriceGroups} lg where ${and(...where)}
    group by 1, 2`;
}

type SortColumns = {
  id: AnyPgColumn;
  featured: AnyPgColumn;
  createdAt: AnyPgColumn;
  priceMinor: AnyPgColumn;
  mrpMinor: AnyPgColumn;
};
const listingSort: SortColumns = {
  id: l.productId,
  featured: l.featured,
  createdAt: l.createdAt,
  priceMinor: l.priceMinor,
  mrpMinor: l.mrpMinor,
};
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
      return n.search
        ? [sql`${searchRank(n.search)} desc`, desc(c.featured), asc(c.id)]
        : [desc(c.featured), asc(c.id)];
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

type SummaryRow = {
  summary: { min: number | null; max: number | null; inStock: number; total: number };
  facets: (number | boolean)[][];
};

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
    // `= any(array(…))`, not `in (…)`: the 24 ids are then looked up by key, where `in` let the planner
    // walk the products' primary key in a merge join (thousands of rows at 50,000 products).
    .where(sql`${products.id} = any(array(${pageIds}))`)
    .orderBy(...orderBy(n, productSort));

  // Summary and facets in one statement, from groups of the products in scope (every filter but the
  // attributes, price and stock): g holds per value set and in-stock flag how many products there are,
  // how many of them pass the price filter, and their price range. Without search or collection the
  // groups are read ready-made from listing_price_groups (the price filter counted by binary search in
  // each group's sorted prices), so the work does not grow with the number of products; otherwise they
  // are counted from product_listing. Then each group's value set is read once and the attribute flags
  // worked out per group. Price range and stock count ignore the price and stock filters themselves (so
  // the shopper can widen them again); the total honours everything. A facet value of attribute A counts
  // the groups whose flags for every *other* attribute are true (worked out below, in memory).
  const groups = n.search || n.collectionId !== null ? countedGroups(n, base, from) : storedGroups(n);
  const flagNames = selectedList.map((_, i) => sql.raw(`f${i}`));
  const flags = selectedList.map(([, ids], i) => sql`vs.value_ids && ${intArray(ids)} as ${flagNames[i]}`);
  const allFlags = and(sql`true`, ...flagNames.map((f) => sql`s.${f}`));
  const sFlags = flagNames.map((f) => sql`s.${f}`);
  const stockOk = n.inStock ? sql`g.in_stock` : sql`true`;
  const summaryQuery = db.execute(sql`
    with g as materialized (${groups}), s as materialized (
      select ${sql.join([sql`vs.value_ids`, sql`g.in_stock`, sql`${stockOk} as stock_ok`, sql`g.n_price_ok`, sql`g.min_price`, sql`g.max_price`, ...flags], sql`, `)}
      from g inner join ${listingValueSets} vs on vs.id = g.set_id
    )
    select
      (select json_build_object('min', min(s.min_price), 'max', max(s.max_price), 'inStock', coalesce(sum(s.n_price_ok) filter (where s.in_stock), 0),
        'total', coalesce(sum(s.n_price_ok) filter (where s.stock_ok), 0)) from s where ${allFlags}) as summary,
      (select coalesce(json_agg(json_build_array(${sql.join([sql`x.v`, sql`x.n`, ...flagNames.map((f) => sql`x.${f}`)], sql`, `)})), '[]'::json)
        from (
          select ${sql.join([sql`v`, sql`sum(s.n_price_ok)::int as n`, ...sFlags], sql`, `)}
          from s cross join lateral unnest(s.value_ids) v
          where s.n_price_ok > 0 and s.stock_ok
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
    facets: facetCounts(
      row?.facets ?? [],
      selectedList.map(([attributeId]) => attributeId),
      tax,
    ),
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
