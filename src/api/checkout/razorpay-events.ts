import { loadOrderView, type BuyingDeps, type OrderActionResult } from '../orders';
import { log } from '../../log';
import { fetchRazorpayPayment, hmacHex, razorpayPaymentOf, sameSignature, verifyCheckoutSignature } from '../payments';
import { applyPaymentEvent } from './apply';
import { applyRefundEvent } from './refund';
import type { WebhookAnswer } from './test-gateway';
import { lookupKey } from '../core/text';

type Entity = { id?: unknown; order_id?: unknown; amount?: unknown; currency?: unknown; status?: unknown };
type RazorpayWebhook = {
  id?: unknown;
  event?: unknown;
  payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity }; refund?: { entity?: Entity } };
};

/** An id or code from the event: at most 100 characters and no control characters (PostgreSQL refuses NUL). */
const str = (v: unknown) => (typeof v === 'string' ? lookupKey(v, 100) : null);

/**
 * POST /api/payments/razorpay/webhook: x-razorpay-signature is HMAC_SHA256(raw body, webhook secret).
 * payment.captured and order.paid settle the order at the amount their payment entity says was captured
 * (another amount than the order's total never pays it), payment.failed fails it; each event id applies once.
 */
export async function handleRazorpayWebhook(
  deps: BuyingDeps,
  raw: Buffer,
  signature: string | null,
  eventIdHeader: string | null,
): Promise<WebhookAnswer> {
  const secret = deps.buying.razorpay?.webhookSecret;
  if (!secret || !signature || !sameSignature(hmacHex(secret, raw), signature))
    return { status: 401, body: { ok: false, result: 'bad-signature' }, applied: null };
  let body: RazorpayWebhook;
  try {
    body = JSON.parse(raw.toString('utf8')) as RazorpayWebhook;
  } catch {
    return { status: 400, body: { ok: false, result: 'bad-request' }, applied: null };
  }
  const event = str(body.event);
  if (event === 'refund.processed' || event === 'refund.failed') return refundEvent(deps, body, event, eventIdHeader);
  const payment = body.payload?.payment?.entity ?? {};
  const order = body.payload?.order?.entity ?? {};
  // Paid only by a payment Razorpay says it captured, for the amount it captured (its payment entity).
  const captured = payment.status === 'captured';
  const outcome =
    (event === 'payment.captured' || event === 'order.paid') && captured
      ? 'paid'
      : event === 'payment.failed'
        ? 'failed'
        : null;
  // Events we do not act on are acknowledged, or Razorpay would retry them for a day.
  if (!outcome) return { status: 200, body: { ok: true, result: 'ignored' }, applied: null };
  const providerOrderId = str(payment.order_id) ?? str(order.id);
  const paymentId = str(payment.id);
  const amount = payment.amount;
  const currency = str(payment.currency);
  const eventId = str(eventIdHeader) ?? str(body.id) ?? (paymentId ? `${event}:${paymentId}` : null);
  // Paise are whole and fit a bigint: 1.5 or 1e308 would fail the write and answer 500, retried for a day.
  if (!providerOrderId || !eventId || !Number.isSafeInteger(amount) || (amount as number) < 0 || !currency)
    return { status: 400, body: { ok: false, result: 'bad-request' }, applied: null };
  const applied = await applyPaymentEvent(deps, {
    provider: 'razorpay',
    eventId,
    providerOrderId,
    providerPaymentId: paymentId,
    outcome,
    amountMinor: amount as number,
    currency,
  });
  // An unknown order may belong to another system on the same account: acknowledge, change nothing.
  const status = applied.result === 'mismatch' ? 422 : 200;
  return { status, body: { ok: status === 200, result: applied.result }, applied };
}

/** refund.processed settles the order's refund (REFUND_DUE → REFUNDED); refund.failed lets staff try again. */
async function refundEvent(
  deps: BuyingDeps,
  body: RazorpayWebhook,
  event: 'refund.processed' | 'refund.failed',
  eventIdHeader: string | null,
): Promise<WebhookAnswer> {
  const refund = body.payload?.refund?.entity ?? {};
  const refundId = str(refund.id);
  const currency = str(refund.currency);
  const eventId = str(eventIdHeader) ?? str(body.id) ?? (refundId ? `${event}:${refundId}` : null);
  if (!refundId || !eventId || typeof refund.amount !== 'number' || !currency)
    return { status: 400, body: { ok: false, result: 'bad-request' }, applied: null };
  const applied = await applyRefundEvent(deps, {
    eventId,
    providerRefundId: refundId,
    outcome: event === 'refund.processed' ? 'refunded' : 'refund-failed',
    amountMinor: refund.amount,
    currency,
  });
  const status = applied.result === 'mismatch' ? 422 : 200;
  return { status, body: { ok: status === 200, result: applied.result }, applied: null };
}

/** Checkout's success handler: the shopper's browser hands over Razorpay's signed ids. */
export async function verifyRazorpayPayment(
  deps: BuyingDeps,
  userId: string,
  input: { orderNumber: string; razorpayOrderId: string; razorpayPaymentId: string; signature: string },
): Promise<OrderActionResult> {
  const view = await loadOrderView(deps.db, input.orderNumber.slice(0, 20));
  if (!view || view.row.userId !== userId) return { ok: false, refusal: 'NOT_FOUND', order: null };
  const settings = deps.buying.razorpay;
  // Razorpay's ids are short and plain; anything else cannot carry a valid signature.
  if ([input.razorpayOrderId, input.razorpayPaymentId, input.signature].some((id) => lookupKey(id, 100) === null)) {
    return { ok: false, refusal: 'INVALID_SIGNATURE', order: view };
  }
  const payment = await razorpayPaymentOf(deps.db, input.razorpayOrderId.slice(0, 100), view.row.id);
  if (
    !settings ||
    !payment ||
    !verifyCheckoutSignature(settings, input.razorpayOrderId, input.razorpayPaymentId, input.signature)
  ) {
    return { ok: false, refusal: 'INVALID_SIGNATURE', order: view };
  }
  // The signature says this payment belongs to our Razorpay order, not what it captured: Razorpay is asked.
  const paid = await fetchRazorpayPayment(settings, input.razorpayPaymentId);
  if (paid && paid.orderId !== input.razorpayOrderId) return { ok: false, refusal: 'INVALID_SIGNATURE', order: view };
  if (!paid || paid.status !== 'captured') {
    // Not captured yet, or Razorpay not answering: the order waits, and the payment.captured webhook settles it.
    if (!paid) log.warn('payments: razorpay payment not fetched', { order: view.row.number });
    return { ok: true, order: view };
  }
  await applyPaymentEvent(deps, {
    provider: 'razorpay',
    eventId: `checkout:${paid.id.slice(0, 80)}`,
    providerOrderId: input.razorpayOrderId,
    providerPaymentId: paid.id,
    outcome: 'paid',
    amountMinor: paid.amountMinor,
    currency: paid.currency,
  });
  const after = (await loadOrderView(deps.db, view.row.number))!;
  // Money captured for another amount is not this order's payment: the shopper is told it is owed back.
  return paid.amountMinor === view.row.totalMinor && paid.currency === view.row.currency
    ? { ok: true, order: after }
    : { ok: false, refusal: 'PAYMENT_MISMATCH', order: after };
}
