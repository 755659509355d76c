// Refunds: money given back for a payment, in the caller's transaction (checkout's refund workflow).
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments, refunds } from '../../../db/schema/payments';
import type { PaymentRow } from './ledger';

export type RefundRow = typeof refunds.$inferSelect;

/** The payment an order's refund is owed on: the one owed back (REFUND_DUE), locked for the caller. */
export async function refundablePayment(tx: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'REFUND_DUE')))
    .orderBy(desc(payments.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** The payment's refund that is not failed (at most one: a unique index says so). */
export async function liveRefundOf(tx: Db, paymentId: string): Promise<RefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'FAILED')));
  return row;
}

export async function insertRefund(
  tx: Db,
  r: Pick<RefundRow, 'paymentId' | 'orderId' | 'amountMinor' | 'currency' | 'reference' | 'status' | 'createdBy'>,
  now: Date,
): Promise<RefundRow> {
  const [row] = await tx
    .insert(refunds)
    .values({ ...r, id: `rf_${randomBytes(10).toString('hex')}`, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateRefund(
  tx: Db,
  id: string,
  set: Partial<Pick<RefundRow, 'status' | 'providerRefundId' | 'reference'>>,
  now: Date,
): Promise<void> {
  await tx
    .update(refunds)
    .set({ ...set, updatedAt: now })
    .where(eq(refunds.id, id));
}

/** A Razorpay refund by Razorpay's id, locked for the caller. */
export async function refundByProviderId(tx: Db, providerRefundId: string): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId)).for('update');
  return row;
}

/** Every refund of these orders, newest first. */
export function refundsOfOrders(db: Db, orderIds: readonly string[]): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]))
    .orderBy(desc(refunds.createdAt));
}
