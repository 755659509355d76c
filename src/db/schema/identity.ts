import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  phone: text('phone').notNull().unique(),
  name: text('name'),
  email: text('email'),
  /** When the e-mail was proved by a code sent to it; messages use an e-mail only while this is set. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{customer}'::text[]`),
  /** The currency prices are shown in (src/lib/currency.ts), set by the shopper; null: the rupee. */
  displayCurrency: text('display_currency'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The shopper's language (en, hi, ar); null until they choose one. */
  locale: text('locale'),
  /** Channels messages may use (sms, whatsapp, email); e-mail only counts while it is confirmed. */
  channels: text('channels')
    .array()
    .notNull()
    .default(sql`'{sms}'::text[]`),
  /** Quiet hours for reminders: minutes after midnight in `time_zone`; both null when none. */
  quietStart: smallint('quiet_start'),
  quietEnd: smallint('quiet_end'),
  timeZone: text('time_zone'),
  /**
   * The shopper asked to be told when a product on their wishlist is back in stock or cheaper: off until
   * they turn it on. Read by the wishlist's trigger on products, which queues the messages.
   */
  wishlistAlerts: boolean('wishlist_alerts').notNull().default(false),
  /** Set when the shopper deleted the account: the row stays (orders point at it), its personal data gone. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * Codes that prove a contact or confirm a step of a signed-in shopper: a new e-mail, a new phone number,
 * deleting the account. Only a keyed hash of the code is kept, bound to its purpose and target.
 */
export const contactCodes = pgTable(
  'contact_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['email', 'phone', 'delete'] }).notNull(),
    /** The address or number proved (for `delete`, the account's phone). */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_codes_user_idx').on(t.userId, t.purpose, t.createdAt),
    check('contact_codes_purpose_known', sql`${t.purpose} in ('email', 'phone', 'delete')`),
  ],
);

/** One-time codes: only a keyed hash is kept. Their send limits are counted in `rate_limits`. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_phone_created_idx').on(t.phone, t.createdAt), index('otp_ip_created_idx').on(t.ip, t.createdAt)],
);

/** Refresh tokens: opaque, stored hashed, rotated on use; a family is one sign-in on one device. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_family_idx').on(t.familyId), index('refresh_user_idx').on(t.userId)],
);

/** Process-wide secrets generated once and shared by every process on the database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
