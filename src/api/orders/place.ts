import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { Params, runStatement } from '../../db/statement';
import { log } from '../../log';
import { snapshotOf } from '../addresses/service';
import { cartLimits } from '../../lib/cart-rules';
import {
  clearCartStatement,
  hasInvalidQuantity,
  normaliseItems,
  type CartItemInput,
  type PricedLine,
} from '../cart/service';
import { takeStock } from '../catalog/stock';
import { recordTailoringLines } from '../tailoring/record';
import { paymentInsert } from '../payments/ledger/ledger';
import { notificationInsert } from '../notifications/outbox';
import { createRazorpayOrder } from '../payments/provider/razorpay';
import { idempotencyKeyPattern, newOrderNumber, newPaymentId, requestHash, uniqueViolation } from './ids';
import { quote, type PaymentMethod } from './quote';
import {
  announce,
  loadOrderView,
  type BuyingDeps,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
  type OrderView,
} from './store';
import { orderPlacedMessage } from './messages';
import { newOrderRows } from './order-rows';
import type { Locale } from '../../db/schema/localized';

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
/** Cash-on-delivery orders still holding stock: placed and not yet delivered or cancelled. */
const openStatuses = ['PLACED', 'CONFIRMED', 'IN_TAILORING', 'QUALITY_CHECK', 'SHIPPED'] as const;

type PlaceOrderRefusal =
  | 'EMPTY_CART'
  | 'TOO_MANY_ITEMS'
  | 'INVALID_QUANTITY'
  | 'OUT_OF_STOCK'
  | 'OVER_LIMIT'
  | 'PRODUCT_UNAVAILABLE'
  | 'ADDRESS_NOT_FOUND'
  | 'PAYMENT_METHOD_UNAVAILABLE'
  | 'COD_LIMIT'
  | 'INVALID_KEY'
  | 'TOO_MANY_PENDING'
  | 'TOO_MANY_COD'
  | 'TAILORING_INVALID';
export type PlaceOrderInput = {
  items: readonly CartItemInput[];
  addressId: string;
  paymentMethod: PaymentMethod;
  idempotencyKey: string;
  /** The shopper's language: messages about the order are written in it. */ locale?: Locale;
};
export type PlaceOrderResult =
  | { ok: true; order: OrderView; refusal: null; problems: PricedLine[] }
  | { ok: false; order: null; refusal: PlaceOrderRefusal; problems: PricedLine[] };

const refuse = (refusal: PlaceOrderRefusal, problems: PricedLine[] = []): PlaceOrderResult => ({
  ok: false,
  order: null,
  refusal,
  problems,
});

/** Thrown inside the transaction to roll everything back and answer with a refusal. */
class Rollback extends Error {
  /** `existing`: the same request (same key) was placed before or meanwhile; answer with that order. */
  constructor(readonly result: PlaceOrderResult | { existing: string }) {
    super('rollback');
  }
}

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

type Written = { number: string; hash: string; razorpayOrderId: string | null };

async function write(deps: BuyingDeps, tx: Db, userId: string, input: PlaceOrderInput, w: Written): Promise<OrderView> {
  const now = deps.kit.now();
  const cod = input.paymentMethod === 'COD';
  // One shopper's placements take turns (a lock per shopper, held until commit), so two racing orders
  // cannot both count below a cap and both be written. PGlite runs one transaction at a time anyway.
  const lock = new Params();
  await runStatement(tx, `select pg_advisory_xact_lock(hashtext(${lock.add(`orders:${userId}`, 'text')}))`, lock);
  // After the lock (a statement of its own, so this one sees what committed while it waited): this very
  // request placed before (a retry, a double click) and the shopper's counts for the caps, in one read.
  const counts = new Params();
  const key = counts.add(input.idempotencyKey, 'text');
  const [mine] = await runStatement<{
    sameNumber: string | null;
    sameHash: string | null;
    openCod: number;
    pending: number;
  }>(
    tx,
    `select max(number) filter (where idempotency_key = ${key}) as "sameNumber", max(request_hash) filter (where idempotency_key = ${key}) as "sameHash",
      (count(*) filter (where payment_method = 'COD' and status = any(${counts.add(openStatuses, 'text[]')})))::int as "openCod",
      (count(*) filter (where status = 'PENDING_PAYMENT' and expires_at >= ${counts.add(now, 'timestamptz')}))::int as "pending"
    from orders where user_id = ${counts.add(userId, 'uuid')}`,
    counts,
  );
  if (mine?.sameNumber) {
    // The same key with a different request is a client bug, not a retry: never answer with another order.
    throw new Rollback(mine.sameHash === w.hash ? { existing: mine.sameNumber } : refuse('INVALID_KEY'));
  }
  const q = await quote(tx, deps.buying, now, userId, input.items, input.addressId, true);
  if (!q.ok)
    throw new Rollback(
      refuse(
        q.refusal!,
        q.lines.filter((l) => l.problem && l.problem !== 'PRICE_CHANGED'),
      ),
    );
  if (!q.paymentMethods.includes(input.paymentMethod)) {
    throw new Rollback(
      refuse(input.paymentMethod === 'COD' && q.zone === 'INDIA' ? 'COD_LIMIT' : 'PAYMENT_METHOD_UNAVAILABLE'),
    );
  }
  if (cod && (mine?.openCod ?? 0) >= maxOpenCodPerShopper) throw new Rollback(refuse('TOO_MANY_COD'));
  if (!cod && (mine?.pending ?? 0) >= maxPendingPerShopper) throw new Rollback(refuse('TOO_MANY_PENDING'));
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
  const payment = paymentInsert(
    {
      id: newPaymentId(),
      orderId: order.id,
      provider: cod ? 'cod' : input.paymentMethod === 'RAZORPAY' ? 'razorpay' : 'test',
      providerOrderId: w.razorpayOrderId,
      status: order.paymentStatus,
      amountMinor: q.totalMinor,
      currency: q.currency,
    },
    now,
    p,
  );
  // The order, its items, its first event, its payment, the bought lines out of the server's cart (the
  // browser takes them out of its own once the order is confirmed) and, for cash on delivery (placed now; one paid online is announced when the money arrives), the
  // shopper's message: one statement, one round trip. Every value is known here (the order's id too), so
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
  // The workshop's job for every tailoring line, with its options and a copy of its measurements.
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
  const recorded = await recordTailoringLines(tx, userId, order.id, jobs, now);
  if (!recorded.ok) {
    const line = q.lines.find((l) => l.key === recorded.key)!;
    throw new Rollback(
      refuse('TAILORING_INVALID', [
        { ...line, problem: 'TAILORING', tailoring: { ...line.tailoring!, problem: recorded.code } },
      ]),
    );
  }
  // Stock is taken last, so the hot product rows stay locked only for the moment before commit, and in
  // product-id order so two orders never wait on each other's rows in a cycle.
  const stocked = q.lines.filter((l) => l.product!.stock !== null);
  const [short] = await takeStock(
    tx,
    stocked.map((l) => ({ productId: l.product!.id, qty: l.qty })),
    now,
  );
  if (short) {
    const line = stocked.find((l) => l.product!.id === short.productId)!;
    const available = short.available;
    throw new Rollback(
      refuse('OUT_OF_STOCK', [
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
