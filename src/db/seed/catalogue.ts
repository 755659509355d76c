import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { productViews } from '../../media/artwork';
import type { Db } from '../client';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  collections,
  mediaAssets,
  productAttributeValues,
  productCollections,
  products,
  reviews,
} from '../schema';
import { locales, type Localized } from '../schema/localized';
import { storeTimeZone } from '../../lib/dates';
import { shiftDays } from '../../lib/zoned-time';
import { attributeSeeds } from './catalogue-data/attributes';
import { brandSeeds } from './catalogue-data/brands';
import { collectionSeeds } from './catalogue-data/collections';
import { productSeeds } from './catalogue-data/products';
import type { ProductSeed } from './catalogue-types';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const all = (text: Localized) => locales.map((l) => text[l] ?? '').join(' ');

/** A stable, short stock-keeping code from the slug: the same product keeps it across re-seeds. */
function skuFor(kind: ProductSeed['kind'], slug: string): string {
  const hash = createHash('sha256').update(slug).digest('hex').slice(0, 6).toUpperCase();
  return `SIL-${kind[0]!.toUpperCase()}-${hash}`;
}

function productImageKeys(seed: Pick<ProductSeed, 'slug' | 'kind'>): string[] {
  return productViews[seed.kind].map((_, i) => `p-${seed.slug}-${i + 1}`);
}

const rupees = (n: number) => Math.round(n * 100);

/**
 * Writes the catalogue: brands, attributes, collections, products with their values, collections and
 * reviews, and the designs of their images. Rows are matched by slug and never overwritten, so a
 * store owner's edits survive a restart; only products new to this database get their links.
 */
