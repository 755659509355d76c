import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, collections, productCollections, products } from '../../db/schema/catalog';
import type { UsedBy } from './admin-taxonomy';

type CategoryRow = typeof categories.$inferSelect;
export type AdminCategory = CategoryRow & UsedBy;
export type AdminCollection = typeof collections.$inferSelect & { products: number };

/** Every category with what uses it (its products and subcategories), in the storefront's order. */
export async function adminCategories(db: Db): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      row: categories,
      products: sql<number>`(select count(*)::int from ${products} p where p.category_id = "categories"."id")`,
      children: sql<number>`(select count(*)::int from ${categories} c where c.parent_id = "categories"."id")`,
    })
    .from(categories)
    .orderBy(asc(categories.parentId), asc(categories.position), asc(categories.id));
  return rows.map((r) => ({ ...r.row, products: r.products, categories: r.children }));
}

export async function adminCollections(db: Db): Promise<AdminCollection[]> {
  const rows = await db
    .select({
      row: collections,
      products: sql<number>`(select count(*)::int from ${productCollections} pc where pc.collection_id = "collections"."id")`,
    })
    .from(collections)
    .orderBy(asc(collections.position), asc(collections.id));
  return rows.map((r) => ({ ...r.row, products: r.products }));
}
