'use client';
import type { OrderFieldsFragment } from '../../gql/graphql';
import { track } from '../analytics/data-layer';
import { events } from '../analytics/events';
import type { TrackedCartItem } from '../analytics/items';
import { useCartStore } from '../cart/store';

// What happens once an order is really the shopper's: `purchase` is reported once per paid or confirmed
// order (however often its page is opened), and what was ordered leaves the cart. A failed or abandoned
// payment does neither, so the cart stays as it was.
const reportedKey = 'ordersReported';

function reported(): string[] {
  try {
    const raw = JSON.parse(localStorage.getItem(reportedKey) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

type Completable = Pick<OrderFieldsFragment, 'number' | 'status' | 'paymentMethod' | 'paymentStatus' | 'deliveryFee' | 'items'>;

export function isConfirmed(o: Pick<OrderFieldsFragment, 'status' | 'paymentMethod' | 'paymentStatus'>): boolean {
  if (o.status === 'CANCELLED' || o.status === 'PAYMENT_FAILED' || o.status === 'PENDING_PAYMENT') return false;
  return o.paymentStatus === 'PAID' || o.paymentMethod === 'COD';
}

function trackedOrderItems(o: Pick<OrderFieldsFragment, 'items'>): TrackedCartItem[] {
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
  }));
}

export function completeOrder(o: Completable): void {
  if (!isConfirmed(o)) return;
  const done = reported();
  if (done.includes(o.number)) return;
  track(events.purchase(o.number, trackedOrderItems(o), o.deliveryFee.amount));
  const ordered = new Set(o.items.map((i) => i.productId));
  const cart = useCartStore.getState();
  cart.replace(cart.items.filter((i) => !ordered.has(i.id)));
  try {
    localStorage.setItem(reportedKey, JSON.stringify([...done, o.number].slice(-50)));
  } catch {
    // Storage unavailable: at worst a later visit reports again.
  }
}
