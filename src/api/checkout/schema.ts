import { builder } from '../core/builder';
import { CartItemInputRef as CartItemInput, CartLine } from '../cart';
import { Money, SafeInt } from '../catalog';
import { DeliveryWindow, Order, PaymentMethodEnum, money, type OrderView } from '../orders';
import { defaultRewardRules, paisePerPoint } from '../../lib/rewards';
import { pointsOfOrder } from '../rewards';
import { placeOrder } from './place';
import type { PlaceOrderResult } from './place-result';
import { quote, type Quote } from './quote';
import { QuoteOffers } from './offer-schema';
import './product-offer-schema';
import './running-sales-schema';
import './offer-preview-schema';

// Checkout's fields: the quote of a cart for an address, and placing the order.

const PlaceOrderRefusalEnum = builder.enumType('PlaceOrderRefusal', {
  description:
    'TOTAL_CHANGED: the total is not the one the shopper was shown (expectedTotal), or a price or the delivery address changed while the online payment was being started; nothing was placed or charged (quote again, then place). CODE_REFUSED: the typed code does not apply (the quote says why). OFFER_CHANGED: an offer ran out or ended while placing (quote again).',
  values: [
    'EMPTY_CART',
    'TOO_MANY_ITEMS',
    'INVALID_QUANTITY',
    'OUT_OF_STOCK',
    'OVER_LIMIT',
    'PRODUCT_UNAVAILABLE',
    'ADDRESS_NOT_FOUND',
    'PAYMENT_METHOD_UNAVAILABLE',
    'COD_LIMIT',
    'INVALID_KEY',
    'TOO_MANY_PENDING',
    'TOO_MANY_COD',
    'TAILORING_INVALID',
    'TOTAL_CHANGED',
    'POINTS_INVALID',
    'POINTS_OVER_BALANCE',
    'POINTS_OVER_CAP',
    'CODE_REFUSED',
    'OFFER_CHANGED',
  ] as const,
});

const QuotePoints = builder.objectRef<Quote>('CheckoutPoints').implement({
  description: 'Reward points on this order (1 point = ₹1): held, the most it may use, and what it uses.',
  fields: (t) => ({
    held: t.int({ resolve: (q) => q.points.held }),
    cap: t.int({ description: 'The most points this order may use.', resolve: (q) => q.points.cap }),
    used: t.int({ resolve: (q) => q.points.used }),
    percent: t.int({
      description: 'The share of the goods points may pay, in percent.',
      resolve: (_q, _a, ctx) => (ctx.buying.rewards ?? defaultRewardRules).maxRedeemPercent,
    }),
    discount: t.field({ type: Money, resolve: (q) => money(q.points.discountMinor, q.currency) }),
  }),
});

const CheckoutQuote = builder.objectRef<Quote>('CheckoutQuote').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    refusal: t.field({
      type: PlaceOrderRefusalEnum,
      nullable: true,
      description:
        "Why not ok (EMPTY_CART, INVALID_QUANTITY, ADDRESS_NOT_FOUND, OUT_OF_STOCK, OVER_LIMIT, PRODUCT_UNAVAILABLE, TAILORING_INVALID: see each line's tailoring.problem).",
      resolve: (q) => q.refusal,
    }),
    lines: t.field({ type: [CartLine], resolve: (q) => q.lines }),
    subtotal: t.field({ type: Money, resolve: (q) => money(q.subtotalMinor, q.currency) }),
    deliveryFee: t.field({ type: Money, resolve: (q) => money(q.deliveryFeeMinor, q.currency) }),
    offerDiscount: t.field({ type: Money, resolve: (q) => money(q.offerDiscountMinor, q.currency) }),
    offers: t.field({ type: QuoteOffers, resolve: (q) => q }),
    total: t.field({ type: Money, resolve: (q) => money(q.totalMinor, q.currency) }),
    points: t.field({ type: QuotePoints, resolve: (q) => q }),
    freeDeliveryThreshold: t.field({
      type: Money,
      nullable: true,
      resolve: (q) => (q.freeDeliveryThresholdMinor === null ? null : money(q.freeDeliveryThresholdMinor, q.currency)),
    }),
    zone: t.string({ resolve: (q) => q.zone }),
    tailoringDays: t.exposeInt('tailoringDays'),
    estimatedDelivery: t.field({ type: DeliveryWindow, resolve: (q) => q.estimatedDelivery }),
    paymentMethods: t.field({ type: [PaymentMethodEnum], resolve: (q) => q.paymentMethods }),
    codLimit: t.field({
      type: Money,
      nullable: true,
      resolve: (q) => (q.codLimitMinor === null ? null : money(q.codLimitMinor, q.currency)),
    }),
  }),
});

