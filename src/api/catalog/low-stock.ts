import { and, count, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { lowStockThreshold } from '../../lib/product-rules';

export { lowStockThreshold };

/** On sale, counted, and at or under the threshold: the same rows as the back office's `?stock=low` list. */
export const runningLow = () =>
  and(eq(products.active, true), isNotNull(products.stock), lte(products.stock, lowStockThreshold));

/** How many products are running low (services carry no stock). */
export async function lowStockCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(runningLow());
  return row?.n ?? 0;
}
