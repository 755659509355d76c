import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  attributeValues,
  categories,
  collections,
  productAttributeValues,
  productCollections,
} from '../../db/schema/catalog';
import { locales, type Localized } from '../../db/schema/localized';
import { categoriesOfKind } from '../../lib/product-kinds';

// What an edit in the back office places a product in: its category (one of its kind's), its collections
// and its attribute values. Checked and written inside editProduct's transaction; search text follows.

export type LinksProblem = 'UNKNOWN_CATEGORY' | 'UNKNOWN_COLLECTION' | 'UNKNOWN_ATTRIBUTE_VALUE';
export type Links = { categoryId: number; collectionIds: number[]; attributeValueIds: number[] };
/** null (or absent) keeps that part as it is. */
export type LinksEdit = {
  categoryId?: number | null;
  collectionIds?: readonly number[] | null;
  attributeValueIds?: readonly number[] | null;
};

const sorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
const validIds = (ids: readonly number[]) => ids.every((id) => Number.isSafeInteger(id) && id > 0 && id < 2 ** 31);

export async function collectionIdsOf(tx: Db, productId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: productCollections.collectionId })
    .from(productCollections)
    .where(eq(productCollections.productId, productId));
  return sorted(rows.map((r) => r.id));
}

export async function valueIdsOf(tx: Db, productId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: productAttributeValues.valueId })
    .from(productAttributeValues)
    .where(eq(productAttributeValues.productId, productId));
  return sorted(rows.map((r) => r.id));
}

export async function linksOf(tx: Db, productId: number, categoryId: number): Promise<Links> {
  return {
    categoryId,
    collectionIds: await collectionIdsOf(tx, productId),
    attributeValueIds: await valueIdsOf(tx, productId),
  };
}

type Checked = { next: Links; names: (before: Links) => { was: Localized[]; now: Localized[] } };

/** The links after the edit, or why not. A service keeps its category (no kind of its own to choose from). */
export async function checkLinks(
  tx: Db,
  kind: 'saree' | 'fabric' | 'service',
  before: Links,
  e: LinksEdit,
): Promise<LinksProblem | Checked> {
  const categoryId = e.categoryId ?? before.categoryId;
  const allCategories = await tx
    .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId, name: categories.name })
    .from(categories);
  const allowed = kind === 'service' ? [] : categoriesOfKind(allCategories, kind);
  if (categoryId !== before.categoryId && !allowed.some((c) => c.id === categoryId)) return 'UNKNOWN_CATEGORY';
  const collectionIds = sorted(e.collectionIds ?? before.collectionIds);
  if (!validIds(collectionIds)) return 'UNKNOWN_COLLECTION';
  if (collectionIds.length) {
    const found = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(inArray(collections.id, collectionIds));
    if (found.length !== collectionIds.length) return 'UNKNOWN_COLLECTION';
  }
  const attributeValueIds = sorted(e.attributeValueIds ?? before.attributeValueIds);
  if (!validIds(attributeValueIds) || attributeValueIds.length > 60) return 'UNKNOWN_ATTRIBUTE_VALUE';
  const valueIds = sorted([...attributeValueIds, ...before.attributeValueIds]);
  const values = valueIds.length
    ? await tx
        .select({ id: attributeValues.id, name: attributeValues.name })
        .from(attributeValues)
        .where(inArray(attributeValues.id, valueIds))
    : [];
  const valueName = new Map(values.map((v) => [v.id, v.name]));
  if (attributeValueIds.some((id) => !valueName.has(id))) return 'UNKNOWN_ATTRIBUTE_VALUE';
  const categoryName = new Map(allCategories.map((c) => [c.id, c.name]));
  const next = { categoryId, collectionIds, attributeValueIds };
  return {
    next,
    names: (b) => ({
      was: [categoryName.get(b.categoryId), ...b.attributeValueIds.map((id) => valueName.get(id))].filter(
        (n): n is Localized => !!n,
      ),
      now: [categoryName.get(categoryId), ...attributeValueIds.map((id) => valueName.get(id))].filter(
        (n): n is Localized => !!n,
      ),
    }),
  };
}

/** Replaces the product's collection and attribute rows where they changed (triggers keep listings). */
export async function writeLinks(tx: Db, productId: number, before: Links, next: Links): Promise<void> {
  const same = (a: number[], b: number[]) => a.join() === b.join();
  if (!same(before.collectionIds, next.collectionIds)) {
    await tx.delete(productCollections).where(eq(productCollections.productId, productId));
    if (next.collectionIds.length)
      await tx
        .insert(productCollections)
        .values(next.collectionIds.map((collectionId) => ({ productId, collectionId })));
  }
  if (!same(before.attributeValueIds, next.attributeValueIds)) {
    const gone = before.attributeValueIds.filter((id) => !next.attributeValueIds.includes(id));
    const added = next.attributeValueIds.filter((id) => !before.attributeValueIds.includes(id));
    if (gone.length)
      await tx
        .delete(productAttributeValues)
        .where(and(eq(productAttributeValues.productId, productId), inArray(productAttributeValues.valueId, gone)));
    if (added.length) await tx.insert(productAttributeValues).values(added.map((valueId) => ({ productId, valueId })));
  }
}

const all = (text: Localized) =>
  locales
    .map((l) => text[l] ?? '')
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The seed's search text holds the category's and the values' names after the product's names: the old
 * ones are taken out (once each) and the new ones put in their place, the rest (maker, keywords) kept.
 */
export function searchTextRelinked(text: string, was: Localized[], now: Localized[]): string {
  let out = ` ${text} `;
  for (const piece of was.map(all).filter(Boolean)) {
    const at = out.indexOf(` ${piece} `);
    if (at >= 0) out = out.slice(0, at) + out.slice(at + piece.length + 1);
  }
  return `${out.trim()} ${now.map(all).join(' ')}`.replace(/\s+/g, ' ').trim();
}
