import DataLoader from 'dataloader';
import { pick } from '../../db/schema/localized';
import { builder } from '../core/builder';
import { memoize, type GraphQLContext } from '../core/context';
import { ImageRef } from '../media';
import { floorToStep } from '../../lib/cart-rules';
import {
  catalogueIndex,
  deliveryEstimate,
  discountPercent,
  productLinks,
  maxPerOrder,
  productBySlug,
  relatedProducts,
  reviewsOf,
  shopperRatingOf,
  stockState,
  updateProduct,
  type CatalogueIndexShape,
  type ProductLinks,
  type ProductUpdateResult,
} from './product';
import {
  Brand,
  Collection,
  Delivery,
  ProductAttribute,
  Rating,
  Reviews,
  StockStateEnum,
  UnitEnum,
} from './product-types';
import { Money, Product, ProductKindEnum } from './refs';
import { Category } from './schema';
import { loadCategoryTree } from './service';
import { loadTaxonomy } from './taxonomy';

/** Per-request batch: the attribute and collection links of every product a query touches, in two statements (or none: product.ts keeps them). */
function links(ctx: GraphQLContext) {
  const loader = memoize(
    ctx,
    'loader:product-links',
    async () => new DataLoader<number, ProductLinks>((ids) => productLinks(ctx.db, ids)),
  );
  return { load: async (id: number) => (await loader).load(id) };
}

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
