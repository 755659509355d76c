// Owned by the gateway's core (src/api/core/rate-limits.ts).
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters (rate-limiter-flexible's Drizzle store layout): one row a limited key, its points
 * in the current window and when that window ends. Shared by every process on the database.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
