import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories, products } from '../../db/schema/catalog';
import { locales, type Localized } from '../../db/schema/localized';
import {
  descriptionProblem,
  tidyTexts,
  nameProblem,
  priceProblem,
  slugProblem,
  stockProblem,
  type PriceProblem,
  type StockProblem,
  type TextProblem,
} from '../../lib/product-rules';
import { categoriesOfKind, fabricSteps, type CreatableKind } from '../../lib/product-kinds';
import { log } from '../../log';
import { recordAudit } from '../audit';
import { useUploads } from '../media';
import type { CatalogueChange } from '../core/pubsub';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import type { StaffViewer } from '../core/viewer';
import { localizedOf } from './admin-edit';
import { imagesProblem, type ImageProblem } from './admin-images';
import { adminProduct } from './admin-products';
import { catalogueChanged } from './cache';
import type { ProductRow } from './product-rows';

// A product an admin makes in the back office: a saree or a fabric, under the store's own label, in one
// transaction with its audit record; the storefront, its caches, the sitemap and the feed see it at once.

type Texts = { en: string; hi: string; ar: string };
export type ProductDraft = {
  kind: CreatableKind;
  slug: string;
  name: Texts;
  description: Texts;
  care: Texts;
  categoryId: number;
  priceMinor: number;
  mrpMinor: number;
  /** Pieces, or metres for a fabric (a whole number of `step`). */
  stock: number;
  /** A fabric's counter cut (0.25, 0.5 or 1 m); 1 for a saree. */
  step: number;
  imageKeys: string[];
  active: boolean;
};

type CreateRefusal =
  'SLUG_TAKEN' | 'UNKNOWN_CATEGORY' | 'INVALID_STEP' | PriceProblem | StockProblem | TextProblem | ImageProblem;
export type ProductCreateResult = { ok: true; product: ProductRow } | { ok: false; reason: CreateRefusal };

/** The store's own label: what it makes itself is sold under it (the seed's tailoring services are). */
const ownBrandSlug = 'silai-atelier';

const stepAllowed = (d: ProductDraft) =>
  d.kind === 'fabric' ? (fabricSteps as readonly number[]).includes(d.step) : d.step === 1;

function problemOf(d: ProductDraft): CreateRefusal | null {
  const texts = [d.name, d.description, d.care];
  return (
    slugProblem(d.slug) ??
    nameProblem(d.name.en, true) ??
    nameProblem(d.name.hi, false) ??
    nameProblem(d.name.ar, false) ??
    texts
      .slice(1)
      .flatMap((t) => [t.en, t.hi, t.ar].map(descriptionProblem))
      .find(Boolean) ??
    priceProblem(d.priceMinor, d.mrpMinor) ??
    (stepAllowed(d) ? null : 'INVALID_STEP') ??
    stockProblem(d.stock, d.step)
  );
}

/** Like the seed's codes (SIL-F-1A2B3C), from the slug; a clash with an older code takes the next. */
function skuFor(kind: CreatableKind, slug: string, attempt: number): string {
  const hash = createHash('sha256')
    .update(attempt ? `${slug}#${attempt}` : slug)
    .digest('hex')
    .slice(0, 6)
    .toUpperCase();
  return `SIL-${kind[0]!.toUpperCase()}-${hash}`;
}

const all = (text: Localized) => locales.map((l) => text[l] ?? '').join(' ');
/** As the seed builds it: the names first (editProduct swaps them), then the maker and the category. */
const searchTextFor = (name: Localized, brand: string, category: Localized) =>
  [all(name), brand, all(category)].join(' ').toLowerCase().replace(/\s+/g, ' ').trim();

export async function createProduct(
  db: Db,
  viewer: StaffViewer,
  d: ProductDraft,
  onChanged: (change: CatalogueChange) => void,
  now = new Date(),
): Promise<ProductCreateResult> {
  const result = await inTransaction(db, async (tx, refuse: Refuse<CreateRefusal>) => {
    const problem = problemOf(d);
    if (problem) refuse(problem);
    const allCategories = await tx
      .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId, name: categories.name })
      .from(categories);
    const category = categoriesOfKind(allCategories, d.kind).find((c) => c.id === d.categoryId);
    if (!category) refuse('UNKNOWN_CATEGORY');
    const images = await imagesProblem(tx, d.imageKeys);
    if (images) refuse(images);
    // The product's uploads are used from now on; one swept meanwhile is no picture to show.
    if (!(await useUploads(tx, d.imageKeys))) refuse('UNKNOWN_IMAGE');
    const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.slug, d.slug));
    if (taken) refuse('SLUG_TAKEN');
    const [brand] = await tx.select().from(brands).where(eq(brands.slug, ownBrandSlug));
    if (!brand) throw new Error(`catalog: the store's own brand ${ownBrandSlug} is missing`);
    let sku = skuFor(d.kind, d.slug, 0);
    for (let n = 1; (await tx.select({ id: products.id }).from(products).where(eq(products.sku, sku))).length; n++)
      sku = skuFor(d.kind, d.slug, n);
    const name = localizedOf(d.name);
    const row = {
      slug: d.slug,
      sku,
      kind: d.kind,
      categoryId: category.id,
      brandId: brand.id,
      name,
      description: localizedOf(tidyTexts(d.description)),
      care: localizedOf(tidyTexts(d.care)),
      priceMinor: d.priceMinor,
      mrpMinor: d.mrpMinor,
      stock: d.stock,
      step: d.step,
      imageKeys: d.imageKeys,
      active: d.active,
    };
    const [created] = await tx
      .insert(products)
      .values({ ...row, searchText: searchTextFor(name, brand.name, category.name), createdAt: now, updatedAt: now })
      .returning({ id: products.id });
    const id = created!.id;
    await recordAudit(
      tx,
      viewer,
      { entity: 'product', entityId: String(id), action: 'create', before: null, after: row },
      now,
    );
    return id;
  });
  if (result instanceof Refused) return { ok: false, reason: result.answer };
  const change: CatalogueChange = { at: Date.now(), productIds: [String(result)], slugs: [d.slug] };
  // Awaited: the storefront's next read (a listing cached before) must find the new product.
  await catalogueChanged(db, change).catch((error: unknown) =>
    log.warn('catalogue: cached answers not dropped', { error: String(error) }),
  );
  onChanged(change);
  const product = await adminProduct(db, result);
  if (!product) throw new Error('catalog: a product just made cannot be read');
  return { ok: true, product };
}
