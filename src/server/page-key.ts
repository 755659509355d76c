import type { IncomingMessage } from 'node:http';
import { localeFromHeader } from '../lib/locale';
import { isLanguage, languageCookie } from '../i18n/settings';

// Which page requests the page cache may share, and the key (language and address) it keeps them under.

/** Catalogue pages: the same for every anonymous visitor in one language. Account pages never are. */
const shareable = /^\/(?:$|sarees$|fabrics$|tailoring$|category$|collections\/[^/]+$|products\/[^/]+$)/;

/** The visitor's language the way the pages choose it (src/i18n/server.ts): the cookie, else the browser's. */
function pageLanguage(req: IncomingMessage): string {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === languageCookie) {
      const value = decodeURIComponent(pair.slice(eq + 1).trim());
      if (isLanguage(value)) return value;
      break;
    }
  }
  return localeFromHeader(req.headers['accept-language']);
}

/** The cache key, or null when this request must be rendered for itself. */
export function pageKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET') return null;
  const url = req.url ?? '/';
  if (url.length > 512) return null;
  const pathname = url.split('?')[0]!;
  if (!shareable.test(pathname)) return null;
  // Client navigations and prefetches ask for the RSC payload, not the HTML; signed requests are never shared.
  const h = req.headers;
  if (
    h.rsc !== undefined ||
    h['next-router-prefetch'] !== undefined ||
    h['next-router-state-tree'] !== undefined ||
    h['next-action'] !== undefined
  )
    return null;
  if (h.authorization !== undefined || /[?&]_rsc=/.test(url)) return null;
  return `${pageLanguage(req)} ${url}`;
}

/** Whether a key is the home page's, in any language (with or without a query). */
export const isHomeKey = (key: string): boolean => /^[^ ]+ \/(?:\?|$)/.test(key);

export function productSlug(url: string): string | null {
  const m = /^\/products\/([^/?]+)/.exec(url);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
}

/** Every product a page links to (its cards and related products), by slug, from its HTML and payload. */
export function linkedProducts(html: string): Set<string> {
  const found = new Set<string>();
  for (const m of html.matchAll(/\/products\/([a-z0-9]+(?:-[a-z0-9]+)*)/g)) found.add(m[1]!);
  return found;
}
