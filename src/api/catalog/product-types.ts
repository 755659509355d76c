import { pick } from '../../db/schema/localized';
import { builder } from '../core/builder';
import { ImageRef } from '../media';
import type { DeliveryEstimate, ReviewPage } from './product';
import { Money, Review, SafeInt } from './refs';
import type { AttributeRow, AttributeValueRow, CollectionRow } from './taxonomy';

// The GraphQL types a product is made of (money, its enums, brand, attributes, collections, reviews,
// delivery); the Product type itself is in product-schema.ts. What other domains' fields name is
// declared in refs.ts.

Money.implement({
  description: 'An amount in minor units (paise for INR) with its ISO 4217 currency. Never a float.',
  fields: (t) => ({ amount: t.expose('amount', { type: SafeInt }), currency: t.exposeString('currency') }),
});

export const UnitEnum = builder.enumType('SaleUnit', { values: ['PIECE', 'METRE'] as const });
export const StockStateEnum = builder.enumType('StockState', {
  values: ['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK', 'MADE_TO_ORDER'] as const,
});

type BrandShape = { slug: string; name: string; verified: boolean };
export const Brand = builder.objectRef<BrandShape>('Brand').implement({
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

export const ProductAttribute = builder
  .objectRef<{ attribute: AttributeRow; values: AttributeValueRow[] }>('ProductAttribute')
  .implement({
    fields: (t) => ({
      attribute: t.field({ type: Attribute, resolve: (a) => a.attribute }),
      values: t.field({ type: [AttributeValue], resolve: (a) => a.values }),
    }),
  });

export const Collection = builder.objectRef<CollectionRow>('Collection').implement({
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

Review.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    author: t.exposeString('author'),
    rating: t.exposeInt('rating'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    sample: t.exposeBoolean('sample', {
      description: "Written for the demo store's sample data, not by a shopper; pages say so.",
    }),
    verifiedPurchase: t.boolean({
      description: 'Written by a shopper whose order of this product was delivered.',
      resolve: (r) => !r.sample && r.userId !== null,
    }),
    photo: t.field({
      type: ImageRef,
      nullable: true,
      description: "The buyer's photo, stripped of its metadata and re-encoded by the server.",
      resolve: (r) => (r.photoKey ? { kind: 'product' as const, key: r.photoKey } : null),
    }),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (r) => r.updatedAt.toISOString() }),
  }),
});

const RatingCount = builder.objectRef<{ rating: number; count: number }>('RatingCount').implement({
  fields: (t) => ({ rating: t.exposeInt('rating'), count: t.exposeInt('count') }),
});

export const Reviews = builder.objectRef<ReviewPage>('ReviewPage').implement({
  fields: (t) => ({
    items: t.field({ type: [Review], resolve: (r) => r.items }),
    histogram: t.field({
      type: [RatingCount],
      description: 'Counts for 5 down to 1 stars.',
      resolve: (r) => r.histogram,
    }),
  }),
});

export const Rating = builder.objectRef<{ average: number; count: number }>('Rating').implement({
  fields: (t) => ({
    average: t.exposeFloat('average', { description: 'Mean stars, 0 when unrated.' }),
    count: t.exposeInt('count'),
  }),
});

export const Delivery = builder.objectRef<DeliveryEstimate>('DeliveryEstimate').implement({
  description: 'Within India, from today; international times are quoted at checkout.',
  fields: (t) => ({
    // Days in India, the store's zone (`deliveryEstimate`).
    earliest: t.exposeString('earliest'),
    latest: t.exposeString('latest'),
    dispatchDays: t.exposeInt('dispatchDays'),
  }),
});
