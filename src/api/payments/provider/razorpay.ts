// The payment providers' own protocol (Razorpay's REST call and signatures): a leaf the orders and payments
// domains both use, importing neither, so payments may depend on orders and never the other way round.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BuyingSettings } from '../../../config';

type RazorpaySettings = NonNullable<BuyingSettings['razorpay']>;

const basicAuth = (s: RazorpaySettings) => `Basic ${Buffer.from(`${s.keyId}:${s.keySecret}`).toString('base64')}`;

/** Creates a Razorpay order (the amount the shopper's checkout will charge). Throws when Razorpay refuses. */
export async function createRazorpayOrder(
  s: RazorpaySettings,
  input: { amountMinor: number; currency: string; receipt: string },
): Promise<{ id: string }> {
  const res = await fetch(`${s.baseUrl}/v1/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: basicAuth(s),
    },
    body: JSON.stringify({ amount: input.amountMinor, currency: input.currency, receipt: input.receipt }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`razorpay: create order answered ${res.status}`);
  const body = (await res.json()) as { id?: unknown; amount?: unknown };
  if (typeof body.id !== 'string' || body.amount !== input.amountMinor)
    throw new Error('razorpay: unexpected create-order answer');
  return { id: body.id };
}

/** A payment as Razorpay itself reports it: its order, the amount and currency, and its status. */
export type RazorpayPayment = {
  id: string;
  orderId: string | null;
  amountMinor: number;
  currency: string;
  status: string;
};

/**
 * GET /v1/payments/:id: what Razorpay says this payment is, so the store settles on the amount Razorpay
 * captured rather than its own record. Null when Razorpay cannot be asked or answers anything else.
 */
export async function fetchRazorpayPayment(s: RazorpaySettings, paymentId: string): Promise<RazorpayPayment | null> {
  try {
    const res = await fetch(`${s.baseUrl}/v1/payments/${encodeURIComponent(paymentId)}`, {
      headers: { authorization: basicAuth(s) },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return null;
    const b = (await res.json()) as {
      id?: unknown;
      order_id?: unknown;
      amount?: unknown;
      currency?: unknown;
      status?: unknown;
    };
    if (
      b.id !== paymentId ||
      !Number.isSafeInteger(b.amount) ||
      typeof b.currency !== 'string' ||
      typeof b.status !== 'string'
    )
      return null;
    const orderId = typeof b.order_id === 'string' ? b.order_id : null;
    return { id: paymentId, orderId, amountMinor: b.amount as number, currency: b.currency, status: b.status };
  } catch {
    return null;
  }
}

export function hmacHex(secret: string | Uint8Array, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of a hex signature we computed with one we were given. */
export function sameSignature(expectedHex: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** Checkout's handler signature: HMAC_SHA256(order_id + "|" + payment_id, key_secret). */
export function verifyCheckoutSignature(
  s: RazorpaySettings,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return sameSignature(hmacHex(s.keySecret, `${orderId}|${paymentId}`), signature);
}

export type RazorpayRefundAnswer =
  | { ok: true; refundId: string; status: string }
  | { ok: false; reason: 'NOT_CONFIGURED' | 'REFUSED' | 'UNREACHABLE'; detail: string };

/**
 * Asks Razorpay to refund (part of) a captured payment: POST /v1/payments/:id/refund. Nothing pretends:
 * without Razorpay settings (a local store) the answer is NOT_CONFIGURED, and only Razorpay's own refund id
 * counts as asked; the money has moved when its `refund.processed` webhook says so.
 */
export async function refundRazorpayPayment(
  s: RazorpaySettings | null | undefined,
  input: { providerPaymentId: string; amountMinor: number; receipt: string },
): Promise<RazorpayRefundAnswer> {
  if (!s) return { ok: false, reason: 'NOT_CONFIGURED', detail: 'Razorpay is not configured' };
  let res: Response;
  try {
    res = await fetch(`${s.baseUrl}/v1/payments/${encodeURIComponent(input.providerPaymentId)}/refund`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: basicAuth(s),
      },
      body: JSON.stringify({ amount: input.amountMinor, speed: 'normal', receipt: input.receipt }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    return { ok: false, reason: 'UNREACHABLE', detail: String(error) };
  }
  if (!res.ok) return { ok: false, reason: 'REFUSED', detail: `razorpay: refund answered ${res.status}` };
  const body = (await res.json()) as { id?: unknown; amount?: unknown; status?: unknown };
  if (typeof body.id !== 'string' || body.amount !== input.amountMinor)
    return { ok: false, reason: 'REFUSED', detail: 'razorpay: unexpected refund answer' };
  return { ok: true, refundId: body.id, status: typeof body.status === 'string' ? body.status : 'pending' };
}
