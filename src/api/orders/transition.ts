import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orderItems, orders } from '../../db/schema/orders';
import { setOrderPaymentStatus } from '../payments';
import { returnStock } from '../catalog';
import { releaseOrderOffers } from '../offers';
import { log } from '../../log';
import { announce, loadOrderView, maxOrderNumberLength, type BuyingDeps, type OrderRow, type OrderView } from './store';
import { lookupKey } from '../core/text';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import type { Actor, OrderStatus, PaymentStatus } from '../../lib/order-status';
import { canTransition, paymentStatusAfter, paymentStatusOnLateMoney, returnsStock } from './state-machine';
import { orderMovedMessage } from './messages';
import { changedFields, recordAudit } from '../audit';
import { earnForOrder, reverseOrder } from '../rewards';
import type { RewardRules } from '../../lib/rewards';
import type { StaffViewer } from '../core/viewer';

export type OrderActionRefusal =
  | 'NOT_FOUND'
  | 'NOT_ALLOWED'
  | 'CUTTING_STARTED'
  | 'TRACKING_REQUIRED'
  | 'INVALID_INPUT'
  | 'PAYMENT_MISMATCH'
  | 'INVALID_SIGNATURE';
export type OrderActionResult =
  { ok: true; order: OrderView } | { ok: false; refusal: OrderActionRefusal; order: OrderView | null };

export type Move = {
  to: OrderStatus;
  actor: Actor;
  /** The shopper or staff member making the move (none for the store itself or the payment provider). */
  actorId?: string | null;
  note?: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
};

/** Locks one order row for the caller's transaction (payments settle against it). */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** Locks one order row by its number for the caller's transaction. */
export async function lockOrderByNumber(tx: Db, number: string): Promise<OrderRow | undefined> {
  const key = lookupKey(number, maxOrderNumberLength);
  if (key === null) return undefined;
  const [order] = await tx.select().from(orders).where(eq(orders.number, key)).for('update');
  return order;
}

/**
 * Money arrived for a locked order that no longer waits for it: through the order's rules, its payment
 * status becomes REFUND_DUE and the order's history says so (an event, like every other move). The
 * order's status is unchanged. Returns the new payment status, or null when nothing changed.
 */
export async function recordLatePayment(tx: Db, order: OrderRow, now: Date): Promise<PaymentStatus | null> {
  const paymentStatus = paymentStatusOnLateMoney(order.paymentStatus as PaymentStatus);
  if (!paymentStatus) return null;
  await tx.update(orders).set({ paymentStatus, updatedAt: now }).where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    status: order.status,
    at: now,
    actor: 'payment',
    note: 'Payment arrived after the order closed; refund due',
  });
  return paymentStatus;
}

/**
 * A locked order's refund settled (REFUND_DUE → REFUNDED): the order's payment status and an event in its
 * history, who did it (staff recording it, or the payment provider confirming it).
 */
export async function recordRefunded(
  tx: Db,
  order: OrderRow,
  by: { actor: Actor; actorId?: string | null; note: string },
  now: Date,
): Promise<boolean> {
  if (order.paymentStatus !== 'REFUND_DUE') return false;
  await tx.update(orders).set({ paymentStatus: 'REFUNDED', updatedAt: now }).where(eq(orders.id, order.id));
  // Money back: points it used return, points it earned are taken back (rewards).
  await reverseOrder(tx, order.userId, order, now);
  await tx.insert(orderEvents).values({
    orderId: order.id,
    status: order.status,
    at: now,
    actor: by.actor,
    actorId: by.actorId ?? null,
    note: by.note,
  });
  return true;
}

/**
 * Moves one locked order within the caller's transaction: status, payment status, the event row and,
 * for a cancelled or failed order, its stock back on the shelf. Returns false when the move is not legal
 * from where the order is now.
 */
export async function moveLocked(
  tx: Db,
  order: OrderRow,
  move: Move,
  now: Date,
  rules?: RewardRules,
): Promise<{ moved: boolean; stockChanged: boolean }> {
  const from = order.status as OrderStatus;
  if (!canTransition({ status: from, hasTailoring: order.hasTailoring }, move.to, move.actor))
    return { moved: false, stockChanged: false };
  const paymentStatus = paymentStatusAfter(order.paymentStatus, move.to, move.actor);
  await tx
    .update(orders)
    .set({
      status: move.to,
      paymentStatus,
      updatedAt: now,
      expiresAt: move.to === 'PENDING_PAYMENT' ? order.expiresAt : null,
      ...(move.carrier ? { carrier: move.carrier, trackingNumber: move.trackingNumber ?? null } : {}),
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    status: move.to,
    at: now,
    actor: move.actor,
    actorId: move.actorId ?? null,
    note: move.note ?? null,
  });
  await orderMovedMessage(
    tx,
    order,
    move.to,
    paymentStatus === 'PAID' && order.paymentStatus !== 'PAID',
    { carrier: move.carrier ?? order.carrier, trackingNumber: move.trackingNumber ?? order.trackingNumber },
    now,
  );
  if (paymentStatus !== order.paymentStatus) {
    await setOrderPaymentStatus(tx, order.id, paymentStatus, now);
  }
  await rewardsAfterMove(tx, order, move.to, now, rules);
  let stockChanged = false;
  if (returnsStock(move.to)) {
    const items = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.stocked, true)))
      .orderBy(asc(orderItems.productId));
    await returnStock(
      tx,
      items.map((i) => ({ productId: i.productId, qty: i.qty })),
      now,
    );
    stockChanged = items.length > 0;
    // The offers' uses it held go back, once (offers).
    await releaseOrderOffers(tx, order.id, now);
  }
  return { moved: true, stockChanged };
}

