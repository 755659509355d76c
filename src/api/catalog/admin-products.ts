import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, products } from '../../db/schema/catalog';
import { lowStockThreshold } from '../../lib/product-rules';
import { runningLow } from './low-stock';
import { searchTerm } from '../core/text';
import { productColumns, type ProductRow } from './product-rows';

// The back office's list of products: every product (on sale or not), searched by name, slug or SKU,
// filtered by kind, category, whether on sale and low stock, a page at a time.

export type AdminProductFilter = {
  search: string | null;
  kind: 'saree' | 'fabric' | 'service' | null;
  categoryId: number | null;
  published: boolean | null;
  lowStock: boolean;
};
export type AdminProductPage = { total: number; items: ProductRow[]; lowStockThreshold: number };

const maxPage = 100;

/** `%` and `_` typed by the admin are matched as themselves. */
const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: AdminProductFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const term = searchTerm(f.search, 100).toLowerCase();
  if (term) {
    const like = `%${likeEscaped(term)}%`;
    parts.push(or(ilike(products.searchText, like), ilike(products.slug, like), ilike(products.sku, like)));
  }
  if (f.kind) parts.push(eq(products.kind, f.kind));
  if (f.categoryId !== null) parts.push(eq(products.categoryId, f.categoryId));
  if (f.published !== null) parts.push(eq(products.active, f.published));
  if (f.lowStock) parts.push(runningLow());
  return and(...parts);
}

export async function adminProducts(
  db: Db,
  f: AdminProductFilter,
  offset: number,
  limit: number,
): Promise<AdminProductPage> {
  const w = where(f);
  const take = Math.min(Math.max(1, limit), maxPage);
  const skip = Math.min(Math.max(0, offset), 1_000_000);
  const [items, [total]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(w)
      .orderBy(desc(products.id))
      .limit(take)
      .offset(skip),
    db.select({ n: count() }).from(products).where(w),
  ]);
  return { total: total?.n ?? 0, items, lowStockThreshold };
}

/** One product for its edit page, on sale or not. */
export async function adminProduct(db: Db, id: number): Promise<ProductRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, id));
  return row ?? null;
}
