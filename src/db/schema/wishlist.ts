// Owned by the wishlist domain (src/api/wishlist).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './identity';

/**
 * What a signed-in shopper keeps for later: one row per product. The price and whether it could be
 * bought when it was added are kept, so the list can say "price dropped" or "back in stock" since.
 * When the shopper asked to be told (`users.wishlist_alerts`), a trigger on products queues a message
 * (through the outbox) in the statement that brings an item back into stock or makes it cheaper.
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
    /** The lowest price a price-drop message has told the shopper of: a drop to it again is not news. */
    toldPriceMinor: integer('told_price_minor'),
    /** The language the shopper used when they last touched the item: messages use it when the account has none. */
    locale: text('locale').notNull().default('en'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The trigger finds who to tell by product.
    index('wishlist_items_product_idx').on(t.productId),
    check('wishlist_items_price_positive', sql`${t.priceMinor} > 0`),
  ],
);
