import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { feedBrands, feedCategories, feedCategoryProducts, feedKinds, feedProducts } from '../api/catalog';
import { listActiveBanners, listTrustBadges } from '../api/storefront';
import type { Db } from '../db/client';
import { isLocale } from '../lib/locale';
import { pick, type Locale } from '../db/schema/localized';
import { errorFields, log } from '../log';
import { mediaUrl } from '../media/variants';

// The read-only catalogue feed of the contract (docs/CONTRACT.md §5) over HTTP: the catalogue's part is read by
// src/api/catalog/market-feed.ts, the home page's (trust badges, carousel) by the storefront.

type Json = Record<string, unknown> | unknown[];
class BadRequest extends Error {}

function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function answer(db: Db, route: string, params: URLSearchParams, locale: Locale): Promise<Json> {
  switch (route) {
    case 'products': {
      const type = params.get('type');
      const all = await feedProducts(db, locale);
      if (type === null) return all;
      const kind = feedKinds.find((k) => k === type);
      return shuffled(kind ? (all as { type: string }[]).filter((p) => p.type === kind) : all);
    }
    case 'service':
      return (await listTrustBadges(db)).map((b) => ({
        id: String(b.id),
        icon: b.icon,
        title: pick(b.title, locale),
        description: pick(b.description, locale),
      }));
    case 'categories':
      return feedCategories(db, locale);
    case 'main-carousel':
      return (await listActiveBanners(db)).map((b) => ({
        id: String(b.id),
        title: pick(b.title, locale),
        category: b.buttonLink.replace(/^\//, ''),
        discount: b.discount,
        imgUrl: mediaUrl(b.imageKey, 1200, 'webp'),
        description: pick(b.description, locale),
        buttonText: pick(b.buttonText, locale),
        buttonLink: b.buttonLink,
      }));
    case 'brand':
      return feedBrands(db);
    case 'category-based-product': {
      const r = await feedCategoryProducts(db, params.get('tag'), locale);
      if (!r.ok) throw new BadRequest(r.message);
      return r.body;
    }
    default:
      throw new NotFound();
  }
}

class NotFound extends Error {}

/** GET /api/market-2/<route>: JSON with cache headers; 400 for a bad tag; 500 with the reference's message. */
export async function serveMarketFeed(db: Db, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const route = url.pathname.slice('/api/market-2/'.length);
  const send = (status: number, body: unknown, cache: string) => {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': cache,
      vary: 'accept-language',
    });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return send(405, { message: 'Only GET is supported.' }, 'no-store');
  }
  const lang = url.searchParams.get('lang');
  const locale: Locale = isLocale(lang) ? lang : 'en';
  try {
    const body = await answer(db, route, url.searchParams, locale);
    // Shuffled lists must not be cached as one order for everyone for long.
    const cache = url.searchParams.has('type')
      ? 'public, max-age=10'
      : 'public, max-age=60, stale-while-revalidate=300';
    send(200, body, cache);
  } catch (error) {
    if (error instanceof BadRequest) return send(400, { message: error.message }, 'no-store');
    if (error instanceof NotFound) return send(404, { message: 'Not found' }, 'no-store');
    log.error('market feed failed', { route, error: errorFields(error) });
    send(500, { message: 'Internal server error' }, 'no-store');
  }
}
