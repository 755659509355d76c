import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, products } from '../../db/schema/catalog';

// A product row as the Product type shows it (with its brand), and products read by id.

const { searchText: _st, searchDocument: _sd, ...cardColumns } = getTableColumns(products);
export const productColumns = {
  ...cardColumns,
  brandName: brands.name,
  brandSlug: brands.slug,
  brandVerified: brands.verified,
};
export type ProductRow = {
  [K in keyof typeof cardColumns]: (typeof products.$inferSelect)[K];
} & { brandName: string; brandSlug: string; brandVerified: boolean };

/**
 * Products by id with their brand (what the Product type shows), for the cart, orders and order-item
 * tracking. `activeOnly` leaves out products taken off sale (a cart prices only what is on sale; an
 * ordered item is tracked whatever became of its product). Ids not found are absent.
 */
export async function productsByIds(
  db: Db,
  ids: readonly number[],
  opts: { activeOnly: boolean },
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const byId = inArray(products.id, [...ids]);
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(opts.activeOnly ? and(byId, eq(products.active, true)) : byId);
}
