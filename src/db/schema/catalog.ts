// Owned by the catalog domain (src/api/catalog): the taxonomy, brands, products, their stock and reviews.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { localized } from './localized';
import { users } from './identity';
import { orderItems } from './orders';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    name: localized('name').notNull(),
    description: localized('description').notNull(),
    imageKey: text('image_key'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every admin change: an edit sent with an older one is refused (STALE). */
    version: integer('version').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const productKind = pgEnum('product_kind', ['saree', 'fabric', 'service']);

/** A weaver, co-operative or label. `verified` means the store has visited and vouches for them. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  verified: boolean('verified').notNull().default(false),
  region: localized('region').notNull(),
  description: localized('description').notNull(),
});

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  position: integer('position').notNull().default(0),
  name: localized('name').notNull(),
  facet: boolean('facet').notNull().default(true),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    name: localized('name').notNull(),
  },
  (t) => [uniqueIndex('attribute_values_attr_slug_idx').on(t.attributeId, t.slug)],
);

export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull().default(0),
  name: localized('name').notNull(),
  description: localized('description').notNull(),
  imageKey: text('image_key'),
  version: integer('version').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    sku: text('sku').notNull().unique(),
    kind: productKind('kind').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    name: localized('name').notNull(),
    description: localized('description').notNull(),
    care: localized('care').notNull(),
    /** Minor units (paise), tax-inclusive; per metre for a fabric. */
    mrpMinor: integer('mrp_minor').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('INR'),
    /**
     * Pieces, or metres for a fabric (in its step, to the centimetre); null for a service, which is not
     * stock-tracked. Numeric, read as a JS number: every amount is a multiple of 0.25, exact in binary.
     */
    stock: numeric('stock', { precision: 10, scale: 2, mode: 'number' }),
    /**
     * What one unit of a cart line is a multiple of: 1 (a piece, a whole metre) for everything but a
     * fabric, whose counter cuts in 0.25, 0.5 or 1 m steps (powers of two, so quantity / step is exact).
     */
    step: numeric('step', { precision: 3, scale: 2, mode: 'number' }).notNull().default(1),
    turnaroundDays: smallint('turnaround_days'),
    featured: integer('featured').notNull().default(0),
    imageKeys: text('image_keys').array().notNull(),
    ratingAvg: integer('rating_avg_x100').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Names in every language, attribute names and the transliterations shoppers type. */
    searchText: text('search_text').notNull(),
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    active: boolean('active').notNull().default(true),
    /** Raised by every back-office edit: an edit started from an older one is refused, nothing overwritten. */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_kind_idx').on(t.kind, t.featured),
    index('products_search_idx').using('gin', t.searchDocument),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('products_stock_nonnegative', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('products_step_known', sql`${t.step} in (0.25, 0.5, 1) and (${t.kind} = 'fabric' or ${t.step} = 1)`),
    check('products_price_positive', sql`${t.priceMinor} > 0 and ${t.mrpMinor} >= ${t.priceMinor}`),
  ],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.valueId] }), index('pav_value_idx').on(t.valueId, t.productId)],
);

export const productCollections = pgTable(
  'product_collections',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.collectionId] }),
    index('product_collections_collection_idx').on(t.collectionId, t.productId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Written for the demo store's sample data, not by a shopper: shown as such, kept out of structured data. */
    sample: boolean('sample').notNull().default(false),
    /** A buyer's review: who wrote it and the delivered line that let them (null on a sample). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    /** The stripped, re-encoded photo the shopper uploaded (a media key), if any. */
    photoKey: text('photo_key'),
    /** Hidden by staff: stops showing and counting at once, kept with who hid it and why. */
    status: text('status', { enum: ['visible', 'hidden'] })
      .notNull()
      .default('visible'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_status_known', sql`${t.status} in ('visible', 'hidden')`),
    // One review per buyer per product: a second one edits the first.
    uniqueIndex('reviews_buyer_product_idx').on(t.userId, t.productId),
    index('reviews_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Every distinct set of attribute value ids some product has had (a few hundred however many products),
 * so listings group products by an integer and expand each set once. Written only by the triggers that
 * keep product_listing (migrations 0009, 0010); rows are never changed or deleted. Id 0 is the empty set.
 */
export const listingValueSets = pgTable(
  'listing_value_sets',
  {
    id: serial('id').primaryKey(),
    /** Ascending, as in product_listing.value_ids. */
    valueIds: integer('value_ids').array().notNull(),
  },
  (t) => [uniqueIndex('listing_value_sets_value_ids_idx').on(t.valueIds)],
);

/**
 * The prices of the active products, ascending, per kind, category, value set and whether in stock: what
 * a listing without search or collection needs for its summary and facets, read per group (a few hundred)
 * however many products there are (a price range is counted by binary search, `width_bucket`). Written
 * only by triggers on product_listing (migration 0010) in the statement that changes it; a group that
 * empties keeps its row with no prices.
 */
export const listingPriceGroups = pgTable(
  'listing_price_groups',
  {
    kind: productKind('kind').notNull(),
    categoryId: integer('category_id').notNull(),
    valueSetId: integer('value_set_id').notNull(),
    inStock: boolean('in_stock').notNull(),
    prices: integer('prices')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [primaryKey({ columns: [t.kind, t.categoryId, t.valueSetId, t.inStock] })],
);

/**
 * One narrow row per product with what listings filter, sort and count by, so a listing scans a few
 * megabytes instead of the wide product rows (names, descriptions and search text in three languages).
 * Written only by database triggers (migrations 0009, 0010) in the statement that changes the product, its
 * price, stock or attribute links, so it is never stale; nothing in the application writes it.
 */
export const productListing = pgTable(
  'product_listing',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: productKind('kind').notNull(),
    categoryId: integer('category_id').notNull(),
    active: boolean('active').notNull(),
    mrpMinor: integer('mrp_minor').notNull(),
    priceMinor: integer('price_minor').notNull(),
    stock: numeric('stock', { precision: 10, scale: 2, mode: 'number' }),
    featured: integer('featured').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The product's attribute value ids, ascending. */
    valueIds: integer('value_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The listing_value_sets row holding exactly valueIds (0, the empty set, until links are added). */
    valueSetId: integer('value_set_id')
      .notNull()
      .default(0)
      .references(() => listingValueSets.id),
  },
  (t) => [
    index('product_listing_kind_idx').on(t.kind, t.featured),
    index('product_listing_values_idx').using('gin', t.valueIds),
    // Finds a price group's products when it is recomputed.
    index('product_listing_group_idx').on(t.kind, t.categoryId, t.valueSetId),
  ],
);
