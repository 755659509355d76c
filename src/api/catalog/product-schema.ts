import DataLoader from 'dataloader';
import { GraphQLError, Kind } from 'graphql';
import { pick } from '../../db/schema/localized';
import { builder } from '../core/builder';
import { memoize, type GraphQLContext } from '../core/context';
import { ErrorCode } from '../core/errors';
import { ImageRef } from '../media/schema';
import { calendarDateIn, storeTimeZone } from '../../lib/dates';
import { floorToStep } from '../../lib/cart-rules';
import type { ProductRow } from './product-rows';
import {
  catalogueIndex,
  deliveryEstimate,
  discountPercent,
  linksOf,
  maxPerOrder,
  productBySlug,
  relatedProducts,
  reviewsOf,
  shopperRatingOf,
  stockState,
  updateProduct,
  type CatalogueIndexShape,
  type DeliveryEstimate,
  type ProductUpdateResult,
  type ReviewPage,
  type ReviewRow,
} from './product';
import { Category } from './schema';
import { loadCategoryTree } from './service';
import { loadTaxonomy, type AttributeRow, type AttributeValueRow, type CollectionRow } from './taxonomy';

const safeIntError = (value: unknown) =>
  new GraphQLError(
    `A whole number between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER} is expected, not ${String(value).slice(0, 40)}.`,
    {
      extensions: { code: ErrorCode.badInput },
    },
  );

/**
 * Money in minor units outgrows GraphQL's 32-bit Int (a cart of 50 lines can pass ₹2.1 crore, 2^31
 * paise); SafeInt is a whole number up to 2^53 - 1, sent as a plain JSON number, so it never overflows.
 */
export const SafeInt = builder.scalarType('SafeInt', {
  description: 'A whole number within ±(2^53 - 1), sent as a JSON number (money in minor units).',
  serialize: (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      throw new Error(`SafeInt cannot represent ${String(value)}`);
    return value;
  },
  parseValue: (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw safeIntError(value);
    return value;
  },
  parseLiteral: (ast) => {
    const n = ast.kind === Kind.INT ? Number(ast.value) : NaN;
    if (!Number.isSafeInteger(n)) throw safeIntError(ast.kind === Kind.INT ? ast.value : ast.kind);
    return n;
  },
});

export const Money = builder.objectRef<{ amount: number; currency: string }>('Money').implement({
  description: 'An amount in minor units (paise for INR) with its ISO 4217 currency. Never a float.',
  fields: (t) => ({ amount: t.expose('amount', { type: SafeInt }), currency: t.exposeString('currency') }),
});

export const ProductKindEnum = builder.enumType('ProductKind', {
  values: { SAREE: { value: 'saree' }, FABRIC: { value: 'fabric' }, SERVICE: { value: 'service' } } as const,
});
const UnitEnum = builder.enumType('SaleUnit', { values: ['PIECE', 'METRE'] as const });
const StockStateEnum = builder.enumType('StockState', {
  values: ['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK', 'MADE_TO_ORDER'] as const,
});

type BrandShape = { slug: string; name: string; verified: boolean };
const Brand = builder.objectRef<BrandShape>('Brand').implement({
  description: 'The weaver, co-operative or label; verified when the store has visited and vouches for them.',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    verified: t.exposeBoolean('verified'),
  }),
});

export const Attribute = builder.objectRef<AttributeRow>('Attribute').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    name: t.string({ resolve: (a, _x, ctx) => pick(a.name, ctx.locale) }),
    facet: t.exposeBoolean('facet', { description: 'Offered as a listing filter.' }),
  }),
});

export const AttributeValue = builder.objectRef<AttributeValueRow>('AttributeValue').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    name: t.string({ resolve: (v, _x, ctx) => pick(v.name, ctx.locale) }),
    attributeId: t.exposeID('attributeId'),
  }),
});

const ProductAttribute = builder
  .objectRef<{ attribute: AttributeRow; values: AttributeValueRow[] }>('ProductAttribute')
  .implement({
    fields: (t) => ({
      attribute: t.field({ type: Attribute, resolve: (a) => a.attribute }),
      values: t.field({ type: [AttributeValue], resolve: (a) => a.values }),
    }),
  });

const Collection = builder.objectRef<CollectionRow>('Collection').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    name: t.string({ resolve: (c, _x, ctx) => pick(c.name, ctx.locale) }),
    description: t.string({ resolve: (c, _x, ctx) => pick(c.description, ctx.locale) }),
    image: t.field({
      type: ImageRef,
      nullable: true,
      resolve: (c) => (c.imageKey ? { kind: 'category' as const, key: c.imageKey } : null),
    }),
  }),
});

