// Owned by the payments domain (src/api/payments).
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentStatuses } from '../../lib/order-status';
import { oneOf, orders } from './orders';

export const payments = pgTable(
  'payments',
  {
    /** Random and unguessable: holding it is what lets the hosted test page complete the payment. */
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    status: text('status', { enum: paymentStatuses }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /**
     * What the provider says it captured (its own figure, not ours), once it says so: a refund never
     * exceeds it. Null while nothing is captured.
     */
    capturedMinor: bigint('captured_minor', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_provider_order_idx').on(t.provider, t.providerOrderId),
    check('payments_status_known', oneOf(t.status, paymentStatuses)),
  ],
);

/** Every provider event applied, by its id: a replayed callback finds its row and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const refundStatuses = ['PENDING', 'PROCESSED', 'FAILED'] as const;

/**
 * Money given back for a payment: at most one live refund a payment (a failed one may be tried again).
 * Staff record it with their reference; through Razorpay it stays PENDING until its webhook says processed.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    providerRefundId: text('provider_refund_id'),
    status: text('status', { enum: refundStatuses }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refunds_live_payment_idx')
      .on(t.paymentId)
      .where(sql`${t.status} <> 'FAILED'`),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_provider_idx').on(t.providerRefundId),
    check('refunds_status_known', oneOf(t.status, refundStatuses)),
    check('refunds_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
