// The product listing's parameters, shared by the listing query on the server and the listing's URL in
// the browser: the sort orders, the attribute codes a URL may filter by, and the page limits.
import * as z from 'zod/mini';

export const productSorts = ['featured', 'newest', 'price_asc', 'price_desc', 'discount', 'relevance'] as const;
export const productSortSchema = z.enum(productSorts);
export type ProductSort = z.infer<typeof productSortSchema>;

/** Attribute codes that may appear as filters in a URL (the catalogue's facets). */
export const facetCodes = ['fabric', 'weave', 'region', 'colour', 'occasion', 'pattern', 'blouse-piece'] as const;

/** Pages start at 1 and stop at 10,000; 24 products a page unless asked, at most 48. */
export const listingLimits = { maxPage: 10_000, perPage: 24, maxPerPage: 48 } as const;
