// Owned by the tailoring domain (src/api/tailoring).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { orderItems, orders, oneOf } from './orders';
import type { Localized } from './localized';
import { measurementGarments, type MeasurementSnapshot } from '../../lib/measurements';
import { tailoringStages } from '../../lib/tailoring-stages';

/** One chosen option as the order keeps it: what it was called and cost when the order was placed. */
export type TailoringOptionSnapshot = {
  group: string;
  /** The group's name when the option was priced ("Neck"); absent in lines kept before it was. */
  groupName?: Localized;
  code: string;
  name: Localized;
  priceMinor: number;
  extraDays: number;
};

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

// ---- The services' options (what a shopper may choose, priced and timed by the store) ----

/** What a service's garment is made from when it is attached to another line of the cart. */
export const tailoringMaterials = ['BLOUSE_PIECE_OR_FABRIC', 'SAREE', 'FABRIC'] as const;
export type TailoringMaterial = (typeof tailoringMaterials)[number];

/**
 * One tailoring service's make-up: the garment its measurements are for (null when none are needed,
 * e.g. a saree fall), what it may be attached to, and the fabric it needs when no size says otherwise
 * (tenths of a metre).
 */
export const tailoringServices = pgTable(
  'tailoring_services',
  {
    serviceProductId: integer('service_product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    garment: text('garment', { enum: measurementGarments }),
    material: text('material', { enum: tailoringMaterials }).notNull(),
    metresTenths: smallint('metres_tenths').notNull().default(0),
  },
  (t) => [
    check('tailoring_services_material_known', oneOf(t.material, tailoringMaterials)),
    check('tailoring_services_garment_known', sql`${t.garment} is null or ${oneOf(t.garment, measurementGarments)}`),
    check('tailoring_services_metres_nonnegative', sql`${t.metresTenths} >= 0`),
  ],
);

/** A question asked about a service ("Front neck"): required or not, one answer or several. */
export const tailoringOptionGroups = pgTable(
  'tailoring_option_groups',
  {
    id: serial('id').primaryKey(),
    serviceProductId: integer('service_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    position: smallint('position').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    required: boolean('required').notNull(),
    multiple: boolean('multiple').notNull(),
    /** Raised by every admin change: an edit sent with an older one is refused (STALE). */
    version: integer('version').notNull().default(0),
  },
  (t) => [uniqueIndex('tailoring_option_groups_code_idx').on(t.serviceProductId, t.code)],
);

/**
 * One answer: its price on top of the service (paise, may be 0), the days it adds, the fabric it needs
 * (a size sets it, an extra piece such as a salwar adds to it; tenths of a metre) and its drawing.
 * Codes are unique within a service, so a choice is a list of codes.
 */
export const tailoringOptions = pgTable(
  'tailoring_options',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => tailoringOptionGroups.id, { onDelete: 'cascade' }),
    serviceProductId: integer('service_product_id').notNull(),
    code: text('code').notNull(),
    position: smallint('position').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    priceMinor: integer('price_minor').notNull().default(0),
    extraDays: smallint('extra_days').notNull().default(0),
    /** A size's fabric need (replaces the service's), or extra fabric for an added piece. */
    metresTenths: smallint('metres_tenths').notNull().default(0),
    setsMetres: boolean('sets_metres').notNull().default(false),
    picture: text('picture').notNull(),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('tailoring_options_code_idx').on(t.serviceProductId, t.code),
    index('tailoring_options_group_idx').on(t.groupId, t.position),
    check('tailoring_options_price_nonnegative', sql`${t.priceMinor} >= 0`),
    check('tailoring_options_days_nonnegative', sql`${t.extraDays} >= 0`),
    check('tailoring_options_metres_nonnegative', sql`${t.metresTenths} >= 0`),
  ],
);

/** Combinations that cannot be made: REQUIRES (padding needs a lining) or EXCLUDES (sleeveless has no sleeve length). */
export const tailoringOptionRules = pgTable(
  'tailoring_option_rules',
  {
    id: serial('id').primaryKey(),
    serviceProductId: integer('service_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    optionCode: text('option_code').notNull(),
    kind: text('kind', { enum: ['REQUIRES', 'EXCLUDES'] }).notNull(),
    /** For REQUIRES: any one of these codes; for EXCLUDES: none of them. */
    otherCodes: text('other_codes').array().notNull(),
  },
  (t) => [
    index('tailoring_option_rules_service_idx').on(t.serviceProductId),
    check('tailoring_option_rules_kind_known', sql`${t.kind} in ('REQUIRES', 'EXCLUDES')`),
  ],
);
