// Owned by the orders domain (src/api/orders).
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import type { AddressSnapshot } from './addresses';
import { orderActors, orderStatuses, paymentMethods, paymentStatuses } from '../../lib/order-status';
import type { Locale, Localized } from './localized';

/** `column in ('A', 'B', …)` from one of the shared lists (the values are constants, never user input). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: orderStatuses }).notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull(),
    currency: text('currency').notNull(),
    // Totals are 64-bit: 50 lines of 50 m at a high price outgrow a 32-bit integer (read back as numbers,
    // exact up to 2^53).
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    deliveryFeeMinor: integer('delivery_fee_minor').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    /** What reward points paid of the goods (1 point = ₹1): the total is the subtotal and fee less this. */
    pointsDiscountMinor: integer('points_discount_minor').notNull().default(0),
    /** What offers took off the goods: the sum of the items' shares (a waived delivery fee is a fee of 0). */
    offerDiscountMinor: bigint('offer_discount_minor', { mode: 'number' }).notNull().default(0),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    zone: text('zone').notNull(),
    hasTailoring: boolean('has_tailoring').notNull(),
    /** ISO dates of the delivery window promised when the order was placed. */
    deliveryEarliest: text('delivery_earliest'),
    deliveryLatest: text('delivery_latest'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hash of what was asked (items, address, method): the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The language the shopper placed it in: what the store tells them about it is written in it. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    uniqueIndex('orders_user_key_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // The admin list: newest first, by payment status, and the search by phone and name prefix.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_payment_status_created_idx').on(t.paymentStatus, t.createdAt),
    index('orders_phone_idx').on(sql`(${t.address}->>'phone')`),
    index('orders_name_idx').using('btree', sql`lower(${t.address}->>'name') text_pattern_ops`),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'PENDING_PAYMENT'`),
    check('orders_status_known', oneOf(t.status, orderStatuses)),
    check('orders_payment_status_known', oneOf(t.paymentStatus, paymentStatuses)),
    check('orders_payment_method_known', oneOf(t.paymentMethod, paymentMethods)),
    check(
      'orders_money_nonnegative',
      sql`${t.subtotalMinor} >= 0 and ${t.deliveryFeeMinor} >= 0 and ${t.pointsDiscountMinor} >= 0 and ${t.offerDiscountMinor} >= 0 and ${t.pointsDiscountMinor} + ${t.offerDiscountMinor} <= ${t.subtotalMinor} and ${t.totalMinor} = ${t.subtotalMinor} + ${t.deliveryFeeMinor} - ${t.pointsDiscountMinor} - ${t.offerDiscountMinor}`,
    ),
  ],
);

/** What was bought, as it was when bought: name, price and image are snapshots. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    productId: integer('product_id').notNull(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    kind: text('kind').notNull(),
    /** Pieces, or metres of a fabric in its step (2.5); numeric, read as a JS number (multiples of 0.25 are exact). */
    qty: numeric('qty', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    lineTotalMinor: bigint('line_total_minor', { mode: 'number' }).notNull(),
    /** This line's share of the order's offer discount: what a refund of the line keeps back. */
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    imageKey: text('image_key'),
    /** Whether stock was taken for this line (made-to-order services take none), so it can be given back. */
    stocked: boolean('stocked').notNull(),
    turnaroundDays: smallint('turnaround_days'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    check('order_items_qty_positive', sql`${t.qty} > 0`),
    check('order_items_discount_within', sql`${t.discountMinor} >= 0 and ${t.discountMinor} <= ${t.lineTotalMinor}`),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actor: text('actor', { enum: orderActors }).notNull(),
    /** The person behind a shopper's or staff member's move (null for the store itself and the payment provider). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check('order_events_status_known', oneOf(t.status, orderStatuses)),
    check('order_events_actor_known', oneOf(t.actor, orderActors)),
  ],
);
