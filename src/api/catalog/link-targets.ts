import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, collections, products } from '../../db/schema/catalog';

/** Whether a store address's category, collection or (active) product exists: banners link only to those. */
export async function linkTargetExists(
  db: Db,
  kind: 'category' | 'collection' | 'product',
  slug: string,
): Promise<boolean> {
  // Only an address-shaped slug can name anything (and NUL never reaches the database).
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return false;
  const table = kind === 'category' ? categories : kind === 'collection' ? collections : products;
  const where = kind === 'product' ? and(eq(products.slug, slug), eq(products.active, true)) : eq(table.slug, slug);
  const rows = await db.select({ id: table.id }).from(table).where(where).limit(1);
  return rows.length > 0;
}