export async function seedCatalogue(tx: Tx): Promise<void> {
  await tx.insert(brands).values(brandSeeds).onConflictDoNothing({ target: brands.slug });
  await tx
    .insert(attributes)
    .values(attributeSeeds.map(({ values: _v, ...a }) => a))
    .onConflictDoNothing({ target: attributes.code });
  const attrRows = await tx.select().from(attributes);
  const attrId = new Map(attrRows.map((a) => [a.code, a.id]));
  await tx
    .insert(attributeValues)
    .values(
      attributeSeeds.flatMap((a) =>
        a.values.map((v, i) => ({ attributeId: attrId.get(a.code)!, slug: v.slug, position: i + 1, name: v.name })),
      ),
    )
    .onConflictDoNothing({ target: [attributeValues.attributeId, attributeValues.slug] });
  await tx
    .insert(collections)
    .values(collectionSeeds.map(({ art: _a, ...c }) => ({ ...c, imageKey: `collection-${c.slug}` })))
    .onConflictDoNothing({ target: collections.slug });

  // One after another: a transaction is one connection, which runs one statement at a time.
  const brandRows = await tx.select().from(brands);
  const valueRows = await tx.select().from(attributeValues);
  const collectionRows = await tx.select({ id: collections.id, slug: collections.slug }).from(collections);
  const categoryRows = await tx
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories);
  const brandBySlug = new Map(brandRows.map((b) => [b.slug, b]));
  const codeById = new Map(attrRows.map((a) => [a.id, a.code]));
  const valueByKey = new Map(valueRows.map((v) => [`${codeById.get(v.attributeId)}:${v.slug}`, v]));
  const collectionId = new Map(collectionRows.map((c) => [c.slug, c.id]));
  const categoryBySlug = new Map(categoryRows.map((c) => [c.slug, c]));

  // Dates of the samples: so many calendar days before today in the store's zone, at this time of day.
  const now = new Date();
  const daysAgo = (days: number) => shiftDays(now, -days, storeTimeZone);
  const rows = productSeeds.map((p) => {
    const brand = brandBySlug.get(p.brand);
    const category = categoryBySlug.get(p.category);
    if (!brand || !category) throw new Error(`seed: product ${p.slug} names a missing brand or category`);
    const values = Object.entries(p.attributes).flatMap(([code, slugs]) =>
      (slugs ?? []).map((s) => {
        const v = valueByKey.get(`${code}:${s}`);
        if (!v) throw new Error(`seed: product ${p.slug} names a missing value ${code}:${s}`);
        return v;
      }),
    );
    return {
      seed: p,
      values,
      row: {
        slug: p.slug,
        sku: skuFor(p.kind, p.slug),
        kind: p.kind,
        categoryId: category.id,
        brandId: brand.id,
        name: p.name,
        description: p.description,
        care: p.care,
        mrpMinor: rupees(p.mrp),
        priceMinor: rupees(p.price),
        currency: 'INR',
        stock: p.stock,
        step: p.step ?? 1,
        turnaroundDays: p.turnaroundDays ?? null,
        featured: p.featured,
        imageKeys: productImageKeys(p),
        // The seed's reviews are samples: they never count, so a fresh product has no stars.
        ratingAvg: 0,
        ratingCount: 0,
        searchText: searchTextFor({
          name: p.name,
          brand: brand.name,
          category: category.name,
          values: values.map((v) => v.name),
          keywords: p.keywords,
        }),
        createdAt: daysAgo(p.createdDaysAgo),
        updatedAt: daysAgo(p.createdDaysAgo),
      },
    };
  });

  const inserted = await tx
    .insert(products)
    .values(rows.map((r) => r.row))
    .onConflictDoNothing({ target: products.slug })
    .returning({ id: products.id, slug: products.slug });
  if (inserted.length > 0) {
    const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
    const fresh = rows.filter((r) => idBySlug.has(r.seed.slug));
    const pav = fresh.flatMap((r) => r.values.map((v) => ({ productId: idBySlug.get(r.seed.slug)!, valueId: v.id })));
    const pc = fresh.flatMap((r) =>
      r.seed.collections.map((slug) => {
        const id = collectionId.get(slug);
        if (id === undefined) throw new Error(`seed: product ${r.seed.slug} names a missing collection ${slug}`);
        return { productId: idBySlug.get(r.seed.slug)!, collectionId: id };
      }),
    );
    const rv = fresh.flatMap((r) =>
      r.seed.reviews.map((v) => ({
        productId: idBySlug.get(r.seed.slug)!,
        author: v.author,
        rating: v.rating,
        title: v.title,
        body: v.body,
        sample: true,
        createdAt: daysAgo(v.daysAgo),
      })),
    );
    for (const part of chunks(pav, 500)) await tx.insert(productAttributeValues).values(part).onConflictDoNothing();
    for (const part of chunks(pc, 500)) await tx.insert(productCollections).values(part).onConflictDoNothing();
    for (const part of chunks(rv, 500)) await tx.insert(reviews).values(part);
  }
  await markSampleReviews(tx);

  const assets = [
    ...collectionSeeds.map((c) => ({ key: `collection-${c.slug}`, kind: 'category', design: c.art })),
    ...productSeeds.flatMap((p) =>
      productImageKeys(p).map((key, i) => ({
        key,
        kind: 'product',
        design: { ...p.art, view: productViews[p.kind][i]! },
      })),
    ),
  ];
  for (const part of chunks(assets, 500))
    await tx.insert(mediaAssets).values(part).onConflictDoNothing({ target: mediaAssets.key });
}

/**
 * The seed's reviews are invented: each is marked as sample data, also when an earlier seed wrote it
 * before reviews had the mark. Matched by product, author and title; a shopper's own review is left alone.
 */
async function markSampleReviews(tx: Tx): Promise<void> {
  const seeded = productSeeds.flatMap((p) =>
    p.reviews.map((r) => ({ slug: p.slug, author: r.author, title: r.title })),
  );
  await tx.execute(sql`
    update ${reviews} set sample = true
    from ${products}, jsonb_to_recordset(${JSON.stringify(seeded)}::jsonb) as s(slug text, author text, title text)
    where ${reviews.productId} = ${products.id} and ${products.slug} = s.slug
      and ${reviews.author} = s.author and ${reviews.title} = s.title and not ${reviews.sample}`);
}

/** What search matches against: every language's name, the maker, the category, values and transliterations. */
function searchTextFor(p: {
  name: Localized;
  brand: string;
  category: Localized;
  values: Localized[];
  keywords: string[];
}): string {
  return [all(p.name), p.brand, all(p.category), ...p.values.map(all), ...p.keywords]
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
