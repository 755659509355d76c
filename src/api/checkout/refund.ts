import {
  announce,
  auditedFields,
  loadOrderView,
  lockOrder,
  lockOrderByNumber,
  recordRefunded,
  refundNotes,
  type BuyingDeps,
  type OrderRow,
  type OrderView,
} from '../orders';
import {
  insertRefund,
  liveRefundOf,
  recordPaymentEvent,
  refundByProviderId,
  refundRazorpayPayment,
  refundablePayment,
  setPaymentStatus,
  updateRefund,
} from '../payments';
import { changedFields, recordAudit } from '../audit';
import type { AdminViewer } from '../core/viewer';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import { hasUnsafeText, tidyText } from '../../lib/text';

// Settling a refund due, the workflow between payments and orders: the refund's record, the payment's
// and the order's payment status, the order's history and the audit record, in one transaction. Through
// Razorpay the money moves when Razorpay says so: the refund is asked for, and its `refund.processed`
// webhook (applyRefundEvent) settles it.

type RefundRefusal =
  | 'NOT_FOUND'
  | 'NOT_REFUND_DUE'
  | 'ALREADY_REFUNDED'
  | 'TOO_LARGE'
  | 'INVALID_INPUT'
  | 'REFERENCE_REQUIRED'
  | 'PROVIDER_FAILED';
export type RefundResult =
  { ok: true; pending: boolean; order: OrderView } | { ok: false; refusal: RefundRefusal; order: OrderView | null };

type Asked = { refundId: string; providerPaymentId: string; amountMinor: number; orderId: string };

const audit = (order: OrderRow, paymentStatus: string, extra: Record<string, unknown>) =>
  changedFields({ ...auditedFields(order), refund: null }, { ...auditedFields(order), paymentStatus, refund: extra });

/** An admin settles an order's refund due: recorded with a reference, or asked of Razorpay. */
export async function settleRefund(
  deps: BuyingDeps,
  admin: AdminViewer,
  input: { number: string; reference?: string | null; amountMinor?: number | null },
): Promise<RefundResult> {
  const number = input.number.slice(0, 20);
  const reference = input.reference == null ? '' : tidyText(input.reference);
  if (reference.length > 100 || hasUnsafeText(reference))
    return { ok: false, refusal: 'INVALID_INPUT', order: await loadOrderView(deps.db, number) };
  const now = deps.kit.now();
  const r = await inTransaction(deps.db, async (tx, refuse: Refuse<RefundRefusal>) => {
    const order = await lockOrderByNumber(tx, number);
    if (!order) refuse('NOT_FOUND');
    const payment = await refundablePayment(tx, order.id);
    if (order.paymentStatus !== 'REFUND_DUE' || !payment) {
      // An order already refunded is a second refund, not a missing one.
      refuse(order.paymentStatus === 'REFUNDED' ? 'ALREADY_REFUNDED' : 'NOT_REFUND_DUE');
    }
    if (await liveRefundOf(tx, payment.id)) refuse('ALREADY_REFUNDED');
    // Never more than the provider captured, which may differ from the order's figure (a capture for
    // another amount is owed back whole); nothing captured, nothing to give back.
    const captured = payment.capturedMinor ?? 0;
    const amount = input.amountMinor ?? captured;
    if (!Number.isSafeInteger(amount) || amount <= 0) refuse(captured > 0 ? 'INVALID_INPUT' : 'NOT_REFUND_DUE');
    if (amount > captured) refuse('TOO_LARGE');
    const razorpay = payment.provider === 'razorpay';
    if (!razorpay && !reference) refuse('REFERENCE_REQUIRED');
    if (razorpay && !payment.providerPaymentId) refuse('PROVIDER_FAILED');
    const refund = await insertRefund(
      tx,
      {
        paymentId: payment.id,
        orderId: order.id,
        amountMinor: amount,
        currency: payment.currency,
        reference: reference || 'razorpay',
        status: razorpay ? 'PENDING' : 'PROCESSED',
        createdBy: admin.userId,
      },
      now,
    );
    const facts = { id: refund.id, amount, currency: payment.currency, reference: refund.reference };
    if (razorpay) {
      await recordAudit(
        tx,
        admin,
        { entity: 'order', entityId: order.number, action: 'refund.requested', ...audit(order, 'REFUND_DUE', facts) },
        now,
      );
      return {
        order,
        asked: {
          refundId: refund.id,
          providerPaymentId: payment.providerPaymentId!,
          amountMinor: amount,
          orderId: order.id,
        },
      };
    }
    await setPaymentStatus(tx, payment.id, 'REFUNDED', now);
    await recordRefunded(tx, order, { actor: 'admin', actorId: admin.userId, note: refundNotes.recorded }, now);
    await recordAudit(
      tx,
      admin,
      { entity: 'order', entityId: order.number, action: 'refund.recorded', ...audit(order, 'REFUNDED', facts) },
      now,
    );
    return { order, asked: null as Asked | null };
  });
  if (r instanceof Refused) return { ok: false, refusal: r.answer, order: await loadOrderView(deps.db, number) };
  if (r.asked) {
    const failed = await askRazorpay(deps, admin, r.order, r.asked);
    if (failed) return { ok: false, refusal: 'PROVIDER_FAILED', order: await loadOrderView(deps.db, number) };
  }
  announce(deps, number, false);
  return { ok: true, pending: Boolean(r.asked), order: (await loadOrderView(deps.db, number))! };
}