const RazorpayCheckout = builder
  .objectRef<{ keyId: string; orderId: string; amount: number; currency: string }>('RazorpayCheckout')
  .implement({
    fields: (t) => ({
      keyId: t.exposeString('keyId'),
      orderId: t.exposeString('orderId'),
      amount: t.expose('amount', { type: SafeInt }),
      currency: t.exposeString('currency'),
    }),
  });

const PaymentStart = builder.objectRef<OrderView>('PaymentStart').implement({
  description: 'How to pay: TEST_GATEWAY redirects to the hosted page, RAZORPAY opens Checkout, COD needs nothing.',
  fields: (t) => ({
    method: t.field({ type: PaymentMethodEnum, resolve: (o) => o.row.paymentMethod }),
    redirectUrl: t.string({
      nullable: true,
      resolve: (o) =>
        o.payment?.provider === 'test' && o.row.status === 'PENDING_PAYMENT' ? `/pay/test/${o.payment.id}` : null,
    }),
    razorpay: t.field({
      type: RazorpayCheckout,
      nullable: true,
      resolve: (o, _a, ctx) =>
        o.payment?.provider === 'razorpay' && o.payment.providerOrderId && ctx.buying.razorpay
          ? {
              keyId: ctx.buying.razorpay.keyId,
              orderId: o.payment.providerOrderId,
              amount: o.payment.amountMinor,
              currency: o.payment.currency,
            }
          : null,
    }),
  }),
});

const PlaceOrderPayload = builder.objectRef<PlaceOrderResult>('PlaceOrderPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    order: t.field({ type: Order, nullable: true, resolve: (r) => r.order }),
    refusal: t.field({ type: PlaceOrderRefusalEnum, nullable: true, resolve: (r) => r.refusal }),
    problems: t.field({ type: [CartLine], resolve: (r) => r.problems }),
    payment: t.field({ type: PaymentStart, nullable: true, resolve: (r) => r.order }),
  }),
});

const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
  fields: (t) => ({
    items: t.field({ type: [CartItemInput], required: true }),
    addressId: t.id({ required: true }),
    paymentMethod: t.field({ type: PaymentMethodEnum, required: true }),
    idempotencyKey: t.string({
      required: true,
      description: '16-64 characters of [A-Za-z0-9_-], one per checkout attempt.',
    }),
    redeemPoints: t.float({
      required: false,
      description: 'Reward points to pay with: a whole number up to what is held and the cap (else POINTS_*).',
    }),
    code: t.string({ required: false, description: 'An offer code (any case, spaces ignored).' }),
    expectedTotal: t.field({
      type: SafeInt,
      required: false,
      description: 'The total in minor units the shopper was shown: another refuses with TOTAL_CHANGED.',
    }),
  }),
});

builder.queryFields((t) => ({
  checkoutQuote: t.authField({
    type: CheckoutQuote,
    authScopes: { signedIn: true },
    args: {
      items: t.arg({ type: [CartItemInput], required: true }),
      addressId: t.arg.id({ required: true }),
      redeemPoints: t.arg.float({ required: false }),
      code: t.arg.string({ required: false }),
    },
    resolve: (_r, { items, addressId, redeemPoints, code }, ctx) =>
      quote(ctx.db, ctx.buying, {
        now: ctx.kit.now(),
        userId: ctx.viewer.userId,
        items,
        addressId: String(addressId),
        redeem: redeemPoints ?? 0,
        code: code ?? null,
        ip: ctx.ip,
      }),
  }),
}));

builder.mutationFields((t) => ({
  placeOrder: t.authField({
    type: PlaceOrderPayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: PlaceOrderInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      placeOrder(ctx, ctx.viewer.userId, {
        ...input,
        addressId: String(input.addressId),
        locale: ctx.locale,
        expectedTotalMinor: input.expectedTotal ?? null,
      }),
  }),
}));

// The points an order used and earned (rewards), on the order itself.
builder.objectFields(Order, (t) => ({
  pointsUsed: t.int({ resolve: (o) => Math.round(o.row.pointsDiscountMinor / paisePerPoint) }),
  pointsDiscount: t.field({ type: Money, resolve: (o) => money(o.row.pointsDiscountMinor, o.row.currency) }),
  pointsEarned: t.int({
    description: 'Points this order earned on delivery (0 before, or when taken back).',
    resolve: async (o, _a, ctx) => (await pointsOfOrder(ctx.db, o.row.id)).earned,
  }),
}));
