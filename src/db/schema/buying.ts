import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, check, type AnyPgColumn, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orderActors, orderStatuses, paymentMethods, paymentStatuses } from '../../lib/order-status';
import type { Localized } from './localized';

/** `column in ('A', 'B', …)` from one of the shared lists (the values are constants, never user input). */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;
}

/** The signed-in shopper's cart, kept so it follows them across devices. Items are `{id, qty}`. */
export const carts = pgTable('carts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<{ id: string; qty: number }[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    state: text('state'),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    // One default per shopper, enforced by the database as well as by the service.
    uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

export type AddressSnapshot = {
  id: string;
  name: string;
  phone: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  postalCode: string;
  country: string;
};

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    uniqueIndex('orders_user_key_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'PENDING_PAYMENT'`),
    check('orders_status_known', oneOf(t.status, orderStatuses)),
    check('orders_payment_status_known', oneOf(t.paymentStatus, paymentStatuses)),
    check('orders_payment_method_known', oneOf(t.paymentMethod, paymentMethods)),
    check('orders_money_nonnegative', sql`${t.subtotalMinor} >= 0 and ${t.deliveryFeeMinor} >= 0 and ${t.totalMinor} = ${t.subtotalMinor} + ${t.deliveryFeeMinor}`),
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
    qty: integer('qty').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    lineTotalMinor: bigint('line_total_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    imageKey: text('image_key'),
    /** Whether stock was taken for this line (made-to-order services take none), so it can be given back. */
    stocked: boolean('stocked').notNull(),
    turnaroundDays: smallint('turnaround_days'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position), check('order_items_qty_positive', sql`${t.qty} > 0`)],
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
    note: text('note'),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check('order_events_status_known', oneOf(t.status, orderStatuses)),
    check('order_events_actor_known', oneOf(t.actor, orderActors)),
  ],
);

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
