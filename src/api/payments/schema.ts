import { builder } from '../builder';
import { Money } from '../catalog/product-schema';
import { OrderActionPayload, PaymentStatusEnum } from '../orders/schema';
import type { PaymentStatus } from '../orders/state-machine';
import { shopperId } from '../shopper';
import { verifyRazorpayPayment } from './razorpay-events';
import { completeTestPayment, findTestPayment, type TestPaymentResult, type TestPaymentView } from './test-gateway';

const TestPaymentOutcome = builder.enumType('TestPaymentOutcome', { values: ['SUCCESS', 'FAIL', 'ABANDON'] as const });
const outcomes = { SUCCESS: 'paid', FAIL: 'failed', ABANDON: 'abandoned' } as const;

const TestPaymentResultRef = builder.objectRef<TestPaymentResult>('TestPaymentResult').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok', { description: 'False for an unknown or already finished payment.' }),
    returnUrl: t.exposeString('returnUrl'),
    orderNumber: t.exposeString('orderNumber', { nullable: true }),
  }),
});

const TestPayment = builder.objectRef<TestPaymentView>('TestPayment').implement({
  description: 'What the hosted test page shows.',
  fields: (t) => ({
    id: t.exposeID('id'),
    orderNumber: t.exposeString('orderNumber'),
    amount: t.field({ type: Money, resolve: (p) => ({ amount: p.amountMinor, currency: p.currency }) }),
    status: t.field({ type: PaymentStatusEnum, resolve: (p) => p.status as PaymentStatus }),
  }),
});

builder.queryFields((t) => ({
  testPayment: t.field({
    type: TestPayment,
    nullable: true,
    description: 'The built-in test gateway payment, for its hosted page; anyone holding the unguessable id.',
    args: { paymentId: t.arg.id({ required: true }) },
    resolve: (_r, { paymentId }, ctx) => findTestPayment(ctx, String(paymentId)),
  }),
}));

builder.mutationFields((t) => ({
  completeTestPayment: t.field({
    type: TestPaymentResultRef,
    args: { paymentId: t.arg.id({ required: true }), outcome: t.arg({ type: TestPaymentOutcome, required: true }) },
    resolve: (_r, { paymentId, outcome }, ctx) => completeTestPayment(ctx, String(paymentId), outcomes[outcome]),
  }),
  verifyRazorpayPayment: t.field({
    type: OrderActionPayload,
    args: {
      orderNumber: t.arg.string({ required: true }),
      razorpayOrderId: t.arg.string({ required: true }),
      razorpayPaymentId: t.arg.string({ required: true }),
      signature: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) => verifyRazorpayPayment(ctx, shopperId(ctx), args),
  }),
}));
