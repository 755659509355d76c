import type { Db } from '../../db/client';
import { linkTargetExists } from '../catalog';

/** The store's own pages a banner may lead to; the others need the category, collection or product to exist. */
const plainPages = new Set(['/', '/category', '/get-in-touch', '/search', '/sarees', '/fabrics', '/tailoring']);
const listingPages = new Set(['/sarees', '/fabrics', '/tailoring']);
const maxLink = 200;

/** Whether a banner's link leads to a page of this store that exists now. */
export async function storeLinkExists(db: Db, link: string): Promise<boolean> {
  if (link.length > maxLink || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return false;
  let url: URL;
  try {
    url = new URL(link, 'https://store.invalid');
  } catch {
    return false;
  }
  if (url.origin !== 'https://store.invalid' || url.hash) return false;
  const params = [...url.searchParams.keys()];
  const path = url.pathname;
  const item = /^\/(collections|products)\/([a-z0-9-]{1,80})$/.exec(path);
  if (item)
    return params.length === 0 && linkTargetExists(db, item[1] === 'products' ? 'product' : 'collection', item[2]!);
  if (!plainPages.has(path)) return false;
  if (params.length === 0) return true;
  if (path === '/search') return params.every((p) => p === 'q');
  const category = url.searchParams.get('category');
  return (
    listingPages.has(path) && params.length === 1 && category !== null && linkTargetExists(db, 'category', category)
  );
}
