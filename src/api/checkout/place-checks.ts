import { log } from '../../log';
import type { PricedLine } from '../cart';
import type { TailoringProblem } from '../../lib/tailoring';
import type { ShopperOrders } from '../orders';
import type { Quote } from './quote';
import { refusal, type PlaceOrderInput, type PlaceOrderResult } from './place-result';

// Placing's rules of its own: what refuses an order once it is priced, and the lines a refusal shows.

/**
 * An unpaid order holds its stock for the payment window; one shopper may hold only a few at once, so
 * nobody can take a saree off sale by starting payments they never finish.
 */
const maxPendingPerShopper = 3;
/**
 * A cash-on-delivery order holds its stock until it is delivered or cancelled; one shopper may have
 * only a few open at once, so nobody can take a product off sale with orders they never take.
 */
export const maxOpenCodPerShopper = 3;

/** The Razorpay order made before the transaction: its id and the amount it will collect. */
export type RazorpayStarted = { orderId: string; amountMinor: number; currency: string };

/** A quote that cannot be placed, with the lines at fault (a price that moved is no fault). */
export function quoteRefusal(q: Quote): PlaceOrderResult | null {
  if (q.ok) return null;
  return refusal(
    q.refusal!,
    q.lines.filter((l) => l.problem && l.problem !== 'PRICE_CHANGED'),
  );
}

/**
 * The priced order against the payment method, the amount a Razorpay order was made for and the
 * shopper's caps (`mine`, counted under the shopper's lock).
 */
export function placingRefusal(
  q: Quote,
  input: Pick<PlaceOrderInput, 'paymentMethod' | 'code' | 'expectedTotalMinor'>,
  mine: ShopperOrders | undefined,
  razorpay: RazorpayStarted | null,
): PlaceOrderResult | null {
  const method = input.paymentMethod;
  const priced = quoteRefusal(q);
  if (priced) return priced;
  // A code that does not apply is never dropped silently: the shopper takes it off or quotes again.
  if (input.code && q.offers.codeRefusal) return refusal('CODE_REFUSED');
  // A sale that ended (or an offer that ran out) since the shopper's quote never raises the price unseen.
  if (input.expectedTotalMinor != null && input.expectedTotalMinor !== q.totalMinor) return refusal('TOTAL_CHANGED');
  if (!q.paymentMethods.includes(method))
    return refusal(method === 'COD' && q.zone === 'INDIA' ? 'COD_LIMIT' : 'PAYMENT_METHOD_UNAVAILABLE');
  // Razorpay will collect what its order was made for, priced before this snapshot: a price or the address
  // that moved in between would leave the order's total and the money apart. Nothing is written.
  if (razorpay && (razorpay.amountMinor !== q.totalMinor || razorpay.currency !== q.currency)) {
    log.info('checkout: total changed while the Razorpay order was made', {
      asked: razorpay.amountMinor,
      total: q.totalMinor,
    });
    return refusal('TOTAL_CHANGED');
  }
  if (method === 'COD' && (mine?.openCod ?? 0) >= maxOpenCodPerShopper) return refusal('TOO_MANY_COD');
  if (method !== 'COD' && (mine?.pending ?? 0) >= maxPendingPerShopper) return refusal('TOO_MANY_PENDING');
  return null;
}

/** A tailoring line the workshop could not take (its measurements went meanwhile), as the refusal shows it. */
export function tailoringRefusal(lines: readonly PricedLine[], key: string, code: TailoringProblem): PlaceOrderResult {
  const line = lines.find((l) => l.key === key)!;
  return refusal('TAILORING_INVALID', [
    { ...line, problem: 'TAILORING', tailoring: { ...line.tailoring!, problem: code } },
  ]);
}

/** The line whose stock ran short at the last moment, as the refusal shows it. */
export function stockRefusal(
  stocked: readonly PricedLine[],
  short: { productId: number; available: number },
): PlaceOrderResult {
  const line = stocked.find((l) => l.product!.id === short.productId)!;
  const available = short.available;
  return refusal('OUT_OF_STOCK', [
    {
      ...line,
      available,
      problem: available === 0 ? 'OUT_OF_STOCK' : 'NOT_ENOUGH_STOCK',
      previousPriceMinor: null,
    },
  ]);
}
