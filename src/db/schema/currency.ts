// Owned by the currency domain (src/api/currency): the rates prices are shown at in other currencies.
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * One row per display currency other than the rupee: rupees for one unit, in ten-thousandths
 * (`src/lib/currency.ts`, `rateScale`: 1176050 is £1 = ₹117.605), and the day the rate is of. Orders are
 * always charged in rupees; these only turn a price into an approximation for a shopper abroad.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    code: text('code').primaryKey(),
    inrPerUnitScaled: integer('inr_per_unit_scaled').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who set the rate last; null for the starting rates the store came with. */
    updatedBy: uuid('updated_by').references(() => users.id),
    /** Raised by every admin change: a change sent with an older one is refused (STALE). */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    check('currency_rates_code_check', sql`${t.code} ~ '^[A-Z]{3}$' and ${t.code} <> 'INR'`),
    check('currency_rates_rate_check', sql`${t.inrPerUnitScaled} > 0`),
  ],
);
