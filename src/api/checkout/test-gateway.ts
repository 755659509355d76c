import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { PaymentStatus } from '../../lib/order-status';
import { orderOwner, type BuyingDeps } from '../orders';
import { hmacHex, sameSignature, testGatewaySecret, testPaymentOf, type PaymentOutcome } from '../payments';
import { applyPaymentEvent, type ApplyResult } from './apply';
import { hasControlChars } from '../core/text';
import { isTestPaymentId } from '../../lib/order-ids';

// The built-in test gateway behaves like a real one: its hosted page's answer travels as a signed
// callback through the same verification as POST /api/payments/test/webhook.

// Ids are plain text: no control characters (PostgreSQL refuses NUL in text).
const plain = (schema: z.ZodString) => schema.refine((v) => !hasControlChars(v));
const callbackSchema = z.object({
  paymentId: plain(z.string().min(16).max(64)),
  orderNumber: plain(z.string().max(20)),
  status: z.enum(['paid', 'failed', 'abandoned']),
  amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  currency: plain(z.string().length(3)),
  eventId: plain(z.string().min(8).max(80)),
});

export type WebhookAnswer = { status: number; body: { ok: boolean; result: string }; applied: ApplyResult | null };

/** Verifies the signature over the raw body, then applies the callback once. */
export async function handleTestWebhook(
  deps: BuyingDeps,
  raw: Buffer,
  signature: string | null,
): Promise<WebhookAnswer> {
  // Without the test gateway (live mode, or switched off) its callback address does not exist.
  if (!deps.buying.testGateway) return { status: 404, body: { ok: false, result: 'not-found' }, applied: null };
  if (!signature || !sameSignature(hmacHex(testGatewaySecret(deps), raw), signature)) {
    return { status: 401, body: { ok: false, result: 'bad-signature' }, applied: null };
  }
  let parsed;
  try {
    parsed = callbackSchema.safeParse(JSON.parse(raw.toString('utf8')));
  } catch {
    parsed = null;
  }
  if (!parsed?.success) return { status: 400, body: { ok: false, result: 'bad-request' }, applied: null };
  const c = parsed.data;
  const applied = await applyPaymentEvent(deps, {
    provider: 'test',
    eventId: c.eventId,
    paymentId: c.paymentId,
    outcome: c.status,
    amountMinor: c.amount,
    currency: c.currency,
  });
  const status = applied.result === 'unknown' ? 404 : applied.result === 'mismatch' ? 422 : 200;
  return { status, body: { ok: status === 200, result: applied.result }, applied };
}

export type TestPaymentView = {
  id: string;
  orderNumber: string;
  amountMinor: number;
  currency: string;
  status: PaymentStatus;
};

/**
 * A test payment as its hosted page shows it: only to the order's owner, and only while the test
 * gateway exists. Anyone else (another shopper holding the id) is answered as if it did not exist.
 */
export async function findTestPayment(
  deps: Pick<BuyingDeps, 'db' | 'buying'>,
  userId: string,
  paymentId: string,
): Promise<TestPaymentView | null> {
  if (!deps.buying.testGateway || !isTestPaymentId(paymentId)) return null;
  const row = await testPaymentOf(deps.db, paymentId);
  const owner = row ? await orderOwner(deps.db, row.orderId) : undefined;
  if (!row || !owner || owner.userId !== userId) return null;
  return {
    id: row.id,
    orderNumber: owner.number,
    amountMinor: row.amountMinor,
    currency: row.currency,
    status: row.status,
  };
}

/** Why a test payment was not settled: gateway off, not this shopper's payment, or already finished. */
type TestPaymentRefusal = 'UNAVAILABLE' | 'NOT_FOUND' | 'NOT_PENDING';
export type TestPaymentResult = {
  ok: boolean;
  refusal: TestPaymentRefusal | null;
  returnUrl: string;
  orderNumber: string | null;
};

const returnUrl = (number: string | null) =>
  number ? `/processing-payment?order=${encodeURIComponent(number)}` : '/processing-payment';
const refused = (refusal: TestPaymentRefusal, number: string | null = null): TestPaymentResult => ({
  ok: false,
  refusal,
  returnUrl: returnUrl(number),
  orderNumber: number,
});

/**
 * The hosted page's buttons, for the order's owner only: builds the gateway's signed callback and
 * delivers it like the webhook would. A payment that is no longer pending is refused and nothing changes.
 */
export async function completeTestPayment(
  deps: BuyingDeps,
  userId: string,
  paymentId: string,
  outcome: PaymentOutcome,
): Promise<TestPaymentResult> {
  if (!deps.buying.testGateway) return refused('UNAVAILABLE');
  const payment = await findTestPayment(deps, userId, paymentId);
  if (!payment) return refused('NOT_FOUND');
  if (payment.status !== 'PENDING') return refused('NOT_PENDING', payment.orderNumber);
  const body = Buffer.from(
    JSON.stringify({
      paymentId,
      orderNumber: payment.orderNumber,
      status: outcome,
      amount: payment.amountMinor,
      currency: payment.currency,
      eventId: randomUUID(),
    }),
  );
  const answer = await handleTestWebhook(deps, body, hmacHex(testGatewaySecret(deps), body));
  // Two clicks racing: the second finds the order already settled ('ignored'), and says so.
  const result = answer.applied?.result;
  const done = result === 'applied' || (outcome === 'abandoned' && result === 'ignored');
  return done
    ? { ok: true, refusal: null, returnUrl: returnUrl(payment.orderNumber), orderNumber: payment.orderNumber }
    : refused('NOT_PENDING', payment.orderNumber);
}
