// Owned by the enquiries domain (src/api/enquiries).
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { oneOf } from './orders';
import { enquiryInterests, enquiryPreferredTimes, enquiryStatuses } from '../../lib/enquiry-rules';

/**
 * A message sent from /get-in-touch, signed in or not. The phone is what the sender typed (E.164) and
 * proves nothing by itself: a shopper sees the enquiries of their account (`user_id`), those sent signed in
 * and those sent signed out from the account's own number that they brought in (claimEnquiries). `ip`
 * counts the per-address limit.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    interest: text('interest', { enum: enquiryInterests }).notNull(),
    preferredTime: text('preferred_time', { enum: enquiryPreferredTimes }).notNull(),
    message: text('message').notNull(),
    /** The language of the page it was sent from: the answer is written in it. */
    locale: text('locale').notNull(),
    ip: text('ip').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: enquiryStatuses }).notNull().default('NEW'),
    reply: text('reply'),
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('enquiries_phone_created_idx').on(t.phone, t.createdAt),
    index('enquiries_user_created_idx').on(t.userId, t.createdAt),
    index('enquiries_ip_created_idx').on(t.ip, t.createdAt),
    index('enquiries_status_created_idx').on(t.status, t.createdAt),
    check('enquiries_interest_known', oneOf(t.interest, enquiryInterests)),
    check('enquiries_preferred_time_known', oneOf(t.preferredTime, enquiryPreferredTimes)),
    check('enquiries_status_known', oneOf(t.status, enquiryStatuses)),
  ],
);
