import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, productAttributeValues, productCollections, products } from '../../db/schema/catalog';
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

const inStockSql = or(isNull(products.stock), sql`${products.stock} > 0`)!;

function baseConditions(n: Normalised): SQL[] {
  const c: SQL[] = [eq(products.active, true)];
  if (n.kind) c.push(eq(products.kind, n.kind));
  if (n.categoryIds) c.push(inArray(products.categoryId, n.categoryIds));
  if (n.collectionId !== null) {
    c.push(sql`exists (select 1 from ${productCollections} pc where pc.product_id = ${products.id} and pc.collection_id = ${n.collectionId})`);
  }
  if (n.search) c.push(searchCondition(n.search));
  return c;
}

function attributeConditions(n: Normalised, except?: number): SQL[] {
  return [...n.selected]
    .filter(([attributeId]) => attributeId !== except)
    .map(
      ([, ids]) =>
        sql`exists (select 1 from ${productAttributeValues} pav where pav.product_id = ${products.id} and pav.value_id in ${ids})`,
    );
}

function priceConditions(n: Normalised): SQL[] {
  const c: SQL[] = [];
  if (n.minPrice !== null) c.push(gte(products.priceMinor, n.minPrice));
  if (n.maxPrice !== null) c.push(lte(products.priceMinor, n.maxPrice));
  if (n.inStock) c.push(inStockSql);
  return c;
}

function orderBy(n: Normalised): SQL[] {
  switch (n.sort) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'price_asc':
      return [asc(products.priceMinor), asc(products.id)];
    case 'price_desc':
      return [desc(products.priceMinor), asc(products.id)];
    case 'discount':
      // The discount's share of the MRP (discountPercent in src/lib/money.ts), in SQL at a finer grain.
      return [sql`(${products.mrpMinor} - ${products.priceMinor}) * 1000 / ${products.mrpMinor} desc`, desc(products.featured), asc(products.id)];
    case 'relevance':
      return n.search ? [sql`${searchRank(n.search)} desc`, desc(products.featured), asc(products.id)] : [desc(products.featured), asc(products.id)];
    default:
      return [desc(products.featured), asc(products.id)];
  }
}

/**
 * One page of products with facet counts, the price range and the in-stock count, in three SQL
 * statements whatever the page size (plus the taxonomy and category tree, read once per request).
 * Facets are disjunctive: a value's count honours every other attribute's selection but not its own,
 * so choosing "Banarasi" still shows how many "Kanjeevaram" there are.
 */
export async function listProducts(db: Db, args: ListingArgs): Promise<Listing> {
  const tax = await loadTaxonomy(db);
  const n = await normalise(db, tax, args);
  const key = JSON.stringify({ ...n, selected: [...n.selected], search: n.search?.text ?? null, notices: undefined });
  const result = await cached(db, `listing:${key}`, () => runListing(db, tax, n));
  return { ...result, notices: n.notices };
}

async function runListing(db: Db, tax: Taxonomy, n: Normalised): Promise<Omit<Listing, 'notices'>> {
  const base = baseConditions(n);
  const where = and(...base, ...attributeConditions(n), ...priceConditions(n));
  const selectedIds = [...n.selected.values()].flat();

  const pageQuery = db
    .select(productColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(...orderBy(n))
    .limit(n.perPage)
    .offset((n.page - 1) * n.perPage);

  // Price range and stock count ignore the price and stock filters themselves (so the shopper can
  // widen them again); the total honours everything.
  const summaryQuery = db
    .select({
      min: sql<number | null>`min(${products.priceMinor})::int`,
      max: sql<number | null>`max(${products.priceMinor})::int`,
      inStock: sql<number>`(count(*) filter (where ${and(inStockSql, ...priceConditions({ ...n, inStock: false }))}))::int`,
      total: sql<number>`(count(*) filter (where ${and(sql`true`, ...priceConditions(n))}))::int`,
    })
    .from(products)
    .where(and(...base, ...attributeConditions(n)));

  // Facets in one pass: each scoped product carries one flag per selected attribute (does it match
  // that attribute's choice?), and counts are grouped by value and flags. A value of attribute A then
  // counts the groups whose flags for every *other* attribute are true (worked out below, in memory).
  const selectedList = [...n.selected];
  const flags = selectedList.map(
    ([, ids], i) =>
      sql`exists (select 1 from ${productAttributeValues} x where x.product_id = ${products.id} and x.value_id in ${ids}) as ${sql.raw(`f${i}`)}`,
  );
  const flagCols = selectedList.map((_, i) => sql.raw(`s.f${i}`));
  const facetQuery = db.execute(sql`
    select pav.value_id, ${sql.join([...flagCols, sql`count(*)::int as n`], sql`, `)}
    from (select ${sql.join([sql`${products.id} as id`, ...flags], sql`, `)} from ${products} where ${and(...base, ...priceConditions(n))}) s
    join ${productAttributeValues} pav on pav.product_id = s.id
    group by ${sql.join([sql`pav.value_id`, ...flagCols], sql`, `)}`);

  const [items, [summary], facetRows] = await Promise.all([pageQuery, summaryQuery, facetQuery]);
  return {
    items,
    total: summary?.total ?? 0,
    page: n.page,
    perPage: n.perPage,
    sort: n.sort,
    facets: facetCounts(rowsOf<Record<string, unknown>>(facetRows), selectedList.map(([attributeId]) => attributeId), tax),
    selectedValueIds: selectedIds,
    price: summary && summary.min !== null && summary.max !== null ? { min: summary.min, max: summary.max } : null,
    inStockCount: summary?.inStock ?? 0,
    search: n.search?.text ?? null,
  };
}

/** Disjunctive counts from (value, flags…, n) groups: a value's own attribute's flag is ignored. */
function facetCounts(rows: Record<string, unknown>[], flagAttributes: number[], tax: Taxonomy): FacetCount[] {
  const counts = new Map<number, number>();
  for (const r of rows) {
    const valueId = Number(r.value_id);
    const attributeId = tax.valuesById.get(valueId)?.attributeId;
    const others = flagAttributes.every((a, i) => a === attributeId || r[`f${i}`] === true);
    if (others) counts.set(valueId, (counts.get(valueId) ?? 0) + Number(r.n));
  }
  return [...counts].map(([valueId, count]) => ({ valueId, count }));
}

/** Raw statements answer `{rows}` on both drivers (node-postgres and PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
