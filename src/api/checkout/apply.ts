import { log } from '../../log';
import { announce, lockOrder, moveLocked, recordLatePayment, type BuyingDeps, type OrderRow } from '../orders';
import { paymentOfEvent, recordCapture, recordPaymentEvent, setPaymentStatus, type PaymentOutcome } from '../payments';
import { recordAudit } from '../audit';
import type { Db } from '../../db/client';
import { inTransaction, Refused, type Refuse } from '../core/refusal';

// Settling a payment, the workflow between payments and orders: the payments' records through their
// door, the order's move through orders' door, in one transaction.

/** A verified provider event: signature already checked by the caller. */
export type PaymentEvent = {
  provider: 'test' | 'razorpay';
  eventId: string;
  /** Ours (test gateway) or the provider's order id (Razorpay): one of them. */
  paymentId?: string;
  providerOrderId?: string;
  providerPaymentId?: string | null;
  outcome: Extract<PaymentOutcome, 'paid' | 'failed' | 'abandoned'>;
  /** For `paid`: what the provider captured, by its own account (never the store's figure). */
  amountMinor: number;
  currency: string;
};
/**
 * `amount-mismatch`: money was captured, but not the order's total; the order is not paid (an unpaid one is
 * cancelled) and what was captured is owed back. `mismatch`: any other event naming another amount, refused.
 */
export type ApplyResult =
  | { result: 'applied' | 'replay' | 'ignored' | 'amount-mismatch'; orderNumber: string | null }
  | { result: 'unknown' | 'mismatch'; orderNumber: string | null };

const mismatchNote = 'Payment received for another amount than the order total; refund due';

/**
 * A capture that is not the order's total, for staff: the order is cancelled if it was still unpaid, the
 * money owed back, and the audit trail and the log say what was captured against what was due.
 */
async function capturedOtherAmount(
  tx: Db,
  order: OrderRow,
  ev: PaymentEvent,
  payment: { id: string; providerPaymentId: string | null },
  now: Date,
) {
  const paymentId = payment.id;
  const due = { amount: order.totalMinor, currency: order.currency };
  const captured = { amount: ev.amountMinor, currency: ev.currency };
  let stock = false;
  let paymentStatus = order.paymentStatus;
  if (order.status === 'PENDING_PAYMENT') {
    stock = (await moveLocked(tx, order, { to: 'CANCELLED', actor: 'payment', note: mismatchNote }, now)).stockChanged;
    paymentStatus = 'REFUND_DUE';
  } else {
    const owed = await recordLatePayment(tx, order, now);
    // Already owed back (the same capture told twice, by the browser and the webhook): recorded once. A
    // capture by another payment is money staff must give back by hand: logged and audited below.
    const samePayment = !ev.providerPaymentId || ev.providerPaymentId === payment.providerPaymentId;
    if (!owed && samePayment) return stock;
    if (owed) await setPaymentStatus(tx, paymentId, (paymentStatus = owed), now);
  }
  log.warn('payments: captured amount differs from the order total', { order: order.number, due, captured });
  await recordAudit(
    tx,
    { userId: null, role: 'payment' },
    {
      entity: 'order',
      entityId: order.number,
      action: 'payment.mismatch',
      before: { paymentStatus: order.paymentStatus, due },
      after: { paymentStatus, captured },
    },
    now,
  );
  return stock;
}

/**
 * Applies a verified payment event exactly once: its id is recorded in the same transaction as the
 * order's move, so a replay (or two deliveries racing) finds the record and changes nothing.
 */
export async function applyPaymentEvent(deps: BuyingDeps, ev: PaymentEvent): Promise<ApplyResult> {
  const now = deps.kit.now();
  const r = await inTransaction(deps.db, async (tx, refuse: Refuse<ApplyResult>) => {
    const payment = await paymentOfEvent(tx, ev);
    if (!payment) refuse({ result: 'unknown', orderNumber: null });
    const order = await lockOrder(tx, payment.orderId);
    const number = order!.number;
    const fresh = await recordPaymentEvent(
      tx,
      { provider: ev.provider, eventId: ev.eventId, paymentId: payment.id, outcome: ev.outcome },
      now,
    );
    if (!fresh) return { result: 'replay' as const, orderNumber: number, stock: false };
    // Paid only at the order's own total, the one figure the order was priced at once.
    const total = ev.amountMinor === order!.totalMinor && ev.currency === order!.currency;
    const paid = ev.outcome === 'paid';
    // A failure or abandonment for another amount is not this payment: refuse it, keep nothing (rolled back).
    if (!total && !paid) refuse({ result: 'mismatch', orderNumber: number });
    // The first capture stands: a refund goes to that payment, for at most what it captured.
    if (payment.capturedMinor === null && (ev.providerPaymentId || paid))
      await recordCapture(
        tx,
        payment.id,
        { providerPaymentId: ev.providerPaymentId ?? null, capturedMinor: paid ? ev.amountMinor : null },
        now,
      );
    // Money captured for another amount is never this order's payment, but it is kept on record: owed back.
    if (!total) {
      const stock = await capturedOtherAmount(tx, order!, ev, payment, now);
      return { result: 'amount-mismatch' as const, orderNumber: number, stock };
    }
    if (ev.outcome === 'abandoned') return { result: 'ignored' as const, orderNumber: number, stock: false };
    if (order!.status === 'PENDING_PAYMENT') {
      const move =
        ev.outcome === 'paid'
          ? { to: 'PLACED' as const, note: 'Payment received' }
          : { to: 'PAYMENT_FAILED' as const, note: 'Payment failed' };
      const m = await moveLocked(tx, order!, { ...move, actor: 'payment' }, now);
      return { result: 'applied' as const, orderNumber: number, stock: m.stockChanged };
    }
    if (ev.outcome === 'paid') {
      // Money arrived after the order was cancelled or expired: it is owed back, and staff must see that.
      const owed = await recordLatePayment(tx, order!, now);
      if (owed) {
        await setPaymentStatus(tx, payment.id, owed, now);
        return { result: 'applied' as const, orderNumber: number, stock: false };
      }
    }
    return { result: 'ignored' as const, orderNumber: number, stock: false };
  });
  if (r instanceof Refused) return r.answer;
  if (r.result === 'applied' || r.result === 'amount-mismatch') announce(deps, r.orderNumber, r.stock);
  return { result: r.result, orderNumber: r.orderNumber };
}
