import { log } from '../../log';
import { cartLimits } from '../../lib/cart-rules';
import { normaliseCode } from '../../lib/offers';
import { hasInvalidQuantity, normaliseItems, type CartItemInput } from '../cart';
import {
  announce,
  idempotencyKeyPattern,
  loadOrderView,
  newOrderNumber,
  orderWithKey,
  requestHash,
  uniqueViolation,
  type BuyingDeps,
} from '../orders';
import { createRazorpayOrder } from '../payments';
import { quote } from './quote';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import { refusal, type PlaceOrderInput, type PlaceOrderResult } from './place-result';
import { quoteRefusal, type RazorpayStarted } from './place-checks';
import { placeSteps, type PlaceRefusal } from './place-steps';

// Placing an order, the one workflow: each step a call through a domain's door.
//   normalise the lines (cart)                                    normalise, below
//   for Razorpay only, its order first (price, then payments)    startRazorpay, below
//   in one transaction (place-steps.ts): the shopper's turn and caps (orders), price the lines, check
//   their tailoring and find the address (cart, tailoring, addresses: quote.ts), draft the order
//   (orders), write it with its payment, cart and message in one statement (orders, payments, cart,
//   notifications), the points (rewards), the tailoring jobs (tailoring), the stock (catalog)
//   announce the order (orders)

type Normalised = { items: CartItemInput[]; key: string; hash: string };

/** Step 1: the request's lines merged and checked, and the hash that tells a retry from another request. */
function normalise(input: PlaceOrderInput): Normalised | PlaceOrderResult {
  if (typeof input.idempotencyKey !== 'string' || !idempotencyKeyPattern.test(input.idempotencyKey))
    return refusal('INVALID_KEY');
  if (input.items.length > cartLimits.lines) return refusal('TOO_MANY_ITEMS');
  // A line of 0 or less is never bought as 1: the whole order is refused and nothing changes.
  if (hasInvalidQuantity(input.items)) return refusal('INVALID_QUANTITY');
  const items = normaliseItems(input.items);
  const hash = requestHash({
    items: items.map((i) => (i.tailoring ? [i.id, i.qty, i.key, JSON.stringify(i.tailoring)] : [i.id, i.qty])).sort(),
    address: input.addressId,
    method: input.paymentMethod,
    // Only when used, so an order without points hashes as it always did.
    ...(input.redeemPoints ? { points: input.redeemPoints } : {}),
    ...(input.code ? { code: normaliseCode(input.code) } : {}),
  });
  if (items.length === 0) return refusal('EMPTY_CART');
  return { items, key: input.idempotencyKey, hash };
}

async function existing(deps: BuyingDeps, userId: string, key: string, hash: string): Promise<PlaceOrderResult | null> {
  const row = await orderWithKey(deps.db, userId, key);
  if (!row) return null;
  // The same key with a different request is a client bug, not a retry: never answer with another order.
  if (row.hash !== hash) return refusal('INVALID_KEY');
  return placedBefore(deps, row.number);
}

async function placedBefore(deps: BuyingDeps, number: string): Promise<PlaceOrderResult> {
  return { ok: true, order: (await loadOrderView(deps.db, number))!, refusal: null, problems: [] };
}

/**
 * For Razorpay only, ahead of the transaction: its order must exist before ours (its id is what the
 * browser pays against), so the lines are priced here for its amount; a Razorpay order nobody pays simply
 * lapses on their side. The transaction prices again on its own snapshot and refuses when the total moved
 * meanwhile (razorpay-placing.test.ts): that second quote is the price of never collecting a stale amount.
 * A retry must not make another Razorpay order: it is answered first.
 */
async function startRazorpay(
  deps: BuyingDeps,
  userId: string,
  asked: Normalised,
  input: PlaceOrderInput,
  number: string,
): Promise<RazorpayStarted | PlaceOrderResult> {
  const prior = await existing(deps, userId, asked.key, asked.hash);
  if (prior) return prior;
  const q = await quote(deps.db, deps.buying, {
    now: deps.kit.now(),
    userId,
    items: asked.items,
    addressId: input.addressId,
    placing: true,
    redeem: input.redeemPoints ?? 0,
    code: input.code ?? null,
  });
  const refused = quoteRefusal(q) ?? (input.code && q.offers.codeRefusal ? refusal('CODE_REFUSED') : null);
  if (refused) return refused;
  if (!deps.buying.razorpay || !q.paymentMethods.includes('RAZORPAY')) return refusal('PAYMENT_METHOD_UNAVAILABLE');
  try {
    const created = await createRazorpayOrder(deps.buying.razorpay, {
      amountMinor: q.totalMinor,
      currency: q.currency,
      receipt: number,
    });
    return { orderId: created.id, amountMinor: q.totalMinor, currency: q.currency };
  } catch (error) {
    log.warn('payments: razorpay order not created', { error: String(error) });
    return refusal('PAYMENT_METHOD_UNAVAILABLE');
  }
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
  const asked = normalise(input);
  if ('ok' in asked) return asked;

  let number = newOrderNumber();
  let razorpay: RazorpayStarted | null = null;
  if (input.paymentMethod === 'RAZORPAY') {
    const started = await startRazorpay(deps, userId, asked, input, number);
    if ('ok' in started) return started;
    razorpay = started;
  }

  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      const placed = await inTransaction(deps.db, (tx, refuse: Refuse<PlaceRefusal>) =>
        placeSteps(deps, tx, userId, { ...input, items: asked.items }, { number, hash: asked.hash, razorpay }, refuse),
      );
      if (placed instanceof Refused) {
        const why: PlaceRefusal = placed.answer;
        return 'existing' in why ? placedBefore(deps, why.existing) : why;
      }
      announce(
        deps,
        placed.row.number,
        true,
        placed.items.map((i) => String(i.productId)),
      );
      return { ok: true, order: placed, refusal: null, problems: [] };
    } catch (e) {
      const constraint = uniqueViolation(e);
      if (constraint === null) throw e;
      // A concurrent request with the same key won: answer with its order. A number clash: draw again.
      const winner = await existing(deps, userId, asked.key, asked.hash);
      if (winner) return winner;
      number = newOrderNumber();
    }
  }
  throw new Error('placeOrder: could not place the order after retries');
}
