import { randomUUID } from 'node:crypto';
import type { Localized } from '../../db/schema/localized';
import type { OrderEventRow, OrderItemRow, OrderRow } from './store';

// A new order as the orders domain writes it: its first status, its payment status, how long it waits
// for the money and the words of its first event are the orders domain's rules, whoever places it.

/** How long an order paid online holds its stock for the payment to arrive. */
const paymentWindowMs = 30 * 60_000;

/** A priced line as the order keeps it (a cart line once checked: its product is known). */
type DraftLine = {
  product: {
    id: number;
    slug: string;
    name: Localized;
    kind: string;
    imageKeys: readonly string[];
    stock: number | null;
    turnaroundDays: number | null;
  } | null;
  qty: number;
  unitPriceMinor: number | null;
  lineTotalMinor: number | null;
  currency: string;
  tailoring: { extraDays: number } | null;
  /** The line's share of the offers' discount. */
  discountMinor: number;
};

export type OrderDraftInput = {
  number: string;
  userId: string;
  paymentMethod: OrderRow['paymentMethod'];
  idempotencyKey: string;
  requestHash: string;
  locale: OrderRow['locale'];
  /** What the order costs and where it goes, as priced. */
  currency: string;
  subtotalMinor: number;
  deliveryFeeMinor: number;
  totalMinor: number;
  pointsDiscountMinor: number;
  /** The sum of the lines' discounts. */
  offerDiscountMinor: number;
  address: OrderRow['address'];
  zone: string;
  delivery: { earliest: string; latest: string };
  lines: readonly DraftLine[];
  now: Date;
};

/** The order's rows before they are written: the order, its items in the order of the lines, its first event. */
export type OrderDraft = {
  row: OrderRow;
  items: Omit<OrderItemRow, 'id'>[];
  event: Omit<OrderEventRow, 'id'>;
};

/** A new order's rows: cash on delivery is placed at once, any other method awaits its payment. */
export function draftOrder(input: OrderDraftInput): OrderDraft {
  const { now } = input;
  const cod = input.paymentMethod === 'COD';
  const row: OrderRow = {
    id: randomUUID(),
    number: input.number,
    userId: input.userId,
    status: cod ? 'PLACED' : 'PENDING_PAYMENT',
    paymentMethod: input.paymentMethod,
    paymentStatus: cod ? 'COD_DUE' : 'PENDING',
    currency: input.currency,
    subtotalMinor: input.subtotalMinor,
    deliveryFeeMinor: input.deliveryFeeMinor,
    totalMinor: input.totalMinor,
    pointsDiscountMinor: input.pointsDiscountMinor,
    offerDiscountMinor: input.offerDiscountMinor,
    address: input.address,
    zone: input.zone,
    hasTailoring: input.lines.some((l) => l.product!.kind === 'service'),
    deliveryEarliest: input.delivery.earliest,
    deliveryLatest: input.delivery.latest,
    carrier: null,
    trackingNumber: null,
    idempotencyKey: input.idempotencyKey,
    requestHash: input.requestHash,
    expiresAt: cod ? null : new Date(now.getTime() + paymentWindowMs),
    locale: input.locale,
    createdAt: now,
    updatedAt: now,
  };
  const items = input.lines.map((l, position): Omit<OrderItemRow, 'id'> => {
    const product = l.product!;
    return {
      orderId: row.id,
      position,
      productId: product.id,
      slug: product.slug,
      name: product.name,
      kind: product.kind,
      qty: l.qty,
      unitPriceMinor: l.unitPriceMinor!,
      lineTotalMinor: l.lineTotalMinor!,
      discountMinor: l.discountMinor,
      currency: l.currency,
      imageKey: product.imageKeys[0] ?? null,
      stocked: product.stock !== null,
      // A tailoring job takes the service's own days plus what its options add.
      turnaroundDays:
        product.kind === 'service'
          ? (product.turnaroundDays ?? 0) + (l.tailoring?.extraDays ?? 0)
          : product.turnaroundDays,
    };
  });
  const event: Omit<OrderEventRow, 'id'> = {
    orderId: row.id,
    status: row.status,
    at: now,
    actor: 'customer',
    actorId: row.userId,
    note: cod ? 'Order placed, cash on delivery' : 'Order placed, awaiting payment',
  };
  return { row, items, event };
}
