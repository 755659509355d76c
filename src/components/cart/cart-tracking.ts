'use client';
import { track } from '../../client/analytics/data-layer';
import { events } from '../../client/analytics/events';
import type { TrackedCartItem } from '../../client/analytics/items';
import type { CheckedLine } from '../../client/cart/use-cart-check';
import { trackedItem } from '../catalog/tracking';

/** A checked line as tracking reads it, with its real quantity (metres for a fabric). */
export function trackedLine(line: CheckedLine, quantity = line.qty): TrackedCartItem | null {
  return line.product ? trackedItem(line.product, quantity) : null;
}

/** `add_to_cart` / `remove_from_cart` for a change of quantity; a removed service is a lead removed. */
export function trackQuantityChange(line: CheckedLine, next: number): void {
  const delta = next - line.qty;
  if (delta === 0 || !line.product) return;
  const item = trackedLine(line, Math.abs(delta));
  if (!item) return;
  if (delta > 0) return track(events.addToCart(item));
  if (next < 1 && line.product.kind === 'SERVICE') {
    track(
      events.leadRemoveFromCart({
        id: line.product.id,
        product_name: line.product.name,
        brand_name: line.product.brand.name,
      }),
    );
  }
  track(events.removeFromCart(item));
}
