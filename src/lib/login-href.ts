/** Where the address bar stands: what a shopper should come back to after signing in. */
export type ReturnTo = { pathname: string; search?: string; hash?: string };

/**
 * The sign-in page's address with `next` set to the whole current address (path, query and hash), so
 * `/processing-payment?order=…` comes back with its order. `next` is checked again when followed.
 */
export function loginHref({ pathname, search = '', hash = '' }: ReturnTo): string {
  if (!pathname.startsWith('/') || pathname === '/login') return '/login';
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `/login?next=${encodeURIComponent(`${pathname}${query}${fragment}`)}`;
}