const Review = builder.objectRef<ReviewRow>('Review').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    author: t.exposeString('author'),
    rating: t.exposeInt('rating'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    sample: t.exposeBoolean('sample', {
      description: "Written for the demo store's sample data, not by a shopper; pages say so.",
    }),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
  }),
});

const RatingCount = builder.objectRef<{ rating: number; count: number }>('RatingCount').implement({
  fields: (t) => ({ rating: t.exposeInt('rating'), count: t.exposeInt('count') }),
});

const Reviews = builder.objectRef<ReviewPage>('ReviewPage').implement({
  fields: (t) => ({
    items: t.field({ type: [Review], resolve: (r) => r.items }),
    histogram: t.field({
      type: [RatingCount],
      description: 'Counts for 5 down to 1 stars.',
      resolve: (r) => r.histogram,
    }),
  }),
});

const Rating = builder.objectRef<{ average: number; count: number }>('Rating').implement({
  fields: (t) => ({
    average: t.exposeFloat('average', { description: 'Mean stars, 0 when unrated.' }),
    count: t.exposeInt('count'),
  }),
});

const Delivery = builder.objectRef<DeliveryEstimate>('DeliveryEstimate').implement({
  description: 'Within India, from today; international times are quoted at checkout.',
  fields: (t) => ({
    // Days in India, the store's zone (a UTC date is yesterday there until 05:30).
    earliest: t.string({ resolve: (d) => calendarDateIn(d.earliest, storeTimeZone) }),
    latest: t.string({ resolve: (d) => calendarDateIn(d.latest, storeTimeZone) }),
    dispatchDays: t.exposeInt('dispatchDays'),
  }),
});

/** Per-request batch: the attribute and collection links of every product a query touches, in two statements. */
function links(ctx: GraphQLContext) {
  const loader = memoize(
    ctx,
    'loader:product-links',
    async () =>
      new DataLoader<number, { values: number[]; collections: number[] }>(async (ids) => {
        const { values, collections } = await linksOf(ctx.db, ids);
        return ids.map((id) => ({ values: values.get(id) ?? [], collections: collections.get(id) ?? [] }));
      }),
  );
  return { load: async (id: number) => (await loader).load(id) };
}

export const Product = builder.objectRef<ProductRow>('Product');
Product.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    sku: t.exposeString('sku'),
    kind: t.field({ type: ProductKindEnum, resolve: (p) => p.kind }),
    name: t.string({ resolve: (p, _a, ctx) => pick(p.name, ctx.locale) }),
    description: t.string({ resolve: (p, _a, ctx) => pick(p.description, ctx.locale) }),
    care: t.string({ resolve: (p, _a, ctx) => pick(p.care, ctx.locale) }),
    price: t.field({
      type: Money,
      description: 'Selling price of one unit (one metre for a fabric).',
      resolve: (p) => ({ amount: p.priceMinor, currency: p.currency }),
    }),
    mrp: t.field({
      type: Money,
      description: 'Maximum retail price of one unit.',
      resolve: (p) => ({ amount: p.mrpMinor, currency: p.currency }),
    }),
    discountPercent: t.int({ resolve: (p) => discountPercent(p) }),
    unit: t.field({ type: UnitEnum, resolve: (p) => (p.kind === 'fabric' ? 'METRE' : 'PIECE') }),
    stockState: t.field({ type: StockStateEnum, resolve: (p) => stockState(p) }),
    lowStockQuantity: t.float({
      nullable: true,
      description: 'How many are left, only when few are.',
      resolve: (p) => (stockState(p) === 'LOW_STOCK' ? p.stock : null),
    }),
    maxOrderQuantity: t.float({
      description: 'The most one order may take: stock, capped per order, in whole steps (metres for a fabric).',
      resolve: (p) => floorToStep(Math.min(maxPerOrder[p.kind], p.stock ?? maxPerOrder[p.kind]), p.step),
    }),
    step: t.exposeFloat('step', {
      description:
        'What a quantity must be a whole number of: 1 (a piece) for sarees and services; for a fabric the metres its counter cuts in, 0.25, 0.5 or 1.',
    }),
    turnaroundDays: t.exposeInt('turnaroundDays', { nullable: true }),
    thumbnail: t.field({
      type: ImageRef,
      description: 'The first image, for cards.',
      resolve: (p) => ({ kind: 'product' as const, key: p.imageKeys[0]! }),
    }),
    images: t.field({
      type: [ImageRef],
      resolve: (p) => p.imageKeys.map((key) => ({ kind: 'product' as const, key })),
    }),
    brand: t.field({
      type: Brand,
      resolve: (p) => ({ slug: p.brandSlug, name: p.brandName, verified: p.brandVerified }),
    }),
    category: t.field({
      type: Category,
      resolve: async (p, _a, ctx) => (await loadCategoryTree(ctx.db)).all.find((c) => c.id === p.categoryId)!,
    }),
    attributes: t.field({
      type: [ProductAttribute],
      resolve: async (p, _a, ctx) => {
        const [{ values }, tax] = await Promise.all([links(ctx).load(p.id), loadTaxonomy(ctx.db)]);
        return tax.attributes
          .map((attribute) => ({
            attribute,
            values: values.map((id) => tax.valuesById.get(id)!).filter((v) => v && v.attributeId === attribute.id),
          }))
          .filter((a) => a.values.length > 0);
      },
    }),
    collections: t.field({
      type: [Collection],
      resolve: async (p, _a, ctx) => {
        const [{ collections }, tax] = await Promise.all([links(ctx).load(p.id), loadTaxonomy(ctx.db)]);
        return tax.collections.filter((c) => collections.includes(c.id));
      },
    }),
    rating: t.field({ type: Rating, resolve: (p) => ({ average: p.ratingAvg / 100, count: p.ratingCount }) }),
    shopperRating: t.field({
      type: Rating,
      description: "Stars from shoppers' own reviews only, sample reviews left out: what structured data may carry.",
      resolve: (p, _a, ctx) => shopperRatingOf(ctx.db, p.id),
    }),
    reviews: t.field({
      type: Reviews,
      args: { first: t.arg.int({ required: false, defaultValue: 6 }) },
      resolve: (p, { first }, ctx) => reviewsOf(ctx.db, p.id, first ?? 6),
    }),
    related: t.field({
      type: [Product],
      args: { limit: t.arg.int({ required: false, defaultValue: 8 }) },
      resolve: (p, { limit }, ctx) => relatedProducts(ctx.db, p, limit ?? 8),
    }),
    deliveryEstimate: t.field({
      type: Delivery,
      nullable: true,
      resolve: (p, _a, ctx) => deliveryEstimate(p, ctx.kit.now()),
    }),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
  }),
});

