import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/catalog';
import { cached } from './cache';

export type CategoryRow = typeof categories.$inferSelect;

export type CategoryTree = {
  all: CategoryRow[];
  bySlug: Map<string, CategoryRow>;
  children: Map<number | null, CategoryRow[]>;
};

/** The whole tree in one query: it is small, and every category field is then answered from memory. */
export function loadCategoryTree(db: Db): Promise<CategoryTree> {
  return cached(db, 'category-tree', () => readCategoryTree(db));
}

async function readCategoryTree(db: Db): Promise<CategoryTree> {
  const all = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  const bySlug = new Map(all.map((c) => [c.slug, c]));
  const children = new Map<number | null, CategoryRow[]>();
  for (const c of all) {
    const list = children.get(c.parentId) ?? [];
    list.push(c);
    children.set(c.parentId, list);
  }
  return { all, bySlug, children };
}

/** A category and every category below it, for listing "everything under sarees". */
export function categoryAndDescendants(tree: CategoryTree, rootId: number): number[] {
  const ids: number[] = [];
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop()!;
    ids.push(id);
    for (const c of tree.children.get(id) ?? []) stack.push(c.id);
  }
  return ids;
}
