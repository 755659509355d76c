import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dateOf, epochMs, Params, runStatement } from '../../db/statement';
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

// As SQL text: products are read on every cart price, quote and order, and building this statement with
// the query builder each time was the largest share of checkout's CPU (BENCHMARKS.md). The columns are
// `productColumns` (product-rows.test.ts holds the two to the same rows).
const productRowsText = `select p.id, p.slug, p.sku, p.kind, p.category_id as "categoryId", p.brand_id as "brandId",
  p.name, p.description, p.care, p.mrp_minor as "mrpMinor", p.price_minor as "priceMinor", p.currency,
  p.stock::float8 as stock, p.step::float8 as step, p.turnaround_days as "turnaroundDays", p.featured,
  p.image_keys as "imageKeys", p.rating_avg_x100 as "ratingAvg", p.rating_count as "ratingCount", p.active,
  p.version, ${epochMs('p.created_at')} as "createdAt", ${epochMs('p.updated_at')} as "updatedAt",
  b.name as "brandName", b.slug as "brandSlug", b.verified as "brandVerified"
  from products p join brands b on b.id = p.brand_id`;

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
  const p = new Params();
  const rows = await runStatement<
    Omit<ProductRow, 'createdAt' | 'updatedAt'> & { createdAt: number; updatedAt: number }
  >(db, `${productRowsText} where p.id = any(${p.add([...ids], 'int[]')})${opts.activeOnly ? ' and p.active' : ''}`, p);
  return rows.map((r) => ({ ...r, createdAt: dateOf(r.createdAt), updatedAt: dateOf(r.updatedAt) }));
}
