import { builder } from '../core/builder';
import { Order } from '../orders';
import { settleRefund, type RefundResult } from './refund';

const RefundRefusalEnum = builder.enumType('RefundRefusal', {
  values: [
    'NOT_FOUND',
    'NOT_REFUND_DUE',
    'ALREADY_REFUNDED',
    'TOO_LARGE',
    'INVALID_INPUT',
    'REFERENCE_REQUIRED',
    'PROVIDER_FAILED',
  ] as const,
});

const SettleRefundPayload = builder.objectRef<RefundResult>('SettleRefundPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    pending: t.boolean({
      description: 'Asked of Razorpay: settled when its refund.processed webhook arrives.',
      resolve: (r) => r.ok && r.pending,
    }),
    refusal: t.field({ type: RefundRefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
    order: t.field({ type: Order, nullable: true, resolve: (r) => r.order }),
  }),
});

builder.mutationFields((t) => ({
  settleRefund: t.authField({
    type: SettleRefundPayload,
    authScopes: { admin: true },
    description:
      'Admins: settle an order’s refund due. Paid through Razorpay: asked of Razorpay’s refund API, settled by its webhook; otherwise recorded with the reference of the money sent back (required). amount (minor units) defaults to what the provider captured, and may not exceed it.',
    args: {
      number: t.arg.string({ required: true }),
      reference: t.arg.string({ required: false }),
      amount: t.arg({ type: 'SafeInt', required: false }),
    },
    resolve: (_r, a, ctx) =>
      settleRefund(ctx, ctx.viewer, { number: a.number, reference: a.reference, amountMinor: a.amount }),
  }),
}));
