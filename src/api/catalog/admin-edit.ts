import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';
import type { Localized } from '../../db/schema/localized';
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
import { log } from '../../log';
import { changedFields, recordAudit } from '../audit';
import { releaseUploads, useUploads } from '../media';
import type { CatalogueChange } from '../core/pubsub';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import type { StaffViewer } from '../core/viewer';
import { catalogueChanged } from './cache';
import { adminProduct } from './admin-products';
import { imagesProblem, type ImageProblem } from './admin-images';
import {
  checkLinks,
  linksOf,
  searchTextRelinked,
  writeLinks,
  type LinksEdit,
  type LinksProblem,
} from './admin-edit-links';
import type { ProductRow } from './product-rows';

// An admin's edit of a product from the back office: its texts in three languages, slug, prices, stock,
// whether it is on sale, its pictures, category, collections and attribute values. The edit names the version it started from; if someone saved since, it is
// refused as STALE and nothing is written.

export type ProductEdit = {
  id: number;
  version: number;
  slug: string;
  name: { en: string; hi: string; ar: string };
  description: { en: string; hi: string; ar: string };
  priceMinor: number;
  mrpMinor: number;
  /** Ignored for a service, which keeps no stock. */
  stock: number | null;
  active: boolean;
  /** The pictures, first shown in lists; null keeps them as they are. */
  imageKeys?: string[] | null;
} & LinksEdit;

type ProductEditRefusal =
  'NOT_FOUND' | 'STALE' | 'SLUG_TAKEN' | PriceProblem | StockProblem | TextProblem | ImageProblem | LinksProblem;
export type ProductEditResult = { ok: true; product: ProductRow } | { ok: false; reason: ProductEditRefusal };

/** English always; another language only when typed (empty falls back to English on the storefront). */
export function localizedOf(v: { en: string; hi: string; ar: string }): Localized {
  const out: Localized = { en: v.en.trim() };
  if (v.hi.trim()) out.hi = v.hi.trim();
  if (v.ar.trim()) out.ar = v.ar.trim();
  return out;
}

function problemOf(e: ProductEdit, step: number, tracked: boolean): ProductEditRefusal | null {
  return (
    slugProblem(e.slug) ??
    nameProblem(e.name.en, true) ??
    nameProblem(e.name.hi, false) ??
    nameProblem(e.name.ar, false) ??
    descriptionProblem(e.description.en) ??
    descriptionProblem(e.description.hi) ??
    descriptionProblem(e.description.ar) ??
    priceProblem(e.priceMinor, e.mrpMinor) ??
    (tracked ? stockProblem(e.stock ?? Number.NaN, step) : null)
  );
}

const allNames = (n: Localized) => Object.values(n).join(' ').toLowerCase().replace(/\s+/g, ' ').trim();

/** Search text starts with the names (see the seed): the old names are swapped for the new, the rest kept. */
function searchTextWith(old: string, oldName: Localized, name: Localized): string {
  const was = allNames(oldName);
  const rest = old.startsWith(was) ? old.slice(was.length) : ` ${old}`;
  return `${allNames(name)}${rest}`.trim();
}

/** Stored JSON may hold the languages in another order: put as an edit writes them, so only changes show. */
const sameOrder = (l: Localized) => localizedOf({ en: l.en, hi: l.hi ?? '', ar: l.ar ?? '' });

const audited = (
  p: Pick<ProductRow, 'slug' | 'name' | 'description' | 'priceMinor' | 'mrpMinor' | 'stock' | 'active' | 'imageKeys'>,
) => ({
  slug: p.slug,
  name: sameOrder(p.name),
  description: sameOrder(p.description),
  priceMinor: p.priceMinor,
  mrpMinor: p.mrpMinor,
  stock: p.stock,
  active: p.active,
  imageKeys: p.imageKeys,
});

export async function editProduct(
  db: Db,
  viewer: StaffViewer,
  e: ProductEdit,
  onChanged: (change: CatalogueChange) => void,
  now = new Date(),
): Promise<ProductEditResult> {
  const result = await inTransaction(db, async (tx, refuse: Refuse<ProductEditRefusal>) => {
    if (!Number.isSafeInteger(e.id) || e.id <= 0 || e.id > 2_147_483_647) refuse('NOT_FOUND');
    const [current] = await tx.select().from(products).where(eq(products.id, e.id)).for('update');
    if (!current) refuse('NOT_FOUND');
    if (current.version !== e.version) refuse('STALE');
    const problem = problemOf(e, current.step, current.stock !== null);
    if (problem) refuse(problem);
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, e.slug), ne(products.id, e.id)));
    if (taken) refuse('SLUG_TAKEN');
    const images = e.imageKeys ? await imagesProblem(tx, e.imageKeys) : null;
    if (images) refuse(images);
    // Pictures added are used from now on; those taken off are released (kept while anything else uses them).
    if (e.imageKeys) {
      const added = e.imageKeys.filter((k) => !current.imageKeys.includes(k));
      if (!(await useUploads(tx, added))) refuse('UNKNOWN_IMAGE');
      await releaseUploads(
        tx,
        current.imageKeys.filter((k) => !e.imageKeys!.includes(k)),
        now,
      );
    }
    const linksBefore = await linksOf(tx, current.id, current.categoryId);
    const links = await checkLinks(tx, current.kind, linksBefore, e);
    if (typeof links === 'string') refuse(links);
    const name = localizedOf(e.name);
    const next = {
      slug: e.slug,
      name,
      description: localizedOf(tidyTexts(e.description)),
      priceMinor: e.priceMinor,
      mrpMinor: e.mrpMinor,
      stock: current.stock === null ? null : e.stock,
      active: e.active,
      imageKeys: e.imageKeys ?? current.imageKeys,
      ...links.next,
    };
    const relinked =
      linksBefore.categoryId !== next.categoryId ||
      linksBefore.attributeValueIds.join() !== next.attributeValueIds.join();
    const searchBase = searchTextWith(current.searchText, current.name, name);
    const { was, now: names } = links.names(linksBefore);
    const { collectionIds: _c, attributeValueIds: _a, ...columns } = next;
    const updated = await tx
      .update(products)
      .set({
        ...columns,
        searchText: relinked ? searchTextRelinked(searchBase, was, names) : searchBase,
        version: current.version + 1,
        updatedAt: now,
      })
      .where(and(eq(products.id, e.id), eq(products.version, e.version)))
      .returning({ id: products.id });
    if (updated.length === 0) refuse('STALE');
    await writeLinks(tx, current.id, linksBefore, links.next);
    const diff = changedFields({ ...audited(current), ...linksBefore }, next);
    await recordAudit(tx, viewer, { entity: 'product', entityId: String(e.id), action: 'edit', ...diff }, now);
    return { id: current.id, slugs: [...new Set([current.slug, e.slug])] };
  });
  if (result instanceof Refused) return { ok: false, reason: result.answer };
  const change: CatalogueChange = { at: Date.now(), productIds: [String(result.id)], slugs: result.slugs };
  // Awaited: the storefront's next read must find the new answer, not a cached one.
  await catalogueChanged(db, change).catch((error: unknown) =>
    log.warn('catalogue: cached answers not dropped', { error: String(error) }),
  );
  onChanged(change);
  const product = await adminProduct(db, result.id);
  return product ? { ok: true, product } : { ok: false, reason: 'NOT_FOUND' };
}
