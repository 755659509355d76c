import { pick } from '../../db/schema/localized';
import type { GraphQLContext } from '../core/context';
import { builder } from '../core/builder';
import { Address } from '../addresses/schema';
import { CartItemInput, CartLine } from '../cart/schema';
import { Money, ProductKindEnum, SafeInt } from '../catalog/product-types';
import { ImageRef } from '../media/schema';
import { adminOrders, advanceOrder, cancelOrder, myOrders, orderForViewer } from './actions';
import { placeOrder } from './place';
import type { PlaceOrderResult } from './place-result';
import { quote, type Quote } from './quote';
import { orderStatuses, paymentStatuses, paymentMethods } from '../../lib/order-status';
import { nextStatuses, shopperCancelRefusal } from './state-machine';
import type { OrderActionResult } from './transition';
import { noteCode } from './notes';
import type { OrderEventRow, OrderItemRow, OrderView } from './store';

const OrderStatusEnum = builder.enumType('OrderStatus', { values: orderStatuses });
const OrderActionRefusalEnum = builder.enumType('OrderActionRefusal', {
  values: [
    'NOT_FOUND',
    'NOT_ALLOWED',
    'CUTTING_STARTED',
    'TRACKING_REQUIRED',
    'INVALID_INPUT',
    'PAYMENT_MISMATCH',
    'INVALID_SIGNATURE',
  ] as const,
});
export const PaymentStatusEnum = builder.enumType('PaymentStatus', { values: paymentStatuses });
const PaymentMethodEnum = builder.enumType('PaymentMethod', { values: paymentMethods });

const money = (amount: number, currency: string) => ({ amount, currency });
const isOwner = (o: OrderView, ctx: GraphQLContext) => o.row.userId === ctx.viewer.userId;

const DeliveryWindow = builder.objectRef<{ earliest: string; latest: string }>('DeliveryWindow').implement({
  description: 'ISO dates (YYYY-MM-DD).',
  fields: (t) => ({ earliest: t.exposeString('earliest'), latest: t.exposeString('latest') }),
});

export const OrderItem = builder.objectRef<OrderItemRow>('OrderItem').implement({
  description: 'Name, price and image as they were when the order was placed.',
  fields: (t) => ({
    productId: t.exposeID('productId'),
    slug: t.exposeString('slug'),
    name: t.string({ resolve: (i, _a, ctx) => pick(i.name, ctx.locale) }),
    kind: t.field({ type: ProductKindEnum, resolve: (i) => i.kind as 'saree' | 'fabric' | 'service' }),
    qty: t.exposeFloat('qty', { description: 'Pieces, or metres of a fabric (2.5).' }),
    unitPrice: t.field({ type: Money, resolve: (i) => money(i.unitPriceMinor, i.currency) }),
    lineTotal: t.field({ type: Money, resolve: (i) => money(i.lineTotalMinor, i.currency) }),
    image: t.field({
      type: ImageRef,
      nullable: true,
      resolve: (i) => (i.imageKey ? { kind: 'product' as const, key: i.imageKey } : null),
    }),
  }),
});

const OrderEvent = builder.objectRef<OrderEventRow>('OrderEvent').implement({
  fields: (t) => ({
    status: t.field({ type: OrderStatusEnum, resolve: (e) => e.status }),
    at: t.string({ resolve: (e) => e.at.toISOString() }),
    actor: t.exposeString('actor', { description: 'customer, admin, designer, system or payment.' }),
    note: t.exposeString('note', { nullable: true }),
    noteCode: t.string({
      nullable: true,
      description: 'Set when the store wrote the note itself: translate `orders.note.<code>`.',
      resolve: (e) => noteCode(e.note),
    }),
  }),
});

