import { randomUUID } from 'node:crypto';
import { log } from '../../log';
import type { Db } from '../../db/client';
import { Params, runStatement } from '../../db/statement';
import { snapshotOf } from '../addresses';
import { clearCartStatement } from '../cart';
import { takeStock } from '../catalog';
import { useUploads } from '../media';
import { notificationInsert } from '../notifications';
import {
  lockShopperOrders,
  newOrderRows,
  newPaymentId,
  orderPlacedMessage,
  type BuyingDeps,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
  type OrderView,
} from '../orders';
import { paymentInsert } from '../payments';
import { redeemPoints } from '../rewards';
import { recordTailoringLines } from '../tailoring';
import { quote } from './quote';
import type { Refuse } from '../core/refusal';
import { refusal, type PlaceOrderInput, type PlaceOrderResult } from './place-result';

// Placing's one transaction: the shopper's turn and caps, the lines priced again on its snapshot, then
// every row written at once and the stock taken last.

const paymentWindowMs = 30 * 60_000;
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
type Written = { number: string; hash: string; razorpay: RazorpayStarted | null };
/** Why the transaction rolled back: a refusal, or `existing`: this very request was placed before or meanwhile. */
export type PlaceRefusal = PlaceOrderResult | { existing: string };

export async function write(
  deps: BuyingDeps,
  tx: Db,
  userId: string,
  input: PlaceOrderInput,
  w: Written,
  refuse: Refuse<PlaceRefusal>,
): Promise<OrderView> {
  const now = deps.kit.now();
  const cod = input.paymentMethod === 'COD';
  // The shopper's turn (orders): this very request placed before, and the counts for the caps.
  const mine = await lockShopperOrders(tx, userId, input.idempotencyKey, now);
  if (mine?.sameNumber) {
    // The same key with a different request is a client bug, not a retry: never answer with another order.
    refuse(mine.sameHash === w.hash ? { existing: mine.sameNumber } : refusal('INVALID_KEY'));
  }
  // Price the lines, check their tailoring, find the address (cart, tailoring, addresses).
  const redeem = input.redeemPoints ?? 0;
  const q = await quote(tx, deps.buying, now, userId, input.items, input.addressId, true, redeem);
  if (!q.ok)
    refuse(
      refusal(
        q.refusal!,
        q.lines.filter((l) => l.problem && l.problem !== 'PRICE_CHANGED'),
      ),
    );
  if (!q.paymentMethods.includes(input.paymentMethod)) {
    refuse(refusal(input.paymentMethod === 'COD' && q.zone === 'INDIA' ? 'COD_LIMIT' : 'PAYMENT_METHOD_UNAVAILABLE'));
  }
  // Razorpay will collect what its order was made for, priced before this snapshot: a price or the address
  // that moved in between would leave the order's total and the money apart. Nothing is written.
  if (w.razorpay && (w.razorpay.amountMinor !== q.totalMinor || w.razorpay.currency !== q.currency)) {
    log.info('checkout: total changed while the Razorpay order was made', {
      asked: w.razorpay.amountMinor,
      total: q.totalMinor,
    });
    refuse(refusal('TOTAL_CHANGED'));
  }
  if (cod && (mine?.openCod ?? 0) >= maxOpenCodPerShopper) refuse(refusal('TOO_MANY_COD'));
  if (!cod && (mine?.pending ?? 0) >= maxPendingPerShopper) refuse(refusal('TOO_MANY_PENDING'));
  const order: OrderRow = {
    id: randomUUID(),
    number: w.number,
    userId,
    status: cod ? 'PLACED' : 'PENDING_PAYMENT',
    paymentMethod: input.paymentMethod,
    paymentStatus: cod ? 'COD_DUE' : 'PENDING',
    currency: q.currency,
    subtotalMinor: q.subtotalMinor,
    deliveryFeeMinor: q.deliveryFeeMinor,
    totalMinor: q.totalMinor,
    pointsDiscountMinor: q.points.discountMinor,
    address: snapshotOf(q.address!),
    zone: q.zone,
    hasTailoring: q.lines.some((l) => l.product!.kind === 'service'),
    deliveryEarliest: q.estimatedDelivery.earliest,
    deliveryLatest: q.estimatedDelivery.latest,
    carrier: null,
    trackingNumber: null,
    idempotencyKey: input.idempotencyKey,
    requestHash: w.hash,
    expiresAt: cod ? null : new Date(now.getTime() + paymentWindowMs),
    locale: input.locale ?? 'en',
    createdAt: now,
    updatedAt: now,
  };
  const items: Omit<OrderItemRow, 'id'>[] = q.lines.map((l, position) => ({
    orderId: order.id,
    position,
    productId: l.product!.id,
    slug: l.product!.slug,
    name: l.product!.name,
    kind: l.product!.kind,
    qty: l.qty,
    unitPriceMinor: l.unitPriceMinor!,
    lineTotalMinor: l.lineTotalMinor!,
    currency: l.currency,
    imageKey: l.product!.imageKeys[0] ?? null,
    stocked: l.product!.stock !== null,
    turnaroundDays:
      l.product!.kind === 'service'
        ? (l.product!.turnaroundDays ?? 0) + (l.tailoring?.extraDays ?? 0)
        : l.product!.turnaroundDays,
  }));
  const event: Omit<OrderEventRow, 'id'> = {
    orderId: order.id,
    status: order.status,
    at: now,
    actor: 'customer',
    actorId: order.userId,
    note: cod ? 'Order placed, cash on delivery' : 'Order placed, awaiting payment',
  };
  const p = new Params();
  const rows = newOrderRows(order, items, event, p);
  // Start the payment (payments): its record, pending online or due on delivery.
  const payment = paymentInsert(
    {
      id: newPaymentId(),
      orderId: order.id,
      provider: cod ? 'cod' : input.paymentMethod === 'RAZORPAY' ? 'razorpay' : 'test',
      providerOrderId: w.razorpay?.orderId ?? null,
      status: order.paymentStatus,
      amountMinor: q.totalMinor,
      currency: q.currency,
    },
    now,
    p,
  );
  // The order, its items, its first event (orders), its payment (payments), the bought lines out of the
  // server's cart (cart; the browser takes them out of its own once the order is confirmed) and, for cash
  // on delivery (placed now; one paid online is announced when the money arrives), the shopper's message
  // (notifications): one statement, one round trip. Every value is known here (the order's id too), so
  // only the items' and the event's serial ids come back.
  const message = cod ? `, m as (${notificationInsert(orderPlacedMessage(order), now, p)})` : '';
  const [ids] = await runStatement<{ items: number[]; event: number }>(
    tx,
    `with ${rows}, p as (${payment.text}), c as (${clearCartStatement(
      userId,
      q.lines.map((l) => l.key),
      p,
    )})${message}
    select (select array_agg(i.id order by i.position) from i) as items, (select e.id from e) as event`,
    p,
  );
  const written: OrderItemRow[] = items.map((item, position) => ({ id: ids!.items[position]!, ...item }));
  // An order line keeps its picture for good (media): an upload it names is never swept. No query unless one does.
  await useUploads(
    tx,
    items.flatMap((i) => (i.imageKey ? [i.imageKey] : [])),
  );
  // The workshop's job for every tailoring line, with its options and a copy of its measurements (tailoring).
  const itemId = (position: number) => written[position]!.id;
  const garmentItem = new Map(q.lines.map((l, position) => [l.key, position]));
  const jobs = q.lines.flatMap((l, position) =>
    l.tailoring
      ? [
          {
            orderItemId: itemId(position),
            serviceProductId: l.product!.id,
            attachedItemId:
              l.tailoring.attachTo && garmentItem.has(l.tailoring.attachTo)
                ? itemId(garmentItem.get(l.tailoring.attachTo)!)
                : null,
            line: l.tailoring,
          },
        ]
      : [],
  );
  // The points it uses (rewards): the shopper's account locked and the balance checked again, so two
  // checkouts at once never spend the same points.
  if (q.points.used > 0) {
    const over = await redeemPoints(tx, userId, q.points.used, order, now, deps.buying.rewards);
    if (over) refuse(refusal(over));
  }
  const recorded = await recordTailoringLines(tx, userId, order.id, jobs, now);
  if (!recorded.ok) {
    const line = q.lines.find((l) => l.key === recorded.key)!;
    refuse(
      refusal('TAILORING_INVALID', [
        { ...line, problem: 'TAILORING', tailoring: { ...line.tailoring!, problem: recorded.code } },
      ]),
    );
  }
  // The stock (catalog), taken last, so the hot product rows stay locked only for the moment before
  // commit, and in product-id order so two orders never wait on each other's rows in a cycle.
  const stocked = q.lines.filter((l) => l.product!.stock !== null);
  const [short] = await takeStock(
    tx,
    stocked.map((l) => ({ productId: l.product!.id, qty: l.qty })),
    now,
  );
  if (short) {
    const line = stocked.find((l) => l.product!.id === short.productId)!;
    const available = short.available;
    refuse(
      refusal('OUT_OF_STOCK', [
        {
          ...line,
          available,
          problem: available === 0 ? 'OUT_OF_STOCK' : 'NOT_ENOUGH_STOCK',
          previousPriceMinor: null,
        },
      ]),
    );
  }

  // The answer is what was just written: no second read after commit.
  return { row: order, items: written, events: [{ id: ids!.event, ...event }], payment: payment.row };
}
