// Owned by the consultations domain (src/api/consultations).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { oneOf } from './orders';
import { consultationChannels, consultationStatuses, consultationTopics } from '../../lib/consultations';

/** A designer's consultation settings: the lengths offered and, optionally, their own time zone. */
export const designerProfiles = pgTable('designer_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  /** Null: the store's zone. Working hours are wall-clock times in this zone. */
  timeZone: text('time_zone'),
  lengths: integer('lengths')
    .array()
    .notNull()
    .default(sql`'{15,30,45}'::integer[]`),
  /** The demo store's design desk: booked only when no other designer is free at that time. */
  standIn: boolean('stand_in').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Weekly working hours: several ranges a day allowed. Weekday 1 = Monday … 7 = Sunday (ISO). */
export const designerHours = pgTable(
  'designer_hours',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    index('designer_hours_user_idx').on(t.userId),
    check(
      'designer_hours_range',
      sql`${t.weekday} between 1 and 7 and ${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);

/** Whole days a designer does not take calls (dates in the designer's zone). */
export const designerDaysOff = pgTable(
  'designer_days_off',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check('designer_days_off_day', sql`${t.day} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
  ],
);

export const consultations = pgTable(
  'consultations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The phone the shopper proved when booking. */
    phone: text('phone').notNull(),
    topic: text('topic', { enum: consultationTopics }).notNull(),
    channel: text('channel', { enum: consultationChannels }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The shopper's zone when booking: messages show the time there. */
    timeZone: text('time_zone').notNull(),
    locale: text('locale').notNull(),
    orderNumber: text('order_number'),
    status: text('status', { enum: consultationStatuses }).notNull().default('BOOKED'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('consultations_designer_starts_idx').on(t.designerId, t.startsAt),
    index('consultations_user_idx').on(t.userId, t.startsAt),
    check('consultations_topic_known', oneOf(t.topic, consultationTopics)),
    check('consultations_channel_known', oneOf(t.channel, consultationChannels)),
    check('consultations_status_known', oneOf(t.status, consultationStatuses)),
    check('consultations_duration', sql`${t.durationMinutes} in (15, 30, 45)`),
  ],
);

/**
 * The 5-minute cells a booked call occupies, from its start to its end plus the buffer. A designer's
 * cell can be held once (the unique index): two bookings racing for overlapping times cannot both
 * commit, whatever the code above them checked. Cells go when the call is cancelled or moved.
 */
export const consultationCells = pgTable(
  'consultation_cells',
  {
    designerId: uuid('designer_id').notNull(),
    cellStart: timestamp('cell_start', { withTimezone: true }).notNull(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('consultation_cells_designer_cell_idx').on(t.designerId, t.cellStart),
    index('consultation_cells_consultation_idx').on(t.consultationId),
  ],
);

/**
 * Every booking, move and cancellation a shopper made, with the key of the message that announced it.
 * Counting a shopper's recent rows (under their booking lock) limits how many changes, and so how many
 * messages, they can cause in an hour on any number of processes; the key lets the next change of the
 * same call withdraw that message while it has not been tried yet.
 */
export const consultationChanges = pgTable(
  'consultation_changes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    newsKey: text('news_key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('consultation_changes_user_at_idx').on(t.userId, t.at),
    index('consultation_changes_consultation_idx').on(t.consultationId, t.id),
  ],
);
