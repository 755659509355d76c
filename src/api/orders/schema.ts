import { builder } from '../core/builder';
import { adminOrders, advanceOrder, cancelOrder, myOrders, orderForViewer } from './actions';
import { Order, OrderActionPayload, OrderStatusEnum } from './order-types';

builder.queryFields((t) => ({
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
    resolve: (_r, args, ctx) => advanceOrder(ctx, ctx.viewer, args),
  }),
}));
