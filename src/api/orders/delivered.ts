import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';

// What a shopper has received: a review may only be written of a product that reached them.

/** The latest delivered line of `productId` in the shopper's own orders, or null if none was delivered. */
export async function deliveredLineOf(db: Db, userId: string, productId: number): Promise<number | null> {
  const [line] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'DELIVERED'), eq(orderItems.productId, productId)))
    .orderBy(desc(orders.createdAt), desc(orderItems.id))
    .limit(1);
  return line?.id ?? null;
}
