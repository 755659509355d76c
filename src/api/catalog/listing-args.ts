import type { Db } from '../../db/client';
import type { products } from '../../db/schema/catalog';
import { listingLimits, productSortSchema, type ProductSort } from '../../lib/catalog-params';
import type { Taxonomy } from './taxonomy';
import { searchTerms, type SearchTerms } from './search-terms';
import { categoryAndDescendants, loadCategoryTree } from './service';

// A listing's arguments as asked, and normalised: unknown filters dropped (with a notice), limits applied.

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

const maxMinor = 100_000_000_00; // ₹10 crore: anything above is not a price anyone types on purpose.
const clampMoney = (n: number | null | undefined) =>
  n === null || n === undefined || !Number.isFinite(n) || n < 0 ? null : Math.min(Math.floor(n), maxMinor);

export type Normalised = {
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

export async function normalise(db: Db, tax: Taxonomy, a: ListingArgs): Promise<Normalised> {
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
  const perPage = Math.min(
    listingLimits.maxPerPage,
    Math.max(1, Math.floor(a.perPage ?? listingLimits.perPage) || listingLimits.perPage),
  );
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
