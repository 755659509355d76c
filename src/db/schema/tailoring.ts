// Owned by the tailoring domain (src/api/tailoring).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderItems, orders, oneOf } from './orders';
import type { Localized } from './localized';
import type { MeasurementSnapshot } from '../../lib/measurements';
import { tailoringStages } from '../../lib/tailoring-stages';

/** One chosen option as the order keeps it: what it was called and cost when the order was placed. */
export type TailoringOptionSnapshot = { group: string; code: string; name: Localized; priceMinor: number; extraDays: number };

/**
 * The workshop's job for one tailoring line of an order: the service, its options, the garment it is made
 * from (another line of the same order, or the shopper's own fabric sent in), the measurements as they
 * were, and the production stage. `version` lets two staff moving the same line at once learn that one won.
 */
export const orderTailoringLines = pgTable(
  'order_tailoring_lines',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The service line of the order this job makes. */
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    serviceProductId: integer('service_product_id').notNull(),
    options: jsonb('options').$type<TailoringOptionSnapshot[]>().notNull(),
    /** The saree or fabric line it is made from; null when the shopper sends their own fabric. */
    attachedItemId: integer('attached_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    ownFabric: boolean('own_fabric').notNull(),
    measurement: jsonb('measurement').$type<MeasurementSnapshot>().notNull(),
    stage: text('stage', { enum: tailoringStages }).notNull(),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull(),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_tailoring_lines_item_idx').on(t.orderItemId),
    index('order_tailoring_lines_order_idx').on(t.orderId),
    index('order_tailoring_lines_stage_idx').on(t.stage, t.stageChangedAt),
    check('order_tailoring_lines_stage_known', oneOf(t.stage, tailoringStages)),
    check('order_tailoring_lines_version_nonnegative', sql`${t.version} >= 0`),
  ],
);
