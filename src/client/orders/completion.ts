'use client';
import type { OrderFieldsFragment } from '../../gql/graphql';
import { track } from '../analytics/data-layer';
import { events } from '../analytics/events';
import type { TrackedCartItem } from '../analytics/items';
import { lineKey } from '../../lib/cart-rules';
import { useCartStore } from '../cart/store';

// What happens once an order is really the shopper's: `purchase` is reported once per paid or confirmed
// order (however often its page is opened), and what was ordered leaves the cart. A failed or abandoned
// payment does neither, so the cart stays as it was.
const reportedKey = 'ordersReported';
// The cart lines each order was placed with (by line key), so that completing it takes out exactly
// those: not a line added while it was being paid, even one of the same product (a second blouse).
const placedLinesKey = 'orderLines';

type PlacedLines = Record<string, string[]>;

function placedLines(): PlacedLines {
  try {
    const raw = JSON.parse(localStorage.getItem(placedLinesKey) ?? '{}') as unknown;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
    return Object.fromEntries(
      Object.entries(raw).filter(
        (e): e is [string, string[]] => Array.isArray(e[1]) && e[1].every((k) => typeof k === 'string'),
      ),
    );
  } catch {
    return {};
  }
}

/** Notes the cart lines an order was placed with, before the shopper leaves to pay for it. */
export function rememberOrderLines(number: string, keys: readonly string[]): void {
  const kept = Object.entries(placedLines())
    .filter(([n]) => n !== number)
    .slice(-19);
  try {
    localStorage.setItem(placedLinesKey, JSON.stringify(Object.fromEntries([...kept, [number, keys]])));
  } catch {
    // Storage unavailable: completing the order takes its products out instead.
  }
}

function reported(): string[] {
  try {
    const raw = JSON.parse(localStorage.getItem(reportedKey) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

type Completable = Pick<
  OrderFieldsFragment,
  'number' | 'status' | 'paymentMethod' | 'paymentStatus' | 'deliveryFee' | 'items' | 'offers'
>;

export function isConfirmed(o: Pick<OrderFieldsFragment, 'status' | 'paymentMethod' | 'paymentStatus'>): boolean {
  if (o.status === 'CANCELLED' || o.status === 'PAYMENT_FAILED' || o.status === 'PENDING_PAYMENT') return false;
  return o.paymentStatus === 'PAID' || o.paymentMethod === 'COD';
}

/** The codes an order used (an automatic offer has none), as GA4's coupon reads them. */
const couponOf = (o: Pick<OrderFieldsFragment, 'offers'>) =>
  o.offers
    .filter((x) => !x.released && x.code)
    .map((x) => x.code)
    .join(',') || undefined;

function trackedOrderItems(o: Pick<OrderFieldsFragment, 'items' | 'offers'>): TrackedCartItem[] {
  const coupon = couponOf(o);
  return o.items.map((i) => ({
    id: i.productId,
    sku: i.sku,
    product_name: i.name,
    brand_name: i.brandName,
    price: i.unitPrice.amount,
    discount: i.discount.amount,
    currency: i.unitPrice.currency,
    kind: i.kind === 'FABRIC' ? 'fabric' : i.kind === 'SERVICE' ? 'tailoring' : 'saree',
    quantity: i.qty,
    ...(i.offerDiscount.amount > 0 ? { offerDiscount: i.offerDiscount.amount, ...(coupon ? { coupon } : {}) } : {}),
  }));
}

export function completeOrder(o: Completable): void {
  if (!isConfirmed(o)) return;
  const done = reported();
  if (done.includes(o.number)) return;
  track(events.purchase(o.number, trackedOrderItems(o), o.deliveryFee.amount, couponOf(o)));
  const lines = placedLines();
  const cart = useCartStore.getState();
  const keys = lines[o.number];
  if (keys) {
    // Placed in this browser: exactly the lines it was placed with.
    const bought = new Set(keys);
    cart.replace(cart.items.filter((i) => !bought.has(lineKey(i))));
  } else {
    // Placed elsewhere: its products.
    const ordered = new Set(o.items.map((i) => i.productId));
    cart.replace(cart.items.filter((i) => !ordered.has(i.id)));
  }
  try {
    localStorage.setItem(reportedKey, JSON.stringify([...done, o.number].slice(-50)));
    if (keys) {
      delete lines[o.number];
      localStorage.setItem(placedLinesKey, JSON.stringify(lines));
    }
  } catch {
    // Storage unavailable: at worst a later visit reports again.
  }
}
