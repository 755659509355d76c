import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orderItems, orders } from '../../db/schema/orders';
import { paymentsOfOrders, type PaymentRow } from '../payments';
import type { BuyingSettings } from '../../config';
import type { AuthKit } from '../identity';
import type { CatalogueChange, SilaiPubSub } from '../core/pubsub';
import { holdReadsUntil } from '../core/response-invalidation';
import { log } from '../../log';
import { catalogueChanged } from '../catalog';
import { lookupKey } from '../core/text';
import { adminOrderWhere, maxAdminOffset, maxAdminPage, type AdminOrderFilter } from './admin-filter';

declare module '../core/pubsub' {
  interface PubSubTopics {
    /** An order changed (placed, paid, moved, cancelled): subscribers re-read it and check who may see it. */
    orderUpdated: [{ number: string }];
  }
}

export type BuyingDeps = { db: Db; kit: Pick<AuthKit, 'now' | 'jwtKey'>; buying: BuyingSettings; pubsub: SilaiPubSub };

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type OrderView = { row: OrderRow; items: OrderItemRow[]; events: OrderEventRow[]; payment: PaymentRow | null };

/** Items, events and the latest payment of many orders in three statements. */
export async function withDetails(db: Db, rows: OrderRow[]): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, events, pays] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position)),
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)),
    paymentsOfOrders(db, ids),
  ]);
  return rows.map((row) => ({
    row,
    items: items.filter((i) => i.orderId === row.id),
    events: events.filter((e) => e.orderId === row.id),
    payment: pays.find((p) => p.orderId === row.id) ?? null,
  }));
}

/** Order numbers are `SL-` and eight characters; anything longer or with control characters is none. */
export const maxOrderNumberLength = 20;

export async function orderByNumber(db: Db, number: string): Promise<OrderRow | null> {
  const key = lookupKey(number, maxOrderNumberLength);
  if (key === null) return null;
  const [row] = await db.select().from(orders).where(eq(orders.number, key));
  return row ?? null;
}

/** Whose order this is, and its number (payments show a payment only to the order's owner). */
export async function orderOwner(db: Db, orderId: string): Promise<{ number: string; userId: string } | undefined> {
  const [row] = await db
    .select({ number: orders.number, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

export async function loadOrderView(db: Db, number: string): Promise<OrderView | null> {
  const row = await orderByNumber(db, number);
  return row ? (await withDetails(db, [row]))[0]! : null;
}

export async function ordersOfUser(db: Db, userId: string, limit = 100): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export async function ordersForAdmin(
  db: Db,
  filter: AdminOrderFilter,
  first: number,
  offset: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(adminOrderWhere(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(Math.min(maxAdminPage, Math.max(1, first)))
    .offset(Math.min(maxAdminOffset, Math.max(0, offset)));
}

/** The products of an order, as the catalogue's change feed names them. */
async function productsOfOrder(db: Db, number: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.number, number));
  return rows.map((r) => String(r.productId));
}

/**
 * After a commit that changed stock or an order: the cached reads of the order's products are dropped
 * and watchers hear it. Until the products are known, this process's cached catalogue reads wait
 * (holdReadsUntil), so the next request already sees the new stock.
 */
export function announce(
  deps: Pick<BuyingDeps, 'pubsub' | 'db'>,
  number: string,
  stockChanged: boolean,
  /** The order's products when the caller holds them (placing does): no statement to find them. */
  known?: readonly string[],
): void {
  if (stockChanged) {
    const found = known ? Promise.resolve([...new Set(known)]) : productsOfOrder(deps.db, number);
    const work = found
      .then((productIds): CatalogueChange => ({ at: Date.now(), productIds }))
      .catch((error: unknown): CatalogueChange => {
        log.warn('catalogue: products of a changed order not found, dropping every cached read', {
          number,
          error: String(error),
        });
        return { at: Date.now(), all: true };
      })
      .then(async (change) => {
        await catalogueChanged(deps.db, change).catch((error: unknown) =>
          log.warn('catalogue: cached answers not dropped', { error: String(error) }),
        );
        deps.pubsub.publish('catalogueChanged', change);
      });
    holdReadsUntil(deps.db, work);
  }
  deps.pubsub.publish('orderUpdated', { number });
}