const UpdateRefusal = builder.enumType('UpdateProductRefusal', {
  values: ['NOT_FOUND', 'INVALID_PRICE', 'INVALID_STOCK'] as const,
});
const UpdateProductPayload = builder.objectRef<ProductUpdateResult>('UpdateProductPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    product: t.field({ type: Product, nullable: true, resolve: (r) => (r.ok ? r.product : null) }),
    refusal: t.field({ type: UpdateRefusal, nullable: true, resolve: (r) => (r.ok ? null : r.reason) }),
  }),
});

const IndexEntry = builder.objectRef<{ slug: string; updatedAt: Date }>('CatalogueIndexEntry').implement({
  fields: (t) => ({ slug: t.exposeString('slug'), updatedAt: t.string({ resolve: (e) => e.updatedAt.toISOString() }) }),
});

const CatalogueIndex = builder.objectRef<CatalogueIndexShape>('CatalogueIndex').implement({
  description: 'Every public address of the catalogue, for the sitemap.',
  fields: (t) => ({
    products: t.field({ type: [IndexEntry], resolve: (i) => i.products }),
    categories: t.field({ type: [IndexEntry], resolve: (i) => i.categories }),
    collections: t.field({ type: [IndexEntry], resolve: (i) => i.collections }),
  }),
});

builder.queryFields((t) => ({
  catalogueIndex: t.field({
    type: CatalogueIndex,
    authScopes: { public: true },
    resolve: (_r, _a, ctx) => catalogueIndex(ctx.db),
  }),
  product: t.field({
    type: Product,
    nullable: true,
    authScopes: { public: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_r, { slug }, ctx) => productBySlug(ctx.db, slug),
  }),
  collections: t.field({
    type: [Collection],
    authScopes: { public: true },
    resolve: async (_r, _a, ctx) => (await loadTaxonomy(ctx.db)).collections,
  }),
  collection: t.field({
    type: Collection,
    nullable: true,
    authScopes: { public: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_r, { slug }, ctx) =>
      (await loadTaxonomy(ctx.db)).collectionsBySlug.get(slug.slice(0, 100)) ?? null,
  }),
}));

builder.mutationFields((t) => ({
  updateProduct: t.field({
    type: UpdateProductPayload,
    description: 'Staff only (role admin): change a price, MRP, stock or whether a product is on sale.',
    args: {
      slug: t.arg.string({ required: true }),
      priceMinor: t.arg.int({ required: false }),
      mrpMinor: t.arg.int({ required: false }),
      stock: t.arg.int({ required: false }),
      active: t.arg.boolean({ required: false }),
    },
    authScopes: { admin: true },
    resolve: (_r, { slug, ...u }, ctx) =>
      updateProduct(ctx.db, slug, u, (change) => void ctx.pubsub.publish('catalogueChanged', change)),
  }),
}));
