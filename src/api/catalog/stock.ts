import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalog';

/** A quantity of one product, for the stock a caller takes or gives back inside its own transaction. */
export type StockLine = { productId: number; qty: number };
/** A line that could not be taken, with what is left on the shelf. */
export type StockShortfall = StockLine & { available: number };

/**
 * Takes stock for tracked lines (products whose stock is counted; made-to-order products are not passed)
 * in the caller's transaction, with a conditional update so stock never goes below zero however many
 * buyers race. Lines are taken in product-id order, so two takers never wait on each other's rows in a
 * cycle; it stops at the first line that cannot be taken and returns it (the caller rolls back).
 * Returns [] when everything was taken.
 */
export async function takeStock(tx: Db, lines: readonly StockLine[], now: Date): Promise<StockShortfall[]> {
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.qty}`, updatedAt: now })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.qty)))
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [left] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, line.productId));
      return [{ ...line, available: Math.max(0, left?.stock ?? 0) }];
    }
  }
  return [];
}

/**
 * Puts stock back on the shelf in the caller's transaction (a cancelled or failed order). A product that
 * has become made-to-order since keeps no count: only tracked stock comes back.
 */
export async function returnStock(tx: Db, lines: readonly StockLine[], now: Date): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.qty}`, updatedAt: now })
      .where(and(eq(products.id, line.productId), isNotNull(products.stock)));
  }
}
