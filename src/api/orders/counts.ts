import { and, count, eq, gte, inArray, lt, notInArray, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';

/** Orders placed in [from, to) (not those still awaiting or failing payment) and what they came to. */
export async function ordersPlacedBetween(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ count: number; totalMinor: number }> {
  const [row] = await db
    .select({ n: count(), total: sum(orders.totalMinor) })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
        notInArray(orders.status, ['PENDING_PAYMENT', 'PAYMENT_FAILED']),
      ),
    );
  return { count: row?.n ?? 0, totalMinor: Number(row?.total ?? 0) };
}

/** What waits on staff: orders to confirm, to ship, and refunds owed. */
export async function ordersAwaitingAction(db: Db): Promise<{ toConfirm: number; toShip: number; refundsDue: number }> {
  const [[confirm], [ship], [refunds]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.status, 'PLACED')),
    db
      .select({ n: count() })
      .from(orders)
      .where(inArray(orders.status, ['CONFIRMED', 'QUALITY_CHECK'])),
    db.select({ n: count() }).from(orders).where(eq(orders.paymentStatus, 'REFUND_DUE')),
  ]);
  return { toConfirm: confirm?.n ?? 0, toShip: ship?.n ?? 0, refundsDue: refunds?.n ?? 0 };
}

/** Whether the shopper has an order that was not cancelled and did not fail its payment (a first-order offer's test). */
export async function hasEarlierOrder(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, ['CANCELLED', 'PAYMENT_FAILED'])));
  return (row?.n ?? 0) > 0;
}
