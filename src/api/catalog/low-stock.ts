import { and, count, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';

/** At or under this many pieces (or metres), a product counts as running low. */
export const lowStockThreshold = 3;

/** Products on sale whose stock is at or under the threshold (services carry no stock). */
export async function lowStockCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.active, true), isNotNull(products.stock), lte(products.stock, lowStockThreshold)));
  return row?.n ?? 0;
}
