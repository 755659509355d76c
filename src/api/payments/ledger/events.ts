// A provider's payment events against the payments' records, for checkout's settling workflow: the
// payment an event names, the event recorded once, what the provider told us. Each in the caller's
// transaction, beside the order's move.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentEvents, payments } from '../../../db/schema/payments';
import type { PaymentStatus } from '../../../lib/order-status';
import type { PaymentRow } from './ledger';

export type PaymentOutcome = 'paid' | 'failed' | 'abandoned' | 'refunded' | 'refund-failed';
type Provider = 'test' | 'razorpay';

/** The payment an event names: by our id (test gateway) or by the provider's order id (Razorpay). */
export async function paymentOfEvent(
  tx: Db,
  ev: { provider: Provider; paymentId?: string; providerOrderId?: string },
): Promise<PaymentRow | undefined> {
  const where = ev.paymentId
    ? and(eq(payments.id, ev.paymentId), eq(payments.provider, ev.provider))
    : and(eq(payments.providerOrderId, ev.providerOrderId ?? ''), eq(payments.provider, ev.provider));
  const [payment] = await tx.select().from(payments).where(where);
  return payment;
}

/** Records the event's id; false when it was recorded before (a replay, or two deliveries racing). */
export async function recordPaymentEvent(
  tx: Db,
  ev: { provider: Provider; eventId: string; paymentId: string; outcome: PaymentOutcome },
  now: Date,
): Promise<boolean> {
  const fresh = await tx
    .insert(paymentEvents)
    .values({
      provider: ev.provider,
      eventId: ev.eventId,
      paymentId: ev.paymentId,
      outcome: ev.outcome,
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return fresh.length > 0;
}

/** The provider's payment id and, for money it says it captured, its amount (what a refund is capped at). */
export async function recordCapture(
  tx: Db,
  id: string,
  c: { providerPaymentId: string | null; capturedMinor: number | null },
  now: Date,
): Promise<void> {
  await tx
    .update(payments)
    .set({
      ...(c.providerPaymentId ? { providerPaymentId: c.providerPaymentId } : {}),
      ...(c.capturedMinor !== null ? { capturedMinor: c.capturedMinor } : {}),
      updatedAt: now,
    })
    .where(eq(payments.id, id));
}

/** One payment's status (money owed back after a late payment), not the order's others. */
export async function setPaymentStatus(tx: Db, id: string, status: PaymentStatus, now: Date): Promise<void> {
  await tx.update(payments).set({ status, updatedAt: now }).where(eq(payments.id, id));
}

/** The order's Razorpay payment with this Razorpay order id. */
export async function razorpayPaymentOf(
  db: Db,
  razorpayOrderId: string,
  orderId: string,
): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, 'razorpay'),
        eq(payments.providerOrderId, razorpayOrderId),
        eq(payments.orderId, orderId),
      ),
    );
  return payment;
}

/** A test gateway payment by its id. */
export async function testPaymentOf(
  db: Db,
  paymentId: string,
): Promise<Pick<PaymentRow, 'id' | 'orderId' | 'amountMinor' | 'currency' | 'status'> | undefined> {
  const [row] = await db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      status: payments.status,
    })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.provider, 'test')));
  return row;
}
