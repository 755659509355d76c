// Owned by the offers domain (src/api/offers).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { localized } from './localized';
import { oneOf } from './orders';
import { offerKinds, offerStatuses, type Conditions, type Effect } from '../../lib/offers';

/** An offer: a code, an automatic offer or a scheduled sale, with its rules, caps and running counts. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: offerKinds }).notNull(),
    status: text('status', { enum: offerStatuses }).notNull(),
    title: localized('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    priority: integer('priority').notNull().default(0),
    exclusive: boolean('exclusive').notNull().default(false),
    stacksWithOffers: boolean('stacks_with_offers').notNull().default(true),
    stacksWithReduced: boolean('stacks_with_reduced').notNull().default(false),
    stacksWithPoints: boolean('stacks_with_points').notNull().default(true),
    coversTailoring: boolean('covers_tailoring').notNull().default(false),
    conditions: jsonb('conditions').$type<Conditions>().notNull(),
    effect: jsonb('effect').$type<Effect>().notNull(),
    maxUses: integer('max_uses'),
    maxUsesPerShopper: integer('max_uses_per_shopper'),
    budgetMinor: bigint('budget_minor', { mode: 'number' }),
    /** Orders holding a use now (a cancelled one gives its use back), and what they were given. */
    uses: integer('uses').notNull().default(0),
    discountGivenMinor: bigint('discount_given_minor', { mode: 'number' }).notNull().default(0),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('offers_running_idx').on(t.status, t.startsAt),
    check('offers_kind_known', oneOf(t.kind, offerKinds)),
    check('offers_status_known', oneOf(t.status, offerStatuses)),
    check('offers_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    // The caps hold in the table too: a use past them can never be written, whatever the code does.
    check('offers_uses_capped', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
    check(
      'offers_budget_capped',
      sql`${t.discountGivenMinor} >= 0 and (${t.budgetMinor} is null or ${t.discountGivenMinor} <= ${t.budgetMinor})`,
    ),
  ],
);

/** The codes a shopper types: an offer's own code (any number of uses) or single-use codes made in a batch. */
export const offerCodes = pgTable(
  'offer_codes',
  {
    code: text('code').primaryKey(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** 1 for a code of a batch; null for the offer's own code. */
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    batch: text('batch'),
  },
  (t) => [
    index('offer_codes_offer_idx').on(t.offerId),
    check('offer_codes_uses_capped', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
  ],
);

/** One order's use of one offer: its discount, who used it, and whether it was given back. */
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    userId: uuid('user_id').notNull(),
    phone: text('phone').notNull(),
    code: text('code'),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull(),
    /** What the order came to, for the offer's revenue. */
    orderTotalMinor: bigint('order_total_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offer_redemptions_order_idx').on(t.orderId, t.offerId),
    index('offer_redemptions_user_idx').on(t.offerId, t.userId),
    index('offer_redemptions_phone_idx').on(t.offerId, t.phone),
  ],
);
