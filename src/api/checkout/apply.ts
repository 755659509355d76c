import { announce, lockOrder, moveLocked, recordLatePayment, type BuyingDeps } from '../orders';
import {
  paymentOfEvent,
  recordPaymentEvent,
  setPaymentStatus,
  setProviderPaymentId,
  type PaymentOutcome,
} from '../payments';
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
  amountMinor: number;
  currency: string;
};
export type ApplyResult =
  | { result: 'applied' | 'replay' | 'ignored'; orderNumber: string | null }
  | { result: 'unknown' | 'mismatch'; orderNumber: string | null };

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
    // A callback for another amount is not this payment: refuse it and keep nothing (rolled back).
    if (ev.amountMinor !== payment.amountMinor || ev.currency !== payment.currency)
      refuse({ result: 'mismatch', orderNumber: number });
    if (ev.providerPaymentId) await setProviderPaymentId(tx, payment.id, ev.providerPaymentId, now);
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
  if (r.result === 'applied') announce(deps, r.orderNumber, r.stock);
  return { result: r.result, orderNumber: r.orderNumber };
}
