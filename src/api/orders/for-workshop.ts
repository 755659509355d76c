// What the tailoring workshop needs of an order, answered by the orders domain so its tables and its state
// machine stay its own: whether the order is confirmed and since when, the lines a job names, and the order
// moves a stage change implies (into tailoring when cutting starts, to quality check when all are ready).
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Locale, Localized } from '../../db/schema/localized';
import { orderEvents, orderItems, orders } from '../../db/schema/orders';
import type { OrderStatus, PaymentStatus } from '../../lib/order-status';
import { moveLocked } from './transition';
import { announce, type BuyingDeps, type OrderEventRow, type OrderView } from './store';

/** The notes the order's timeline gets when the workshop moves it (translated by code, see notes.ts). */
export const workshopNotes = {
  confirmed: 'Confirmed by the workshop',
  cutting: 'Cutting started in the workshop',
  ready: 'All tailoring ready',
  figures: 'Measurements taken by the designer',
} as const;

/** Order statuses in which the workshop may work on an order: confirmed, not cancelled, not yet shipped. */
const workableStatuses: readonly OrderStatus[] = ['CONFIRMED', 'IN_TAILORING', 'QUALITY_CHECK'];

/** Statuses in which a shopper's measurements can still matter (the window itself is the workshop's rule). */
const openStatuses: readonly OrderStatus[] = ['PENDING_PAYMENT', 'PLACED', 'CONFIRMED', 'IN_TAILORING'];

/**
 * When the order was confirmed: the payment arrived (a prepaid order's first PLACED by the provider) or the
 * store confirmed it (CONFIRMED, how cash on delivery is confirmed). Null while neither has happened.
 */
function confirmedAt(events: readonly Pick<OrderEventRow, 'status' | 'actor' | 'at'>[]): Date | null {
  let first: Date | null = null;
  for (const e of events) {
    const confirms = e.status === 'CONFIRMED' || (e.status === 'PLACED' && e.actor === 'payment');
    if (confirms && (!first || e.at.getTime() < first.getTime())) first = e.at;
  }
  return first;
}

/** Whether the workshop may work on an order in this state: paid or confirmed, and not cancelled. */
export function isWorkable(status: OrderStatus, paymentStatus: PaymentStatus): boolean {
  return workableStatuses.includes(status) || (status === 'PLACED' && paymentStatus === 'PAID');
}

/** Whether the order is still open to a shopper's changes (not cancelled, failed, or gone out of the workshop). */
export const isOpenForChanges = (status: OrderStatus): boolean => openStatuses.includes(status);

export type WorkshopOrderItem = {
  id: number;
  name: Localized;
  slug: string;
  kind: string;
  qty: number;
  currency: string;
  imageKey: string | null;
};
export type WorkshopOrder = {
  id: string;
  number: string;
  userId: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  confirmedAt: Date | null;
  /** The language the order was placed in: messages about it are written in it. */
  locale: Locale;
  items: WorkshopOrderItem[];
};

const itemOf = (i: typeof orderItems.$inferSelect): WorkshopOrderItem => ({
  id: i.id,
  name: i.name,
  slug: i.slug,
  kind: i.kind,
  qty: i.qty,
  currency: i.currency,
  imageKey: i.imageKey,
});

async function eventsOf(db: Db, ids: string[]) {
  return db
    .select({ orderId: orderEvents.orderId, status: orderEvents.status, actor: orderEvents.actor, at: orderEvents.at })
    .from(orderEvents)
    .where(
      and(inArray(orderEvents.orderId, ids), or(eq(orderEvents.status, 'CONFIRMED'), eq(orderEvents.status, 'PLACED'))),
    );
}

