// Owned by the cart domain (src/api/cart).
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import type { CartItem } from '../../lib/cart-rules';

/** The signed-in shopper's cart, kept so it follows them across devices. Items are `{id, qty}`, a lead with its `key` and `tailoring`. */
export const carts = pgTable('carts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<CartItem[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
