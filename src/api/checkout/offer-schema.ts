import { pick } from '../../db/schema/localized';
import { builder } from '../core/builder';
import { Money } from '../catalog';
import { money, Order } from '../orders';
import { offersOfOrder, type AppliedOffer } from '../offers';
import type { Quote } from './quote';
import { cartOffers, type CartOffers } from './cart-offers';
import { CartItemInputRef } from '../cart';

// Offers on the quote (what applies, each line's saving, why a typed code does not) and on the order.

export const OfferCodeRefusalEnum = builder.enumType('OfferCodeRefusal', {
  description:
    'Why a typed code does not apply. UNKNOWN also answers every code once too many unknown ones were tried (TOO_MANY_ATTEMPTS says so).',
  values: [
    'UNKNOWN',
    'PAUSED',
    'EXPIRED',
    'NOT_STARTED',
    'MIN_NOT_REACHED',
    'NOT_FOR_ITEMS',
    'USED_UP',
    'ONE_PER_SHOPPER',
    'NOT_COMBINABLE',
    'SIGN_IN_REQUIRED',
    'FIRST_ORDER_ONLY',
    'NOT_IN_ZONE',
    'NOT_WITH_POINTS',
    'TOO_MANY_ATTEMPTS',
  ] as const,
});

type Applied = { a: AppliedOffer; currency: string };

const QuoteOffer = builder.objectRef<Applied>('QuoteOffer').implement({
  description: 'An offer this order gets and what it takes off (goods and delivery).',
  fields: (t) => ({
    id: t.id({ resolve: ({ a }) => a.offer.id }),
    title: t.string({ resolve: ({ a }, _x, ctx) => pick(a.offer.title, ctx.locale) }),
    code: t.string({ nullable: true, resolve: ({ a }) => a.code }),
    endsAt: t.string({ nullable: true, resolve: ({ a }) => a.offer.endsAt?.toISOString() ?? null }),
    discount: t.field({ type: Money, resolve: ({ a, currency }) => money(a.discountMinor, currency) }),
    deliveryDiscount: t.field({ type: Money, resolve: ({ a, currency }) => money(a.deliveryMinor, currency) }),
  }),
});

const LineDiscount = builder
  .objectRef<{ key: string; minor: number; currency: string }>('QuoteLineDiscount')
  .implement({
    fields: (t) => ({
      key: t.exposeString('key', { description: "The cart line's key." }),
      discount: t.field({ type: Money, resolve: (l) => money(l.minor, l.currency) }),
    }),
  });

/** The quote's offer fields, for CheckoutQuote. */
export const QuoteOffers = builder.objectRef<Pick<Quote, 'offers' | 'lines' | 'currency'>>('QuoteOffers').implement({
  fields: (t) => ({
    applied: t.field({
      type: [QuoteOffer],
      resolve: (q) => q.offers.applied.map((a) => ({ a, currency: q.currency })),
    }),
    code: t.string({
      nullable: true,
      description: 'The typed code, as it applies (normalised).',
      resolve: (q) => q.offers.code,
    }),
    codeRefusal: t.field({ type: OfferCodeRefusalEnum, nullable: true, resolve: (q) => q.offers.codeRefusal }),
    goodsDiscount: t.field({ type: Money, resolve: (q) => money(q.offers.goodsDiscountMinor, q.currency) }),
    deliveryDiscount: t.field({ type: Money, resolve: (q) => money(q.offers.deliveryDiscountMinor, q.currency) }),
    lines: t.field({
      type: [LineDiscount],
      description: 'Each line with a saving, in the order of the lines.',
      resolve: (q) =>
        q.lines.flatMap((l) => {
          const minor = q.offers.lineDiscounts.get(l.key) ?? 0;
          return minor > 0 ? [{ key: l.key, minor, currency: q.currency }] : [];
        }),
    }),
  }),
});

const CartOffersRef = builder.objectRef<CartOffers>('CartOffers').implement({
  description: 'The offers a cart gets before an address is chosen (delivery offers are settled at checkout).',
  fields: (t) => ({
    offers: t.field({ type: QuoteOffers, resolve: (c) => c }),
    subtotal: t.field({ type: Money, resolve: (c) => money(c.subtotalMinor, c.currency) }),
    subtotalAfterOffers: t.field({
      type: Money,
      resolve: (c) => money(c.subtotalMinor - c.offers.goodsDiscountMinor, c.currency),
    }),
  }),
});

builder.queryFields((t) => ({
  cartOffers: t.field({
    type: CartOffersRef,
    authScopes: { public: true },
    description: 'The running offers and a typed code on a cart, for anyone (codes guessed at speed are refused).',
    args: { items: t.arg({ type: [CartItemInputRef], required: true }), code: t.arg.string({ required: false }) },
    resolve: (_r, { items, code }, ctx) =>
      cartOffers(ctx.db, {
        now: ctx.kit.now(),
        userId: ctx.viewer.userId ?? null,
        ip: ctx.ip,
        items,
        code: code ?? null,
      }),
  }),
}));

const OrderOffer = builder
  .objectRef<Awaited<ReturnType<typeof offersOfOrder>>[number] & { currency: string }>('OrderOffer')
  .implement({
    fields: (t) => ({
      title: t.string({ resolve: (o, _a, ctx) => pick(o.title, ctx.locale) }),
      code: t.string({ nullable: true, resolve: (o) => o.code }),
      discount: t.field({
        type: Money,
        description: 'Goods and delivery.',
        resolve: (o) => money(o.discountMinor, o.currency),
      }),
      released: t.boolean({ description: 'Given back: the order was cancelled.', resolve: (o) => o.released }),
    }),
  });

builder.objectFields(Order, (t) => ({
  offers: t.field({
    type: [OrderOffer],
    resolve: async (o, _a, ctx) =>
      (o.row.offerDiscountMinor > 0 || o.row.deliveryFeeMinor === 0 ? await offersOfOrder(ctx.db, o.row.id) : []).map(
        (r) => ({ ...r, currency: o.row.currency }),
      ),
  }),
}));
