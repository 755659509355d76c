import { builder } from '../core/builder';
import { Money } from '../catalog';
import { OrderActionPayload, PaymentStatusEnum } from '../orders';
import { verifyRazorpayPayment } from './razorpay-events';
import { completeTestPayment, findTestPayment, type TestPaymentResult, type TestPaymentView } from './test-gateway';

const TestPaymentOutcome = builder.enumType('TestPaymentOutcome', { values: ['SUCCESS', 'FAIL', 'ABANDON'] as const });
const outcomes = { SUCCESS: 'paid', FAIL: 'failed', ABANDON: 'abandoned' } as const;

const TestPaymentRefusalEnum = builder.enumType('TestPaymentRefusal', {
  description:
    'UNAVAILABLE: there is no test gateway (live mode). NOT_FOUND: no such payment of yours. NOT_PENDING: already finished.',
  values: ['UNAVAILABLE', 'NOT_FOUND', 'NOT_PENDING'] as const,
});

const TestPaymentResultRef = builder.objectRef<TestPaymentResult>('TestPaymentResult').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok', { description: 'False when refused; then nothing changed.' }),
    refusal: t.field({ type: TestPaymentRefusalEnum, nullable: true, resolve: (r) => r.refusal }),
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
    status: t.field({ type: PaymentStatusEnum, resolve: (p) => p.status }),
  }),
});

builder.queryFields((t) => ({
  testPayment: t.authField({
    type: TestPayment,
    nullable: true,
    description:
      "The built-in test gateway payment, for its hosted page: the order's owner only (signed in); null for anyone else, or without the test gateway.",
    authScopes: { signedIn: true },
    args: { paymentId: t.arg.id({ required: true }) },
    resolve: (_r, { paymentId }, ctx) => findTestPayment(ctx, ctx.viewer.userId, String(paymentId)),
  }),
}));

builder.mutationFields((t) => ({
  completeTestPayment: t.authField({
    type: TestPaymentResultRef,
    authScopes: { signedIn: true },
    description: "The hosted test page's buttons: the order's owner only (signed in), while the payment is pending.",
    args: { paymentId: t.arg.id({ required: true }), outcome: t.arg({ type: TestPaymentOutcome, required: true }) },
    resolve: (_r, { paymentId, outcome }, ctx) =>
      completeTestPayment(ctx, ctx.viewer.userId, String(paymentId), outcomes[outcome]),
  }),
  verifyRazorpayPayment: t.authField({
    type: OrderActionPayload,
    authScopes: { signedIn: true },
    description:
      "Checkout's signed answer, the order's owner only: Razorpay is asked what the payment captured. ok with the order still pending when not captured yet (Razorpay's webhook settles it); PAYMENT_MISMATCH when it captured another amount than the order's total: the order is not paid, an unpaid one is cancelled, and what was captured is owed back.",
    args: {
      orderNumber: t.arg.string({ required: true }),
      razorpayOrderId: t.arg.string({ required: true }),
      razorpayPaymentId: t.arg.string({ required: true }),
      signature: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) => verifyRazorpayPayment(ctx, ctx.viewer.userId, args),
  }),
}));
