// The order lifecycle in one place: which status may follow which, who may move it, and what a move
// does to payment status and stock. Services apply it; nothing else decides.

import type { Actor, OrderStatus, PaymentStatus } from '../../lib/order-status';

const edges: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING_PAYMENT: ['PLACED', 'PAYMENT_FAILED', 'CANCELLED'],
  PLACED: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['IN_TAILORING', 'QUALITY_CHECK', 'SHIPPED', 'CANCELLED'],
  IN_TAILORING: ['QUALITY_CHECK', 'CANCELLED'],
  QUALITY_CHECK: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
  PAYMENT_FAILED: [],
};

/** Statuses an order can be cancelled from: anything before it leaves the workshop. */
const cancellable: readonly OrderStatus[] = ['PENDING_PAYMENT', 'PLACED', 'CONFIRMED', 'IN_TAILORING', 'QUALITY_CHECK'];

/**
 * Statuses of a tailored order once cutting has started: the workshop moves the order into tailoring in
 * the same transaction that cuts its first line, and it only moves on from there.
 */
const cutStatuses: readonly OrderStatus[] = ['IN_TAILORING', 'QUALITY_CHECK'];

/** The order moves the workshop makes as a line's stage changes (a designer may make these, an admin any). */
const workshopEdges: readonly string[] = ['PLACED>CONFIRMED', 'CONFIRMED>IN_TAILORING', 'IN_TAILORING>QUALITY_CHECK'];

type OrderFacts = { status: OrderStatus; hasTailoring: boolean };

/**
 * Why the shopper may not cancel the order, or null when they may. Once cutting has started the cloth is
 * cut to their measurements: neither the tailoring nor the saree or fabric it is cut from can go back on
 * sale, so the whole order stays (the store can still cancel it, and talks to the shopper first).
 */
export function shopperCancelRefusal(order: OrderFacts): 'NOT_ALLOWED' | 'CUTTING_STARTED' | null {
  if (!cancellable.includes(order.status)) return 'NOT_ALLOWED';
  if (order.hasTailoring && cutStatuses.includes(order.status)) return 'CUTTING_STARTED';
  return null;
}

export function canTransition(order: OrderFacts, to: OrderStatus, actor: Actor): boolean {
  const from = order.status;
  if (!edges[from].includes(to)) return false;
  // A tailored order goes through the workshop; a ready-made one has no workshop step.
  if (from === 'CONFIRMED' && order.hasTailoring && to !== 'IN_TAILORING' && to !== 'CANCELLED') return false;
  if (from === 'CONFIRMED' && !order.hasTailoring && to === 'IN_TAILORING') return false;
  // Only the payment provider decides whether money arrived.
  if (from === 'PENDING_PAYMENT' && (to === 'PLACED' || to === 'PAYMENT_FAILED')) return actor === 'payment';
  if (to === 'CANCELLED') {
    if (actor === 'customer') return shopperCancelRefusal(order) === null;
    // The provider cancels an unpaid order when it captured another amount than the order's total.
    return actor === 'admin' || ((actor === 'system' || actor === 'payment') && from === 'PENDING_PAYMENT');
  }
  return actor === 'admin' || (actor === 'designer' && workshopEdges.includes(`${from}>${to}`));
}

/** Where an actor may move the order next (what the admin screen offers). */
export function nextStatuses(order: OrderFacts, actor: Actor): OrderStatus[] {
  return edges[order.status].filter((to) => canTransition(order, to, actor));
}

/** Stock goes back to the shelf when an order will never ship. */
export function returnsStock(to: OrderStatus): boolean {
  return to === 'CANCELLED' || to === 'PAYMENT_FAILED';
}

/** The payment status after a move; unchanged when the move says nothing about money. */
export function paymentStatusAfter(current: PaymentStatus, to: OrderStatus, actor: Actor): PaymentStatus {
  if (to === 'PLACED' && actor === 'payment') return 'PAID';
  if (to === 'PAYMENT_FAILED') return 'FAILED';
  // Money the order cannot be paid with (another amount) arrived: it is owed back.
  if (to === 'CANCELLED' && actor === 'payment') return 'REFUND_DUE';
  if (to === 'CANCELLED')
    return current === 'PAID' ? 'REFUND_DUE' : current === 'COD_DUE' || current === 'PENDING' ? 'EXPIRED' : current;
  if (to === 'DELIVERED' && current === 'COD_DUE') return 'PAID';
  return current;
}

/**
 * The payment status when money arrives for an order that no longer waits for it (cancelled or
 * expired): it is owed back. Null when nothing changes (already paid, or already owed back).
 */
export function paymentStatusOnLateMoney(current: PaymentStatus): PaymentStatus | null {
  return current === 'PAID' || current === 'REFUND_DUE' ? null : 'REFUND_DUE';
}
