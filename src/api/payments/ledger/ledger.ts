// The payments domain's records (payments), kept here for the orders domain to call inside its own
// transaction: creating an order's payment, following the order's payment status, reading the latest
// payment of each order. This folder imports nothing of orders, so payments may depend on orders
// (settling a payment moves its order) and orders still reach their payment records.
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../../../db/schema/payments';
import type { PaymentStatus } from '../../../lib/order-status';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Pick<PaymentRow, 'id' | 'orderId' | 'provider' | 'providerOrderId' | 'status' | 'amountMinor' | 'currency'>;

/**
 * An order's payment, to be written in the caller's statement (checkout writes it with the order, in one
 * round trip), and the row as it will stand: every column is known here.
 */
export function paymentInsert(tx: Db, payment: NewPayment, now: Date) {
  const row: PaymentRow = { ...payment, providerPaymentId: null, createdAt: now, updatedAt: now };
  return { row, statement: tx.insert(payments).values(row) };
}

/** The order's payment status changed (its state machine moved it): its payment records follow. */
export async function setOrderPaymentStatus(tx: Db, orderId: string, status: PaymentStatus, now: Date): Promise<void> {
  await tx.update(payments).set({ status, updatedAt: now }).where(eq(payments.orderId, orderId));
}

/** Every payment of these orders, newest first. */
export function paymentsOfOrders(db: Db, orderIds: readonly string[]): Promise<PaymentRow[]> {
  return db.select().from(payments).where(inArray(payments.orderId, [...orderIds])).orderBy(desc(payments.createdAt));
}
