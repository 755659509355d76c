// Owned by the notifications domain (src/api/notifications).
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
import { users } from './identity';
import { oneOf } from './orders';
import { notificationKinds, notificationStatuses } from '../../lib/notification-kinds';

/**
 * The outbox: a message is written in the same transaction as what it announces, and a worker delivers
 * it later. `dedupe_key` makes announcing the same thing twice a no-op, so one event is one message.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    phone: text('phone'),
    email: text('email'),
    locale: text('locale').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: notificationStatuses }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    /**
     * Channels that already took this message (sms, email, log). A retry after one channel failed
     * skips those, so no channel ever gets it twice.
     */
    delivered: text('delivered')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * Queued by a process in demo mode (its connections carry `silai.mode=demo`, see src/db/client.ts):
     * a live worker withdraws such a message instead of sending it.
     */
    demo: boolean('demo')
      .notNull()
      .default(sql`coalesce(current_setting('silai.mode', true) = 'demo', false)`),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Claimed first when lower: order news 0, other news 1, reminders 2 (`priorityOf`). */
    priority: smallint('priority').notNull().default(1),
    /** Who the message is for, for the hourly cap per recipient: the shopper, else the number or address. */
    recipient: text('recipient').generatedAlwaysAs(sql`coalesce(user_id::text, phone, email)`),
    /** When a worker last claimed it: claims in the last hour count against the recipient's cap. */
    triedAt: timestamp('tried_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_outbox_dedupe_idx').on(t.dedupeKey),
    // Due rows are found by time and then ordered by priority: few are due at once, and most pending rows are future reminders.
    index('notification_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
    index('notification_outbox_recipient_tried_idx')
      .on(t.recipient, t.triedAt)
      .where(sql`${t.triedAt} is not null`),
    check('notification_outbox_kind_known', oneOf(t.kind, notificationKinds)),
    check('notification_outbox_status_known', oneOf(t.status, notificationStatuses)),
  ],
);
