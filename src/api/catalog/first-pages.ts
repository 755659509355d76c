import type { Db } from '../../db/client';
import { listProducts } from './listing';

/** The storefront's top listings (/sarees, /fabrics, /tailoring), scoped as their pages ask (CategoryListingPage). */
const listings = [
  { kind: 'saree', category: 'sarees' },
  { kind: 'fabric', category: 'fabrics' },
  { kind: 'service', category: 'tailoring' },
] as const;
/** A listing page's size (src/components/catalog/ProductListing.tsx). */
const listingPerPage = 24;

/** The picture keys of the cards on the first page of each listing, in the order a shopper sees them. */
export async function firstListingPictureKeys(db: Db): Promise<string[]> {
  const keys: string[] = [];
  for (const scope of listings) {
    const listing = await listProducts(db, { ...scope, page: 1, perPage: listingPerPage });
    for (const p of listing.items) if (p.imageKeys[0]) keys.push(p.imageKeys[0]);
  }
  return [...new Set(keys)];
}
