// Owned by the rewards domain (src/api/rewards).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orders, oneOf } from './orders';
import { rewardEntryKinds } from '../../lib/rewards';

/**
 * One row per shopper with points: the row every change of their points locks first (two checkouts on two
 * devices take turns), and the balance a trigger keeps as the sum of the ledger, which the CHECK keeps at
 * zero or more: the database itself refuses an overspend.
 */
export const rewardAccounts = pgTable(
  'reward_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    balance: integer('balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('reward_accounts_balance_nonnegative', sql`${t.balance} >= 0`)],
);

/**
 * The points ledger, append-only (a trigger refuses UPDATE and DELETE): credits (SIGNUP, EARN, a REVERSE
 * that gives used points back) carry when they lapse; debits (REDEEM, EXPIRE, a REVERSE that takes earned
 * points back) are negative. EXPIRE names the credit it lapses.
 */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => rewardAccounts.userId),
    kind: text('kind', { enum: rewardEntryKinds }).notNull(),
    points: integer('points').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /** The order's number as placed, so the history links to it without reading the orders' tables. */
    orderNumber: text('order_number'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lotId: integer('lot_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('reward_entries_user_idx').on(t.userId, t.id),
    index('reward_entries_order_idx').on(t.orderId),
    uniqueIndex('reward_entries_one_signup_idx')
      .on(t.userId)
      .where(sql`${t.kind} = 'SIGNUP'`),
    uniqueIndex('reward_entries_one_earn_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'EARN'`),
    uniqueIndex('reward_entries_one_expiry_idx')
      .on(t.lotId)
      .where(sql`${t.kind} = 'EXPIRE'`),
    check('reward_entries_kind_known', oneOf(t.kind, rewardEntryKinds)),
    check(
      'reward_entries_sign',
      sql`(${t.kind} in ('SIGNUP', 'EARN') and ${t.points} > 0 and ${t.expiresAt} is not null)
        or (${t.kind} in ('REDEEM', 'EXPIRE') and ${t.points} < 0)
        or (${t.kind} = 'REVERSE' and ${t.orderId} is not null and (${t.points} <= 0 or ${t.expiresAt} is not null))`,
    ),
  ],
);

/**
 * The numbers that have had a sign-up bonus, so a number gets it once however often its account is
 * deleted and made again. Kept as keyed hashes only (SHA-256 of the key below and the E.164 number),
 * with no account, date or amount beside them: the table cannot say which erased account a number had,
 * and without the key not even which numbers it holds (an unkeyed hash of a phone number is undone by
 * trying every number). It outlives the accounts on purpose: refusing the bonus again needs it.
 */
export const signupBonusNumbers = pgTable('signup_bonus_numbers', {
  digest: text('digest').primaryKey(),
});

/** The key of those hashes: one row, random, made by the migration that made the table. */
export const signupBonusKey = pgTable(
  'signup_bonus_key',
  {
    id: smallint('id').primaryKey().default(1),
    /** 32 bytes, hex. */
    key: text('key').notNull(),
  },
  (t) => [check('signup_bonus_key_one_row', sql`${t.id} = 1`)],
);