/** Asks Razorpay for the refund recorded as pending; on a refusal the record is marked failed (and audited). */
async function askRazorpay(deps: BuyingDeps, admin: AdminViewer, order: OrderRow, asked: Asked): Promise<boolean> {
  const answer = await refundRazorpayPayment(deps.buying.razorpay, {
    providerPaymentId: asked.providerPaymentId,
    amountMinor: asked.amountMinor,
    receipt: asked.refundId,
  });
  const now = deps.kit.now();
  await deps.db.transaction(async (tx) => {
    if (answer.ok) return updateRefund(tx, asked.refundId, { providerRefundId: answer.refundId }, now);
    await updateRefund(tx, asked.refundId, { status: 'FAILED' }, now);
    await recordAudit(
      tx,
      admin,
      {
        entity: 'order',
        entityId: order.number,
        action: 'refund.failed',
        before: { refund: asked.refundId },
        after: { refund: asked.refundId, reason: answer.reason },
      },
      now,
    );
  });
  return !answer.ok;
}

export type RefundEvent = {
  eventId: string;
  providerRefundId: string;
  outcome: 'refunded' | 'refund-failed';
  amountMinor: number;
  currency: string;
};

/** Razorpay's verified refund event, applied once: processed settles the order's refund, failed frees a retry. */
export async function applyRefundEvent(
  deps: BuyingDeps,
  ev: RefundEvent,
): Promise<{ result: 'applied' | 'replay' | 'unknown' | 'mismatch' | 'ignored'; orderNumber: string | null }> {
  const now = deps.kit.now();
  type Answer = { result: 'unknown' | 'mismatch'; orderNumber: string | null };
  const r = await inTransaction(deps.db, async (tx, refuse: Refuse<Answer>) => {
    const refund = await refundByProviderId(tx, ev.providerRefundId);
    if (!refund) refuse({ result: 'unknown', orderNumber: null });
    const order = (await lockOrder(tx, refund.orderId))!;
    const fresh = await recordPaymentEvent(
      tx,
      { provider: 'razorpay', eventId: ev.eventId, paymentId: refund.paymentId, outcome: ev.outcome },
      now,
    );
    if (!fresh) return { result: 'replay' as const, orderNumber: order.number };
    if (ev.amountMinor !== refund.amountMinor || ev.currency !== refund.currency)
      refuse({ result: 'mismatch', orderNumber: order.number });
    if (refund.status !== 'PENDING') return { result: 'ignored' as const, orderNumber: order.number };
    if (ev.outcome === 'refund-failed') {
      await updateRefund(tx, refund.id, { status: 'FAILED' }, now);
      return { result: 'applied' as const, orderNumber: order.number };
    }
    await updateRefund(tx, refund.id, { status: 'PROCESSED' }, now);
    await setPaymentStatus(tx, refund.paymentId, 'REFUNDED', now);
    await recordRefunded(tx, order, { actor: 'payment', note: refundNotes.processed }, now);
    return { result: 'applied' as const, orderNumber: order.number };
  });
  if (r instanceof Refused) return r.answer;
  if (r.result === 'applied' && r.orderNumber) announce(deps, r.orderNumber, false);
  return r;
}
