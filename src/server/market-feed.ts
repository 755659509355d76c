import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { cached } from '../api/catalog/cache';
import { productColumns, type ProductRow } from '../api/catalog/listing';
import { loadCategoryTree, type CategoryTree } from '../api/catalog/service';
import { loadTaxonomy } from '../api/catalog/taxonomy';
import { listActiveBanners, listTrustBadges } from '../api/storefront/service';
import type { Db } from '../db/client';
import { brands, productAttributeValues, products, reviews } from '../db/schema/catalog';
import { isLocale } from '../api/core/locale';
import { pick, type Locale } from '../db/schema/localized';
import { errorFields, log } from '../log';
import { mediaUrl } from '../media/variants';

// The read-only catalogue feed of the reference (section 7), answered from the real catalogue in the
// shapes of the reference's sample data. Prices are in rupees here because the sample's are.

type Json = Record<string, unknown> | unknown[];
class BadRequest extends Error {}

const kinds = ['saree', 'fabric', 'service'] as const;

function productJson(p: ProductRow, ctx: { locale: Locale; tree: CategoryTree; colours: Map<number, string[]>; reviews: Map<number, unknown[]> }) {
  const category = ctx.tree.all.find((c) => c.id === p.categoryId);
  const parent = category?.parentId ? ctx.tree.all.find((c) => c.id === category.parentId) : undefined;
  const images = p.imageKeys.map((k) => mediaUrl(k, 640, 'webp'));
  return {
    id: String(p.id),
    slug: p.slug,
    type: p.kind,
    shop: { id: p.brandSlug, slug: p.brandSlug, name: p.brandName, verified: p.brandVerified },
    title: pick(p.name, ctx.locale),
    brand: p.brandName,
    price: p.priceMinor / 100,
    mrp: p.mrpMinor / 100,
    currency: p.currency,
    size: p.kind === 'fabric' ? 'per metre' : null,
    colors: ctx.colours.get(p.id) ?? [],
    discount: Math.floor(((p.mrpMinor - p.priceMinor) * 100) / p.mrpMinor),
    thumbnail: images[0] ?? null,
    images,
    categories: [parent, category].filter((c) => c !== undefined).map((c) => pick(c.name, ctx.locale)),
    status: p.stock === null ? 'made-to-order' : p.stock > 0 ? 'in-stock' : 'out-of-stock',
    reviews: ctx.reviews.get(p.id) ?? [],
  };
}

/** Products with their colours and latest reviews: three statements whatever the count. */
async function productsJson(db: Db, locale: Locale, where: ReturnType<typeof and>): Promise<unknown[]> {
  const [rows, tree, tax] = await Promise.all([
    db.select(productColumns).from(products).innerJoin(brands, eq(brands.id, products.brandId)).where(where).orderBy(desc(products.featured), asc(products.id)),
    loadCategoryTree(db),
    loadTaxonomy(db),
  ]);
  const ids = rows.map((r) => r.id);
  const colourAttr = tax.attributesByCode.get('colour');
  const [links, reviewRows] = ids.length
    ? await Promise.all([
        db.select().from(productAttributeValues).where(inArray(productAttributeValues.productId, ids)),
        db.select().from(reviews).where(inArray(reviews.productId, ids)).orderBy(desc(reviews.createdAt)),
      ])
    : [[], []];
  const colours = new Map<number, string[]>();
  for (const l of links) {
    const v = tax.valuesById.get(l.valueId);
    if (v && v.attributeId === colourAttr?.id) colours.set(l.productId, [...(colours.get(l.productId) ?? []), pick(v.name, locale)]);
  }
  const byProduct = new Map<number, unknown[]>();
  for (const r of reviewRows) {
    const list = byProduct.get(r.productId) ?? [];
    if (list.length < 3) list.push({ id: String(r.id), rating: r.rating, title: r.title, comment: r.body, customer: r.author, createdAt: r.createdAt.toISOString() });
    byProduct.set(r.productId, list);
  }
  return rows.map((p) => productJson(p, { locale, tree, colours, reviews: byProduct }));
}

function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function answer(db: Db, route: string, params: URLSearchParams, locale: Locale): Promise<Json> {
  const active = eq(products.active, true);
  switch (route) {
    case 'products': {
      const type = params.get('type');
      const all = await cached(db, `feed:products:${locale}`, () => productsJson(db, locale, and(active)));
      if (type === null) return all;
      const kind = kinds.find((k) => k === type);
      return shuffled(kind ? (all as { type: string }[]).filter((p) => p.type === kind) : all);
    }
    case 'service':
      return (await listTrustBadges(db)).map((b) => ({ id: String(b.id), icon: b.icon, title: pick(b.title, locale), description: pick(b.description, locale) }));
    case 'categories': {
      const tree = await loadCategoryTree(db);
      return tree.all.map((c) => {
        const parent = c.parentId ? tree.all.find((p) => p.id === c.parentId) : undefined;
        return {
          id: String(c.id),
          name: pick(c.name, locale),
          icon: null,
          image: c.imageKey ? mediaUrl(c.imageKey, 640, 'webp') : null,
          slug: c.slug,
          parent: parent ? [pick(parent.name, locale)] : [],
          description: pick(c.description, locale),
          for: { demo: 'silai', type: parent?.slug ?? c.slug },
        };
      });
    }
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
    case 'brand': {
      const rows = await db.select().from(brands).orderBy(asc(brands.name));
      return rows.map((b) => ({ id: String(b.id), slug: b.slug, name: b.name, image: null, type: b.verified ? 'verified' : 'unverified', for: { demo: 'silai' } }));
    }
    case 'category-based-product': {
      const tag = params.get('tag');
      const tree = await loadCategoryTree(db);
      const category = tag ? tree.bySlug.get(tag.slice(0, 100)) : undefined;
      if (!tag) throw new BadRequest('The tag parameter is required: a category slug such as sarees.');
      if (!category) throw new BadRequest(`There is no category "${tag.slice(0, 60)}". Use a slug from /api/market-2/categories.`);
      const ids: number[] = [];
      const stack = [category.id];
      while (stack.length) {
        const id = stack.pop()!;
        ids.push(id);
        for (const c of tree.children.get(id) ?? []) stack.push(c.id);
      }
      const list = await cached(db, `feed:category:${category.id}:${locale}`, () => productsJson(db, locale, and(active, inArray(products.categoryId, ids))));
      return {
        category: { title: pick(category.name, locale), children: (tree.children.get(category.id) ?? []).map((c) => pick(c.name, locale)) },
        products: list,
      };
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
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': cache, vary: 'accept-language' });
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
    const cache = url.searchParams.has('type') ? 'public, max-age=10' : 'public, max-age=60, stale-while-revalidate=300';
    send(200, body, cache);
  } catch (error) {
    if (error instanceof BadRequest) return send(400, { message: error.message }, 'no-store');
    if (error instanceof NotFound) return send(404, { message: 'Not found' }, 'no-store');
    log.error('market feed failed', { route, error: errorFields(error) });
    send(500, { message: 'Internal server error' }, 'no-store');
  }
}