/** The orders the workshop's lines belong to, with their items, in three statements. */
export async function workshopOrders(db: Db, ids: readonly string[]): Promise<Map<string, WorkshopOrder>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [rows, items, events] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, unique)),
    db.select().from(orderItems).where(inArray(orderItems.orderId, unique)).orderBy(asc(orderItems.position)),
    eventsOf(db, unique),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        number: r.number,
        userId: r.userId,
        status: r.status,
        paymentStatus: r.paymentStatus,
        confirmedAt: confirmedAt(events.filter((e) => e.orderId === r.id)),
        locale: r.locale,
        items: items.filter((i) => i.orderId === r.id).map(itemOf),
      },
    ]),
  );
}

/** One order locked for the caller's transaction (a stage move or a change serialises on it). */
export async function lockWorkshopOrder(tx: Db, orderId: string): Promise<WorkshopOrder | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) return null;
  const [events, items] = await Promise.all([
    eventsOf(tx, [row.id]),
    tx.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.position)),
  ]);
  return {
    id: row.id,
    number: row.number,
    userId: row.userId,
    status: row.status,
    paymentStatus: row.paymentStatus,
    confirmedAt: confirmedAt(events),
    locale: row.locale,
    items: items.map(itemOf),
  };
}

/** The same facts from an order the caller already read whole (the Order type's own fields). */
export function workshopOrderOf(view: OrderView): WorkshopOrder {
  const r = view.row;
  return {
    id: r.id,
    number: r.number,
    userId: r.userId,
    status: r.status,
    paymentStatus: r.paymentStatus,
    confirmedAt: confirmedAt(view.events),
    locale: r.locale,
    items: view.items.map(itemOf),
  };
}

/** Ids of the orders the workshop works on, as a subquery its own queries filter by. */
export function workableOrderIds(db: Db) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      or(
        inArray(orders.status, [...workableStatuses]),
        and(eq(orders.status, 'PLACED'), eq(orders.paymentStatus, 'PAID')),
      ),
    );
}

/**
 * The order moves a stage change implies, through the order's state machine, in the caller's transaction
 * (the order is already locked): cutting the first line takes a confirmed order into tailoring (a paid one
 * not yet confirmed by hand is confirmed first, since cutting is the store's commitment); the last line
 * ready takes it to quality check. Each move's event names the staff member whose stage change made it.
 * Returns whether the order moved.
 */
export async function followWorkshop(
  tx: Db,
  orderId: string,
  event: 'CUTTING_STARTED' | 'ALL_READY',
  by: { actor: 'admin' | 'designer'; userId: string },
  now: Date,
): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return false;
  const path: OrderStatus[] =
    event === 'CUTTING_STARTED'
      ? order.status === 'PLACED' && order.paymentStatus === 'PAID'
        ? ['CONFIRMED', 'IN_TAILORING']
        : order.status === 'CONFIRMED'
          ? ['IN_TAILORING']
          : []
      : order.status === 'IN_TAILORING'
        ? ['QUALITY_CHECK']
        : [];
  let current = order;
  let moved = false;
  for (const to of path) {
    const note =
      to === 'IN_TAILORING'
        ? workshopNotes.cutting
        : to === 'QUALITY_CHECK'
          ? workshopNotes.ready
          : workshopNotes.confirmed;
    const r = await moveLocked(tx, current, { to, actor: by.actor, actorId: by.userId, note }, now);
    if (!r.moved) break;
    moved = true;
    [current] = (await tx.select().from(orders).where(eq(orders.id, orderId))) as [typeof order];
  }
  return moved;
}

/** After a commit that changed an order's tailoring: its open pages hear it over `orderUpdated`. */
export function announceOrderChange(deps: Pick<BuyingDeps, 'pubsub' | 'db'>, number: string): void {
  announce(deps, number, false);
}

/** The timeline names who took a line's figures on a call; the order's status stays as it is. */
export async function noteFiguresTaken(
  tx: Db,
  orderId: string,
  by: { actor: 'admin' | 'designer'; userId: string },
  now: Date,
): Promise<void> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  await tx.insert(orderEvents).values({
    orderId,
    status: order.status,
    at: now,
    actor: by.actor,
    actorId: by.userId,
    note: workshopNotes.figures,
  });
}
