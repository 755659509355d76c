import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, productAttributeValues, products, reviews } from '../../db/schema/catalog';
import { pick, type Locale } from '../../db/schema/localized';
import { toMajor } from '../../lib/money';
import { mediaUrl } from '../../media/variants';
import { cached } from './cache';
import { productColumns, type ProductRow } from './product-rows';
import { discountPercent, stockState } from './product';
import { categoryAndDescendants, loadCategoryTree, type CategoryTree } from './service';
import { loadTaxonomy } from './taxonomy';

// The catalogue as the contract's read-only feed shows it (docs/CONTRACT.md §5), in the shapes of its sample
// data (prices in rupees, as the sample's are). The HTTP side is src/server/market-feed.ts; the rules
// (discount, stock state, the category walk) are the catalogue's own.

export const feedKinds = ['saree', 'fabric', 'service'] as const;

const feedStatus = {
  MADE_TO_ORDER: 'made-to-order',
  OUT_OF_STOCK: 'out-of-stock',
  LOW_STOCK: 'in-stock',
  IN_STOCK: 'in-stock',
} as const;

function productJson(
  p: ProductRow,
  ctx: { locale: Locale; tree: CategoryTree; colours: Map<number, string[]>; reviews: Map<number, unknown[]> },
) {
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
    price: toMajor(p.priceMinor, p.currency),
    mrp: toMajor(p.mrpMinor, p.currency),
    currency: p.currency,
    size: p.kind === 'fabric' ? 'per metre' : null,
    colors: ctx.colours.get(p.id) ?? [],
    discount: discountPercent(p),
    thumbnail: images[0] ?? null,
    images,
    categories: [parent, category].filter((c) => c !== undefined).map((c) => pick(c.name, ctx.locale)),
    status: feedStatus[stockState(p)],
    reviews: ctx.reviews.get(p.id) ?? [],
  };
}

/** Products with their colours and latest reviews: three statements whatever the count. */
async function productsJson(db: Db, locale: Locale, where: SQL | undefined): Promise<unknown[]> {
  const [rows, tree, tax] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(where)
      .orderBy(desc(products.featured), asc(products.id)),
    loadCategoryTree(db),
    loadTaxonomy(db),
  ]);
  const ids = rows.map((r) => r.id);
  const colourAttr = tax.attributesByCode.get('colour');
  const [links, reviewRows] = ids.length
    ? await Promise.all([
        db.select().from(productAttributeValues).where(inArray(productAttributeValues.productId, ids)),
        db
          .select()
          .from(reviews)
          // Buyers' visible reviews only: samples are the demo's inventions and never leave the store.
          .where(and(inArray(reviews.productId, ids), eq(reviews.sample, false), eq(reviews.status, 'visible')))
          .orderBy(desc(reviews.createdAt)),
      ])
    : [[], []];
  const colours = new Map<number, string[]>();
  for (const l of links) {
    const v = tax.valuesById.get(l.valueId);
    if (v && v.attributeId === colourAttr?.id)
      colours.set(l.productId, [...(colours.get(l.productId) ?? []), pick(v.name, locale)]);
  }
  const byProduct = new Map<number, unknown[]>();
  for (const r of reviewRows) {
    const list = byProduct.get(r.productId) ?? [];
    if (list.length < 3)
      list.push({
        id: String(r.id),
        rating: r.rating,
        title: r.title,
        comment: r.body,
        customer: r.author,
        createdAt: r.createdAt.toISOString(),
      });
    byProduct.set(r.productId, list);
  }
  return rows.map((p) => productJson(p, { locale, tree, colours, reviews: byProduct }));
}

const active = eq(products.active, true);

/** Every product on sale, in feed shape (cached with the catalogue). */
export function feedProducts(db: Db, locale: Locale): Promise<unknown[]> {
  return cached(db, `feed:products:${locale}`, () => productsJson(db, locale, and(active)));
}

export async function feedCategories(db: Db, locale: Locale): Promise<unknown[]> {
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

export async function feedBrands(db: Db): Promise<unknown[]> {
  const rows = await db.select().from(brands).orderBy(asc(brands.name));
  return rows.map((b) => ({
    id: String(b.id),
    slug: b.slug,
    name: b.name,
    image: null,
    type: b.verified ? 'verified' : 'unverified',
    for: { demo: 'silai' },
  }));
}

export type FeedCategoryResult = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

/** The products under a category (its sub-categories included), or why the tag names none. */
export async function feedCategoryProducts(db: Db, tag: string | null, locale: Locale): Promise<FeedCategoryResult> {
  const tree = await loadCategoryTree(db);
  const category = tag ? tree.bySlug.get(tag.slice(0, 100)) : undefined;
  if (!tag) return { ok: false, message: 'The tag parameter is required: a category slug such as sarees.' };
  if (!category)
    return {
      ok: false,
      message: `There is no category "${tag.slice(0, 60)}". Use a slug from /api/market-2/categories.`,
    };
  const ids = categoryAndDescendants(tree, category.id);
  const list = await cached(db, `feed:category:${category.id}:${locale}`, () =>
    productsJson(db, locale, and(active, inArray(products.categoryId, ids))),
  );
  return {
    ok: true,
    body: {
      category: {
        title: pick(category.name, locale),
        children: (tree.children.get(category.id) ?? []).map((c) => pick(c.name, locale)),
      },
      products: list,
    },
  };
}
