import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { localized } from './localized';

// Merchandising content of the home page: owned by the storefront domain.
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull().default(0),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  buttonText: localized('button_text').notNull(),
  buttonLink: text('button_link').notNull(),
  imageKey: text('image_key').notNull(),
  discount: integer('discount'),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Raised by every admin change: an edit sent with an older one is refused (STALE). */
  version: integer('version').notNull().default(0),
});

export const trustBadges = pgTable('trust_badges', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull().default(0),
  icon: text('icon').notNull(),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  version: integer('version').notNull().default(0),
});
