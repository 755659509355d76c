import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, collections, productCollections, products } from '../../db/schema/catalog';
import type { Localized } from '../../db/schema/localized';
import {
  positionProblem,
  slugProblem,
  textsProblem,
  tidyTexts,
  adminTextLimits,
  type AdminTexts,
} from '../../lib/catalogue-admin';
import { staffTrail } from '../audit';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import { refusingDuplicates } from '../core/unique';
import { versionedRows, type Desk } from '../core/versioned-save';
import type { AdminViewer } from '../core/viewer';

// The back office's categories and collections. Each change is one transaction with its audit row;
// `version` is compared and raised in the same UPDATE, so of two admins editing one thing the second is
// refused (STALE) instead of overwriting the first (`versionedRows`).

type TaxonomyRefusal =
  | 'NOT_FOUND'
  | 'STALE'
  | 'EMPTY_NAME'
  | 'TOO_LONG'
  | 'INVALID_TEXT'
  | 'INVALID_SLUG'
  | 'SLUG_TAKEN'
  | 'INVALID_POSITION'
  | 'PARENT_NOT_FOUND'
  | 'CYCLE'
  | 'ROOT_FIXED'
  | 'IN_USE';
export type UsedBy = { products: number; categories: number };
export type TaxonomyResult = { ok: true; id: number } | { ok: false; refusal: TaxonomyRefusal; usedBy: UsedBy | null };
type Refusal = { refusal: TaxonomyRefusal; usedBy?: UsedBy };

export type CategoryInput = {
  id: number | null;
  expectedVersion: number | null;
  slug: string;
  parentId: number | null;
  position: number;
  name: AdminTexts;
  description: AdminTexts;
};
export type CollectionInput = Omit<CategoryInput, 'parentId'>;

function checkTexts(input: CollectionInput, refuse: Refuse<Refusal>): { name: Localized; description: Localized } {
  const problem =
    slugProblem(input.slug) ??
    positionProblem(input.position) ??
    textsProblem(input.name, adminTextLimits.name) ??
    textsProblem(input.description, adminTextLimits.description, false);
  if (problem) refuse({ refusal: problem });
  return { name: tidyTexts(input.name), description: tidyTexts(input.description) };
}

const fieldsOf = (r: { slug: string; position: number; name: Localized; description: Localized }) => ({
  slug: r.slug,
  position: r.position,
  name: r.name,
  description: r.description,
});
const categoryDesk: Desk<typeof categories> = {
  table: categories,
  entity: 'category',
  fields: (c) => ({ ...fieldsOf(c), parentId: c.parentId }),
};
const collectionDesk: Desk<typeof collections> = { table: collections, entity: 'collection', fields: fieldsOf };

/** The desk's steps for this transaction, refusing NOT_FOUND and STALE in the taxonomy's shape. */
const rowsOf = <T extends typeof categories | typeof collections>(
  desk: Desk<T>,
  tx: Db,
  refuse: Refuse<Refusal>,
  viewer: AdminViewer,
  now: Date,
) => versionedRows(desk, tx, (refusal) => refuse({ refusal }), staffTrail(tx, viewer, now));

function answer(result: { id: number } | Refused<Refusal>): TaxonomyResult {
  if (result instanceof Refused)
    return { ok: false, refusal: result.answer.refusal, usedBy: result.answer.usedBy ?? null };
  return { ok: true, id: result.id };
}