export const Order = builder.objectRef<OrderView>('Order').implement({
  fields: (t) => ({
    id: t.id({ resolve: (o) => o.row.id }),
    number: t.string({ resolve: (o) => o.row.number }),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.row.status }),
    paymentMethod: t.field({ type: PaymentMethodEnum, resolve: (o) => o.row.paymentMethod }),
    paymentStatus: t.field({ type: PaymentStatusEnum, resolve: (o) => o.row.paymentStatus }),
    createdAt: t.string({ resolve: (o) => o.row.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (o) => o.row.updatedAt.toISOString() }),
    expiresAt: t.string({ nullable: true, resolve: (o) => o.row.expiresAt?.toISOString() ?? null }),
    items: t.field({ type: [OrderItem], resolve: (o) => o.items }),
    itemCount: t.float({
      description: 'Pieces and metres added up.',
      resolve: (o) => o.items.reduce((n, i) => n + i.qty, 0),
    }),
    subtotal: t.field({ type: Money, resolve: (o) => money(o.row.subtotalMinor, o.row.currency) }),
    deliveryFee: t.field({ type: Money, resolve: (o) => money(o.row.deliveryFeeMinor, o.row.currency) }),
    total: t.field({ type: Money, resolve: (o) => money(o.row.totalMinor, o.row.currency) }),
    address: t.field({ type: Address, resolve: (o) => ({ ...o.row.address, isDefault: false }) }),
    zone: t.string({ resolve: (o) => o.row.zone }),
    carrier: t.string({ nullable: true, resolve: (o) => o.row.carrier }),
    trackingNumber: t.string({ nullable: true, resolve: (o) => o.row.trackingNumber }),
    hasTailoring: t.boolean({ resolve: (o) => o.row.hasTailoring }),
    estimatedDelivery: t.field({
      type: DeliveryWindow,
      nullable: true,
      resolve: (o) =>
        o.row.deliveryEarliest && o.row.deliveryLatest
          ? { earliest: o.row.deliveryEarliest, latest: o.row.deliveryLatest }
          : null,
    }),
    canCancel: t.boolean({ resolve: (o, _a, ctx) => isOwner(o, ctx) && shopperCancelRefusal(o.row) === null }),
    cancelRefusal: t.field({
      type: OrderActionRefusalEnum,
      nullable: true,
      description:
        'Owner only: why cancelOrder would refuse (CUTTING_STARTED once the workshop has cut a tailored order; NOT_ALLOWED once shipped or closed); null when it would not.',
      resolve: (o, _a, ctx) => (isOwner(o, ctx) ? shopperCancelRefusal(o.row) : null),
    }),
    nextStatuses: t.field({
      type: [OrderStatusEnum],
      description: 'Where advanceOrder may move it; empty unless the viewer is an admin.',
      resolve: (o, _a, ctx) =>
        ctx.viewer.role === 'admin'
          ? nextStatuses({ status: o.row.status, hasTailoring: o.row.hasTailoring }, 'admin')
          : [],
    }),
    events: t.field({ type: [OrderEvent], resolve: (o) => o.events }),
    paymentId: t.id({
      nullable: true,
      description: 'The test gateway payment to complete, while payment is pending (owner only).',
      resolve: (o, _a, ctx) =>
        ctx.buying.testGateway &&
        isOwner(o, ctx) &&
        o.row.status === 'PENDING_PAYMENT' &&
        o.payment?.provider === 'test'
          ? o.payment.id
          : null,
    }),
  }),
});

const PlaceOrderRefusalEnum = builder.enumType('PlaceOrderRefusal', {
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
  ] as const,
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
    total: t.field({ type: Money, resolve: (q) => money(q.totalMinor, q.currency) }),
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

export const OrderActionPayload = builder.objectRef<OrderActionResult>('OrderActionPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    order: t.field({ type: Order, nullable: true, resolve: (r) => r.order }),
    refusal: t.field({ type: OrderActionRefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
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
  }),
});

builder.queryFields((t) => ({
  checkoutQuote: t.authField({
    type: CheckoutQuote,
    authScopes: { signedIn: true },
    args: { items: t.arg({ type: [CartItemInput], required: true }), addressId: t.arg.id({ required: true }) },
    resolve: (_r, { items, addressId }, ctx) =>
      quote(ctx.db, ctx.buying, ctx.kit.now(), ctx.viewer.userId, items, String(addressId)),
  }),
  myOrders: t.authField({
    type: [Order],
    description: 'Newest first.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => myOrders(ctx, ctx.viewer.userId),
  }),
  order: t.field({
    type: Order,
    nullable: true,
    description: 'Your order, or any order for an admin; null otherwise.',
    // Whose order it is needs the row: orderForViewer decides; signed out is null, as for anyone else's.
    authScopes: { signedIn: true },
    unauthorizedResolver: () => null,
    args: { number: t.arg.string({ required: true }) },
    resolve: (_r, { number }, ctx) => orderForViewer(ctx, ctx.viewer, number),
  }),
  adminOrders: t.field({
    type: [Order],
    authScopes: { admin: true },
    args: {
      status: t.arg({ type: OrderStatusEnum, required: false }),
      first: t.arg.int({ required: false, defaultValue: 50 }),
    },
    resolve: (_r, { status, first }, ctx) => adminOrders(ctx, status ?? null, first ?? 50),
  }),
}));

builder.mutationFields((t) => ({
  placeOrder: t.authField({
    type: PlaceOrderPayload,
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: PlaceOrderInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      placeOrder(ctx, ctx.viewer.userId, { ...input, addressId: String(input.addressId), locale: ctx.locale }),
  }),
  cancelOrder: t.authField({
    type: OrderActionPayload,
    authScopes: { signedIn: true },
    args: { number: t.arg.string({ required: true }) },
    resolve: (_r, { number }, ctx) => cancelOrder(ctx, ctx.viewer.userId, number),
  }),
  advanceOrder: t.authField({
    type: OrderActionPayload,
    description: 'Admin only: a legal next status; SHIPPED needs carrier and trackingNumber.',
    authScopes: { admin: true },
    args: {
      number: t.arg.string({ required: true }),
      to: t.arg({ type: OrderStatusEnum, required: true }),
      carrier: t.arg.string({ required: false }),
      trackingNumber: t.arg.string({ required: false }),
      note: t.arg.string({ required: false }),
    },
    resolve: (_r, args, ctx) => advanceOrder(ctx, ctx.viewer.userId, args),
  }),
}));
