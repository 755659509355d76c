import { pick } from '../../db/schema/localized';
import type { GraphQLContext } from '../core/context';
import { builder } from '../core/builder';
import { Address } from '../addresses';
import { Money, ProductKindEnum } from '../catalog';
import { ImageRef } from '../media';
import { orderStatuses } from '../../lib/order-status';
import { nextStatuses, shopperCancelRefusal } from './state-machine';
import { noteCode } from './notes';
import { DeliveryWindow, money, Order, OrderActionPayload, PaymentMethodEnum, PaymentStatusEnum } from './refs';
import type { OrderEventRow, OrderItemRow, OrderView } from './store';

// The order as GraphQL shows it (its items, events, statuses) and the answer to an action on it; other
// domains' schemas name those declared in refs.ts. The checkout's types and the root fields are in schema.ts.

export const OrderStatusEnum = builder.enumType('OrderStatus', { values: orderStatuses });
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
// The orders domain's own schema files import these from here, beside the types implemented here.
export { money, Order, OrderActionPayload, PaymentStatusEnum } from './refs';
const isOwner = (o: OrderView, ctx: GraphQLContext) => o.row.userId === ctx.viewer.userId;

DeliveryWindow.implement({
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
    offerDiscount: t.field({
      type: Money,
      description: "The line's share of the order's offer discount.",
      resolve: (i) => money(i.discountMinor, i.currency),
    }),
    paid: t.field({
      type: Money,
      description: 'What the line came to after offers: what a refund of this line gives back at most.',
      resolve: (i) => money(i.lineTotalMinor - i.discountMinor, i.currency),
    }),
    image: t.field({
      type: ImageRef,
      nullable: true,
      resolve: (i) => (i.imageKey ? { kind: 'product' as const, key: i.imageKey } : null),
    }),
  }),
});

export const OrderEvent = builder.objectRef<OrderEventRow>('OrderEvent').implement({
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

Order.implement({
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
    offerDiscount: t.field({
      type: Money,
      description: 'What offers took off the goods (the items’ discounts added up).',
      resolve: (o) => money(o.row.offerDiscountMinor, o.row.currency),
    }),
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
      authScopes: { admin: true },
      unauthorizedResolver: () => [],
      resolve: (o) => nextStatuses({ status: o.row.status, hasTailoring: o.row.hasTailoring }, 'admin'),
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

OrderActionPayload.implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    order: t.field({ type: Order, nullable: true, resolve: (r) => r.order }),
    refusal: t.field({ type: OrderActionRefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
  }),
});
