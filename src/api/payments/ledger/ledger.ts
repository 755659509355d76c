// The payments domain's records (payments), for the callers' own transactions: creating an order's
// payment (checkout's one write), following the order's payment status and reading the latest payment of
// each order (orders). Payments imports nothing of orders: settling a payment, which moves its order, is
// checkout's workflow (src/api/checkout/apply.ts).
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Params } from '../../../db/statement';
import { insertRow } from '../../../db/table-insert';
import { payments } from '../../../db/schema/payments';
import type { PaymentStatus } from '../../../lib/order-status';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Pick<
  PaymentRow,
  'id' | 'orderId' | 'provider' | 'providerOrderId' | 'status' | 'amountMinor' | 'currency'
>;

/**
 * An order's payment as SQL text for the caller's statement (checkout writes it with the order, in one
 * round trip), and the row as it will stand: every column is known here, and written (the table's own).
 */
export function paymentInsert(payment: NewPayment, now: Date, p: Params) {
  const row: PaymentRow = { ...payment, providerPaymentId: null, capturedMinor: null, createdAt: now, updatedAt: now };
  return { row, text: insertRow(payments, row, p) };
}

/** The order's payment status changed (its state machine moved it): its payment records follow. */
export async function setOrderPaymentStatus(tx: Db, orderId: string, status: PaymentStatus, now: Date): Promise<void> {
  await tx.update(payments).set({ status, updatedAt: now }).where(eq(payments.orderId, orderId));
}

/** Every payment of these orders, newest first. */
export function paymentsOfOrders(db: Db, orderIds: readonly string[]): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]))
    .orderBy(desc(payments.createdAt));
}
