// The listing's URL is its state: every filter, the sort and the page live in the query string, so
// any view can be shared or bookmarked. Parsing is forgiving (bad values are dropped, never thrown).

import { facetCodes, listingLimits, productSortSchema, type ProductSort } from '../../lib/catalog-params';

export type SearchParams = Record<string, string | string[] | undefined>;

export type ListingState = {
  category: string | null;
  q: string | null;
  attributes: { code: string; values: string[] }[];
  min: number | null;
  max: number | null;
  stock: boolean;
  sort: ProductSort | null;
  page: number;
};

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const slugPattern = /^[a-z0-9][a-z0-9-]{0,60}$/;

function rupees(v: string | undefined): number | null {
  if (!v || !/^\d{1,9}$/.test(v.trim())) return null;
  return Number(v.trim());
}

export function parseListing(params: SearchParams): ListingState {
  const attributes = facetCodes.flatMap((code) => {
    const raw = params[code];
    const values = (Array.isArray(raw) ? raw : raw ? [raw] : [])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim().toLowerCase())
      .filter((v) => slugPattern.test(v))
      .slice(0, 20);
    return values.length ? [{ code, values: [...new Set(values)].sort() }] : [];
  });
  const sort = first(params.sort);
  const page = Number(first(params.page));
  const category = first(params.category)?.toLowerCase();
  return {
    category: category && slugPattern.test(category) ? category : null,
    q: first(params.q)?.slice(0, 5000) || null,
    attributes,
    min: rupees(first(params.min)),
    max: rupees(first(params.max)),
    stock: first(params.stock) === '1',
    sort: productSortSchema.safeParse(sort).data ?? null,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, listingLimits.maxPage) : 1,
  };
}

/** The query string for a state: stable key order, so equal views have equal URLs. */
export function listingQuery(s: ListingState): string {
  const p = new URLSearchParams();
  if (s.q) p.set('q', s.q);
  if (s.category) p.set('category', s.category);
  for (const code of facetCodes) {
    const a = s.attributes.find((x) => x.code === code);
    if (a?.values.length) p.set(code, [...a.values].sort().join(','));
  }
  if (s.min !== null) p.set('min', String(s.min));
  if (s.max !== null) p.set('max', String(s.max));
  if (s.stock) p.set('stock', '1');
  if (s.sort) p.set('sort', s.sort);
  if (s.page > 1) p.set('page', String(s.page));
  const q = p.toString();
  return q ? `?${q}` : '';
}

/** The state with one attribute value switched on or off (and back to page 1). */
export function toggleValue(s: ListingState, code: string, value: string): ListingState {
  const current = s.attributes.find((a) => a.code === code)?.values ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const others = s.attributes.filter((a) => a.code !== code);
  return { ...s, attributes: values.length ? [...others, { code, values }] : others, page: 1 };
}

export function hasFilters(s: ListingState): boolean {
  return s.attributes.length > 0 || s.min !== null || s.max !== null || s.stock || s.category !== null;
}

export function clearFilters(s: ListingState): ListingState {
  return { ...s, attributes: [], min: null, max: null, stock: false, category: null, page: 1 };
}
