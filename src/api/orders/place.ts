import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { log } from '../../log';
import { cartLimits } from '../../lib/cart-rules';
import { hasInvalidQuantity, normaliseItems } from '../cart';
import { createRazorpayOrder } from '../payments';
import { idempotencyKeyPattern, newOrderNumber, requestHash, uniqueViolation } from './ids';
import { quote } from './quote';
import { announce, loadOrderView, type BuyingDeps } from './store';
import { Rollback, refuse, type PlaceOrderInput, type PlaceOrderResult } from './place-result';
import { write } from './place-transaction';

async function existing(deps: BuyingDeps, userId: string, key: string, hash: string): Promise<PlaceOrderResult | null> {
  const [row] = await deps.db
    .select({ number: orders.number, hash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  if (!row) return null;
  // The same key with a different request is a client bug, not a retry: never answer with another order.
  if (row.hash !== hash) return refuse('INVALID_KEY');
  return placedBefore(deps, row.number);
}

async function placedBefore(deps: BuyingDeps, number: string): Promise<PlaceOrderResult> {
  return { ok: true, order: (await loadOrderView(deps.db, number))!, refusal: null, problems: [] };
}

/**
 * Places an order in one transaction: prices from the database, takes stock with one conditional update
 * for all lines (all or nothing), writes the order, its item snapshots, its first event, its payment, the
 * bought lines taken out of the saved cart and (cash on delivery) the shopper's message in one statement.
 * The same idempotency key answers the same order however often (and however concurrently) it is sent.
 * Nothing is read before or after the transaction (a retry aside): the shopper's earlier order with this
 * key is looked for inside it, and the answer is built from the rows the transaction wrote.
 */
export async function placeOrder(deps: BuyingDeps, userId: string, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  if (typeof input.idempotencyKey !== 'string' || !idempotencyKeyPattern.test(input.idempotencyKey))
    return refuse('INVALID_KEY');
  if (input.items.length > cartLimits.lines) return refuse('TOO_MANY_ITEMS');
  // A line of 0 or less is never bought as 1: the whole order is refused and nothing changes.
  if (hasInvalidQuantity(input.items)) return refuse('INVALID_QUANTITY');
  const items = normaliseItems(input.items);
  const hash = requestHash({
    items: items.map((i) => (i.tailoring ? [i.id, i.qty, i.key, JSON.stringify(i.tailoring)] : [i.id, i.qty])).sort(),
    address: input.addressId,
    method: input.paymentMethod,
  });
  const key = input.idempotencyKey;
  if (items.length === 0) return refuse('EMPTY_CART');

  // Razorpay needs its order before ours exists (its id is what the browser pays against); a Razorpay
  // order nobody pays simply lapses on their side. A retry must not make another one: it is answered first.
  let razorpayOrderId: string | null = null;
  let number = newOrderNumber();
  if (input.paymentMethod === 'RAZORPAY') {
    const prior = await existing(deps, userId, key, hash);
    if (prior) return prior;
    const q = await quote(deps.db, deps.buying, deps.kit.now(), userId, items, input.addressId, true);
    if (!q.ok)
      return refuse(
        q.refusal!,
        q.lines.filter((l) => l.problem && l.problem !== 'PRICE_CHANGED'),
      );
    if (!deps.buying.razorpay || !q.paymentMethods.includes('RAZORPAY')) return refuse('PAYMENT_METHOD_UNAVAILABLE');
    try {
      razorpayOrderId = (
        await createRazorpayOrder(deps.buying.razorpay, {
          amountMinor: q.totalMinor,
          currency: q.currency,
          receipt: number,
        })
      ).id;
    } catch (error) {
      log.warn('payments: razorpay order not created', { error: String(error) });
      return refuse('PAYMENT_METHOD_UNAVAILABLE');
    }
  }

  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      const placed = await deps.db.transaction((tx) =>
        write(deps, tx as unknown as Db, userId, { ...input, items }, { number, hash, razorpayOrderId }),
      );
      announce(deps, placed.row.number, true);
      return { ok: true, order: placed, refusal: null, problems: [] };
    } catch (e) {
      if (e instanceof Rollback) return 'existing' in e.result ? placedBefore(deps, e.result.existing) : e.result;
      const constraint = uniqueViolation(e);
      if (constraint === null) throw e;
      // A concurrent request with the same key won: answer with its order. A number clash: draw again.
      const winner = await existing(deps, userId, key, hash);
      if (winner) return winner;
      number = newOrderNumber();
    }
  }
  throw new Error('placeOrder: could not place the order after retries');
}