/**
 * An order's points move with it (rewards), in the same transaction: a delivered order earns on the goods
 * paid for (less what points paid); a cancelled or failed one gives back the points it used.
 */
async function rewardsAfterMove(tx: Db, order: OrderRow, to: OrderStatus, now: Date, rules?: RewardRules) {
  if (to === 'DELIVERED') {
    await earnForOrder(
      tx,
      order.userId,
      { ...order, goodsPaidMinor: order.subtotalMinor - order.pointsDiscountMinor },
      now,
      rules,
    );
  } else if (to === 'CANCELLED' || to === 'PAYMENT_FAILED') {
    await reverseOrder(tx, order.userId, order, now);
  }
}

/** What staff see change on an order, for its audit trail. */
export const auditedFields = (o: Pick<OrderRow, 'status' | 'paymentStatus' | 'carrier' | 'trackingNumber'>) => ({
  status: o.status,
  paymentStatus: o.paymentStatus,
  carrier: o.carrier,
  trackingNumber: o.trackingNumber,
});

/**
 * Locks the order by number, lets `decide` pick the move, applies it, commits, then announces it. A staff
 * member's move is audited in the same transaction.
 */
export async function transition(
  deps: BuyingDeps,
  number: string,
  decide: (order: OrderRow) => Move | OrderActionRefusal,
  staff?: StaffViewer,
): Promise<OrderActionResult> {
  const key = lookupKey(number, maxOrderNumberLength);
  if (key === null) return { ok: false, refusal: 'NOT_FOUND', order: null };
  const now = deps.kit.now();
  const outcome = await inTransaction(deps.db, async (tx, refuse: Refuse<OrderActionRefusal>) => {
    const [order] = await tx.select().from(orders).where(eq(orders.number, key)).for('update');
    if (!order) refuse('NOT_FOUND');
    const move = decide(order);
    if (typeof move === 'string') refuse(move);
    const r = await moveLocked(tx, order, move, now, deps.buying.rewards);
    if (!r.moved) refuse('NOT_ALLOWED');
    if (staff) {
      const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
      const diff = changedFields(auditedFields(order), auditedFields(after!));
      await recordAudit(
        tx,
        staff,
        { entity: 'order', entityId: order.number, action: `status.${move.to}`, ...diff },
        now,
      );
    }
    return { stockChanged: r.stockChanged };
  });
  if (outcome instanceof Refused) {
    return {
      ok: false,
      refusal: outcome.answer,
      order: outcome.answer === 'NOT_FOUND' ? null : await loadOrderView(deps.db, number),
    };
  }
  announce(deps, number, outcome.stockChanged);
  return { ok: true, order: (await loadOrderView(deps.db, number))! };
}

export const expiryNote = 'payment not received';
export const refundNotes = {
  recorded: 'Refund recorded by staff',
  processed: 'Refund processed by Razorpay',
} as const;

/** Cancels one unpaid order whose time is up (re-checked under the lock). */
async function expireIfDue(deps: BuyingDeps, number: string): Promise<boolean> {
  const now = deps.kit.now();
  const r = await transition(deps, number, (o) =>
    o.status === 'PENDING_PAYMENT' && o.expiresAt && o.expiresAt.getTime() <= now.getTime()
      ? { to: 'CANCELLED', actor: 'system', note: expiryNote }
      : 'NOT_ALLOWED',
  );
  return r.ok;
}

/** The sweeper: every unpaid order past its time is cancelled and its stock returned. */
export async function expireDueOrders(deps: BuyingDeps, limit = 200): Promise<number> {
  const due = await deps.db
    .select({ number: orders.number })
    .from(orders)
    .where(and(eq(orders.status, 'PENDING_PAYMENT'), lte(orders.expiresAt, deps.kit.now())))
    .limit(limit);
  let n = 0;
  for (const { number } of due) if (await expireIfDue(deps, number)) n++;
  return n;
}

/** Runs the sweeper every minute; returns the stop function. */
export function startExpirySweeper(deps: BuyingDeps, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    expireDueOrders(deps)
      .then((n) => n && log.info('orders: expired unpaid orders', { count: n }))
      .catch((error: unknown) => log.warn('orders: expiry sweep failed', { error: String(error) }));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** A read of a pending order past its time applies the expiry first, so nobody sees a stale state. */
export async function freshen(deps: BuyingDeps, view: OrderView | null): Promise<OrderView | null> {
  if (!view) return null;
  const r = view.row;
  if (r.status === 'PENDING_PAYMENT' && r.expiresAt && r.expiresAt.getTime() <= deps.kit.now().getTime()) {
    await expireIfDue(deps, r.number);
    return loadOrderView(deps.db, r.number);
  }
  return view;
}
