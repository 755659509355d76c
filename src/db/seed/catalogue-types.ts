import type { Motif, Palette } from '../../media/artwork';
import type { Localized } from '../schema/localized';

// The shapes of the catalogue seed. The data lives in catalogue-data/; seed/catalogue.ts writes it.

/** @public The values of AttributeCode. */
export const attributeCodes = [
  'fabric',
  'weave',
  'region',
  'colour',
  'occasion',
  'pattern',
  'blouse-piece',
  'length',
  'width',
  'turnaround',
] as const;
export type AttributeCode = (typeof attributeCodes)[number];

export type AttributeSeed = {
  code: AttributeCode;
  position: number;
  name: Localized;
  /** Shown as a filter on listings. Length, width and turnaround are shown on the product only. */
  facet: boolean;
  values: { slug: string; name: Localized }[];
};

export type BrandSeed = {
  slug: string;
  /** The weaver's or label's own name, the same in every language. */
  name: string;
  verified: boolean;
  region: Localized;
  description: Localized;
};

export type CollectionSeed = {
  slug: string;
  position: number;
  name: Localized;
  description: Localized;
  art: { palette: Palette; motif: Motif };
};

export type ReviewSeed = {
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  daysAgo: number;
};

export type ProductKind = 'saree' | 'fabric' | 'service';

export type ProductSeed = {
  /** Lower-case, hyphenated, unique across the catalogue. */
  slug: string;
  kind: ProductKind;
  /** Slug of a leaf category (see catalog.ts). */
  category: string;
  /** Slug of a brand. */
  brand: string;
  name: Localized;
  description: Localized;
  care: Localized;
  /** Whole rupees, tax-inclusive. Fabrics: per metre. */
  mrp: number;
  price: number;
  /** Pieces, or metres for a fabric (whole metres, a multiple of every step); null for a service (not stock-tracked). */
  stock: number | null;
  /** A fabric's counter step in metres (0.25, 0.5 or 1); everything else sells by the piece (1). */
  step?: 0.25 | 0.5 | 1;
  /** Value slugs per attribute code; every slug must exist in attributeSeeds. */
  attributes: Partial<Record<AttributeCode, string[]>>;
  /** Collection slugs. */
  collections: string[];
  /** Latin transliterations and common spellings shoppers type: 'resham', 'kanchipuram', 'sari'. */
  keywords: string[];
  art: { palette: Palette; motif: Motif };
  /** Days of work for a service, added to delivery. */
  turnaroundDays?: number;
  createdDaysAgo: number;
  /** Higher shows first under "featured". */
  featured: number;
  reviews: ReviewSeed[];
};
