import { lineTotalMinor, toMajor } from '../../lib/money';
import type { TrackedCartItem } from './items';

/**
 * Cart-level figures. The reference sums prices with every item counted once and sends
 * `currency: true`; GA4 reads `currency` as an ISO code and multiplies nothing, so we send the shared
 * code (omitted when currencies are mixed) and count real quantities. See docs/CONTRACT.md §9, "Deliberate differences".
 */
export function sharedCurrency(items: readonly TrackedCartItem[]): string | undefined {
  const first = items[0]?.currency;
  return first && items.every((i) => i.currency === first) ? first : undefined;
}

/** Sum of the lines' totals (price × quantity, metres for a fabric), as a decimal amount in the shared currency; undefined when mixed. */
export function cartValue(items: readonly TrackedCartItem[]): number | undefined {
  const currency = sharedCurrency(items);
  if (items.length === 0) return 0;
  if (!currency) return undefined;
  // Each line as the cart charges it (metres in quarter steps rounded half-up to the paisa).
  const minor = items.reduce((sum, i) => sum + lineTotalMinor(i.price, i.quantity), 0);
  return toMajor(minor, currency);
}