/** Creates (no id) or edits a category: the top-level ones are the store's listing pages and stay as they are. */
export async function saveCategory(
  db: Db,
  viewer: AdminViewer,
  input: CategoryInput,
  now: Date,
): Promise<TaxonomyResult> {
  return answer(
    await refusingDuplicates(
      inTransaction(db, async (tx, refuse: Refuse<Refusal>) => {
        const texts = checkTexts(input, refuse);
        const [taken] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(
            input.id === null
              ? eq(categories.slug, input.slug)
              : and(eq(categories.slug, input.slug), ne(categories.id, input.id)),
          );
        if (taken) refuse({ refusal: 'SLUG_TAKEN' });
        // Categories are few; the whole parent map answers "is the new parent inside this one?".
        const all = await tx
          .select({ id: categories.id, parentId: categories.parentId })
          .from(categories)
          .for('update');
        const parentOf = new Map(all.map((c) => [c.id, c.parentId]));
        if (input.parentId === null && input.id === null) refuse({ refusal: 'ROOT_FIXED' });
        if (input.parentId !== null && !parentOf.has(input.parentId)) refuse({ refusal: 'PARENT_NOT_FOUND' });
        const next = { slug: input.slug, parentId: input.parentId, position: input.position, ...texts, updatedAt: now };
        const rows = rowsOf(categoryDesk, tx, refuse, viewer, now);
        if (input.id === null) return { id: (await rows.create(next)).id };
        const current = await rows.current(input.id, input.expectedVersion);
        // A top-level category is a listing page of its own (/sarees): its address and place stay.
        if ((current.parentId === null) !== (input.parentId === null)) refuse({ refusal: 'ROOT_FIXED' });
        if (current.parentId === null && input.slug !== current.slug) refuse({ refusal: 'ROOT_FIXED' });
        for (let at: number | null = input.parentId; at !== null; at = parentOf.get(at) ?? null) {
          if (at === current.id) refuse({ refusal: 'CYCLE' });
        }
        return { id: (await rows.update(current, next)).id };
      }),
      { refusal: 'SLUG_TAKEN' },
    ),
  );
}

/** Deletes a category nothing uses; otherwise says what does (its products, its subcategories). */
export async function deleteCategory(
  db: Db,
  viewer: AdminViewer,
  id: number,
  expectedVersion: number,
  now: Date,
): Promise<TaxonomyResult> {
  return answer(
    await inTransaction(db, async (tx, refuse: Refuse<Refusal>) => {
      const rows = rowsOf(categoryDesk, tx, refuse, viewer, now);
      const current = await rows.current(id, expectedVersion, { lock: true });
      const [used] = await tx
        .select({
          products: sql<number>`(select count(*)::int from ${products} p where p.category_id = ${id})`,
          categories: sql<number>`(select count(*)::int from ${categories} c where c.parent_id = ${id})`,
        })
        .from(sql`(select 1) as one`);
      if (used!.products > 0 || used!.categories > 0) refuse({ refusal: 'IN_USE', usedBy: used });
      if (current.parentId === null) refuse({ refusal: 'ROOT_FIXED' });
      await rows.remove(current);
      return { id };
    }),
  );
}

export async function saveCollection(
  db: Db,
  viewer: AdminViewer,
  input: CollectionInput,
  now: Date,
): Promise<TaxonomyResult> {
  return answer(
    await refusingDuplicates(
      inTransaction(db, async (tx, refuse: Refuse<Refusal>) => {
        const texts = checkTexts(input, refuse);
        const [taken] = await tx
          .select({ id: collections.id })
          .from(collections)
          .where(
            input.id === null
              ? eq(collections.slug, input.slug)
              : and(eq(collections.slug, input.slug), ne(collections.id, input.id)),
          );
        if (taken) refuse({ refusal: 'SLUG_TAKEN' });
        const next = { slug: input.slug, position: input.position, ...texts };
        const rows = rowsOf(collectionDesk, tx, refuse, viewer, now);
        if (input.id === null) return { id: (await rows.create(next)).id };
        return { id: (await rows.update(await rows.current(input.id, input.expectedVersion), next)).id };
      }),
      { refusal: 'SLUG_TAKEN' },
    ),
  );
}

export async function deleteCollection(
  db: Db,
  viewer: AdminViewer,
  id: number,
  expectedVersion: number,
  now: Date,
): Promise<TaxonomyResult> {
  return answer(
    await inTransaction(db, async (tx, refuse: Refuse<Refusal>) => {
      const rows = rowsOf(collectionDesk, tx, refuse, viewer, now);
      const current = await rows.current(id, expectedVersion, { lock: true });
      const [used] = await tx
        .select({ products: sql<number>`count(*)::int` })
        .from(productCollections)
        .where(eq(productCollections.collectionId, id));
      if (used!.products > 0) refuse({ refusal: 'IN_USE', usedBy: { products: used!.products, categories: 0 } });
      await rows.remove(current);
      return { id };
    }),
  );
}
