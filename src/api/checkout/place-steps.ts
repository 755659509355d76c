import type { Db } from '../../db/client';
import { Params, runStatement } from '../../db/statement';
import { oneStatement } from '../../db/table-insert';
import { snapshotOf } from '../addresses';
import { clearCartStatement } from '../cart';
import { takeStock } from '../catalog';
import { useUploads } from '../media';
import { notificationInsert } from '../notifications';
import {
  draftOrder,
  lockShopperOrders,
  newOrderIds,
  newOrderRows,
  newPaymentId,
  orderPlacedMessage,
  writtenOrder,
  type BuyingDeps,
  type NewOrderIds,
  type OrderDraft,
  type OrderView,
} from '../orders';
import { redeemOffers } from '../offers';
import { paymentInsert } from '../payments';
import { redeemPoints } from '../rewards';
import { recordOrderTailoring } from '../tailoring';
import type { Refuse } from '../core/refusal';
import { quote, type Quote } from './quote';
import { refusal, type PlaceOrderInput, type PlaceOrderResult } from './place-result';
import { placingRefusal, stockRefusal, tailoringRefusal, type RazorpayStarted } from './place-checks';

// Placing's one transaction, step by step, each a call through a domain's door.

/** What placeOrder settled before the transaction: the order's number, the request's hash, Razorpay's order. */
export type PlaceAhead = { number: string; hash: string; razorpay: RazorpayStarted | null };
/** Why the transaction rolled back: a refusal, or `existing`: this very request was placed before or meanwhile. */
export type PlaceRefusal = PlaceOrderResult | { existing: string };

export async function placeSteps(
  deps: BuyingDeps,
  tx: Db,
  userId: string,
  input: PlaceOrderInput,
  ahead: PlaceAhead,
  refuse: Refuse<PlaceRefusal>,
): Promise<OrderView> {
  const now = deps.kit.now();
  // The shopper's turn (orders): this very request placed before, and the counts for the caps.
  const mine = await lockShopperOrders(tx, userId, input.idempotencyKey, now);
  // The same key with a different request is a client bug, not a retry: never answer with another order.
  if (mine?.sameNumber) refuse(mine.sameHash === ahead.hash ? { existing: mine.sameNumber } : refusal('INVALID_KEY'));
  // Price the lines, check their tailoring, find the address (cart, tailoring, addresses), on this snapshot.
  const q = await quote(tx, deps.buying, {
    now,
    userId,
    items: input.items,
    addressId: input.addressId,
    placing: true,
    redeem: input.redeemPoints ?? 0,
    code: input.code ?? null,
  });
  // Check the payment method, the amount Razorpay will collect, the code, the total the shopper saw and the caps.
  const refused = placingRefusal(q, input, mine, ahead.razorpay);
  if (refused) refuse(refused);
  // Draft the order (orders: its rows, first status and event) and write it with its payment.
  const draft = draftOrder({
    number: ahead.number,
    userId,
    paymentMethod: input.paymentMethod,
    idempotencyKey: input.idempotencyKey,
    requestHash: ahead.hash,
    locale: input.locale ?? 'en',
    currency: q.currency,
    subtotalMinor: q.subtotalMinor,
    deliveryFeeMinor: q.deliveryFeeMinor,
    totalMinor: q.totalMinor,
    pointsDiscountMinor: q.points.discountMinor,
    offerDiscountMinor: q.offerDiscountMinor,
    address: snapshotOf(q.address!),
    zone: q.zone,
    delivery: q.estimatedDelivery,
    lines: q.lines.map((l) => ({ ...l, discountMinor: q.offers.lineDiscounts.get(l.key) ?? 0 })),
    now,
  });
  const order = await write(tx, draft, q, input, ahead.razorpay, now);
  // An order line keeps its picture for good (media): an upload it names is never swept. No query unless one does.
  await useUploads(
    tx,
    draft.items.flatMap((i) => (i.imageKey ? [i.imageKey] : [])),
  );
  // The points it uses (rewards): the shopper's account locked and the balance checked again, so two
  // checkouts at once never spend the same points.
  if (q.points.used > 0) {
    const over = await redeemPoints(tx, userId, q.points.used, draft.row, now, deps.buying.rewards);
    if (over) refuse(refusal(over));
  }
  // The workshop's jobs (tailoring), with their options and a copy of their measurements.
  const itemIds = order.items.map((i) => i.id);
  const recorded = await recordOrderTailoring(tx, { userId, orderId: draft.row.id, lines: q.lines, itemIds, now });
  if (!recorded.ok) refuse(tailoringRefusal(q.lines, recorded.key, recorded.code));
  // The offers' uses (offers), each cap a condition of its count: one that ran out meanwhile refuses the
  // order, and the shopper quotes again. Late, so the offer's row is locked only briefly before commit.
  if (q.offers.applied.length > 0) {
    const phone = q.address!.phone;
    const singleUse = q.offers.singleUse && q.offers.code ? new Set([q.offers.code]) : undefined;
    const order = { orderId: draft.row.id, orderTotalMinor: q.totalMinor, userId, phone, now };
    const over = await redeemOffers(tx, q.offers.applied, order, singleUse);
    if (over) refuse(refusal('OFFER_CHANGED'));
  }
  // The stock (catalog), taken last, so the hot product rows stay locked only for the moment before
  // commit, and in product-id order so two orders never wait on each other's rows in a cycle.
  const stocked = q.lines.filter((l) => l.product!.stock !== null);
  const [short] = await takeStock(
    tx,
    stocked.map((l) => ({ productId: l.product!.id, qty: l.qty })),
    now,
  );
  if (short) refuse(stockRefusal(stocked, short));
  return order;
}

/**
 * The one write statement, each domain's piece in it: the order, its items and first event (orders), its
 * payment, pending online or due on delivery (payments), the bought lines out of the server's cart (cart;
 * the browser takes them out of its own once the order is confirmed) and, for cash on delivery (placed
 * now; one paid online is announced when the money arrives), the shopper's message (notifications). One
 * round trip; every value is known here, so only the items' and the event's serial ids come back, and
 * the answer is what was written.
 */
async function write(
  tx: Db,
  draft: OrderDraft,
  q: Quote,
  input: PlaceOrderInput,
  razorpay: RazorpayStarted | null,
  now: Date,
): Promise<OrderView> {
  const { row } = draft;
  const p = new Params();
  const pieces = newOrderRows(draft, p);
  const payment = paymentInsert(
    {
      id: newPaymentId(),
      orderId: row.id,
      provider: input.paymentMethod === 'COD' ? 'cod' : input.paymentMethod === 'RAZORPAY' ? 'razorpay' : 'test',
      providerOrderId: razorpay?.orderId ?? null,
      status: row.paymentStatus,
      amountMinor: row.totalMinor,
      currency: row.currency,
    },
    now,
    p,
  );
  pieces.push({ name: 'p', text: payment.text });
  pieces.push({
    name: 'c',
    text: clearCartStatement(
      row.userId,
      q.lines.map((l) => l.key),
      p,
    ),
  });
  if (row.paymentMethod === 'COD')
    pieces.push({ name: 'm', text: notificationInsert(orderPlacedMessage(row), now, p) });
  const [ids] = await runStatement<NewOrderIds>(tx, oneStatement(pieces, `select ${newOrderIds}`), p);
  return writtenOrder(draft, ids!, payment.row);
}
