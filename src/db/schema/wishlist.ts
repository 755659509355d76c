// Owned by the wishlist domain (src/api/wishlist).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './identity';

/**
 * What a signed-in shopper keeps for later: one row per product. The price and whether it could be
 * bought when it was added are kept, so the list can say "price dropped" or "back in stock" since.
 * `notify`: the shopper asked to be told (through the outbox) when it comes back or gets cheaper; the
 * message is written by a trigger on products in the statement that changes the price or stock.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    /** Minor units, the price the shopper saw when adding (never above the product's MRP). */
    priceMinor: integer('price_minor').notNull(),
    /** Whether it could be bought when added: "back in stock" is told against this. */
    inStock: boolean('in_stock').notNull(),
    notify: boolean('notify').notNull().default(false),
    /** The language the shopper used when they last touched the item: their messages are written in it. */
    locale: text('locale').notNull().default('en'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The trigger finds who to tell by product.
    index('wishlist_items_product_notify_idx')
      .on(t.productId)
      .where(sql`${t.notify}`),
    check('wishlist_items_price_positive', sql`${t.priceMinor} > 0`),
  ],
);
