import { builder } from '../core/builder';
import { findUsers } from '../identity';
import { refundsOfOrders, type RefundRow } from '../payments';
import { Money } from '../catalog';
import { money, Order, OrderEvent, PaymentStatusEnum } from './order-types';
import { OrderStatusEnum } from './order-types';
import { searchAdminOrders, type AdminOrderPage } from './admin';
import { maxAdminPage } from './admin-filter';
import type { OrderEventRow } from './store';

// The back office's order list (search, filters, a page at a time) and what only staff see on an order.

const AdminOrderPageRef = builder.objectRef<AdminOrderPage>('AdminOrderPage').implement({
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Matching orders, counted up to a cap (see totalCapped).' }),
    totalCapped: t.exposeBoolean('totalCapped', { description: 'More match than total says.' }),
    orders: t.field({ type: [Order], resolve: (p) => p.orders }),
  }),
});

const Refund = builder.objectRef<RefundRow>('Refund').implement({
  description: 'Money given back for an order: PENDING while Razorpay processes it, PROCESSED once given back.',
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.field({ type: Money, resolve: (r) => money(r.amountMinor, r.currency) }),
    status: t.exposeString('status', { description: 'PENDING, PROCESSED or FAILED.' }),
    reference: t.exposeString('reference'),
    providerRefundId: t.exposeString('providerRefundId', { nullable: true }),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
  }),
});

builder.objectFields(Order, (t) => ({
  refunds: t.field({
    type: [Refund],
    description: 'The order’s refunds, newest first (its owner and admins).',
    authScopes: function adminOrOwner(o) {
      return { admin: true, owner: o.row.userId };
    },
    // Anyone else reads none, as before the scope was declared.
    unauthorizedResolver: () => [],
    resolve: (o, _a, ctx) => refundsOfOrders(ctx.db, [o.row.id]),
  }),
}));

builder.objectFields(OrderEvent, (t) => ({
  actorName: t.string({
    nullable: true,
    description: 'Admins: the name (or phone) of the person who made the move; null for the store and the provider.',
    authScopes: { admin: true },
    unauthorizedResolver: () => null,
    resolve: async (e: OrderEventRow, _a, ctx) => {
      if (!e.actorId) return null;
      const [u] = await findUsers(ctx.db, [e.actorId]);
      return u ? u.name || u.phone : null;
    },
  }),
}));

/** A day (YYYY-MM-DD) as the instant it starts in UTC; anything else is no bound. */
function day(s: string | null | undefined, plusDays = 0): Date | null {
  if (!s || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return null;
  const d = new Date(`${s}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : new Date(d.getTime() + plusDays * 86_400_000);
}

builder.queryFields((t) => ({
  adminOrderSearch: t.field({
    type: AdminOrderPageRef,
    authScopes: { admin: true },
    description: `Admins: orders newest first, by order number, phone or the start of the customer's name, status, payment status and placing day (from and to inclusive, YYYY-MM-DD, UTC); at most ${maxAdminPage} a page.`,
    args: {
      search: t.arg.string({ required: false }),
      status: t.arg({ type: OrderStatusEnum, required: false }),
      paymentStatus: t.arg({ type: PaymentStatusEnum, required: false }),
      from: t.arg.string({ required: false }),
      to: t.arg.string({ required: false }),
      first: t.arg.int({ required: false, defaultValue: 25 }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: (_r, a, ctx) =>
      searchAdminOrders(
        ctx.db,
        {
          search: a.search?.slice(0, 80) ?? null,
          status: a.status ?? null,
          paymentStatus: a.paymentStatus ?? null,
          from: day(a.from),
          to: day(a.to, 1),
        },
        a.first ?? 25,
        a.offset ?? 0,
      ),
  }),
}));
