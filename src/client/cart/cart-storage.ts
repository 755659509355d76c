import { mergeCarts, sanitise, type CartItem } from '../../lib/cart-rules';

// Browser storage keys (docs/CONTRACT.md §3): `cart`, and the legacy `myAppCart`, read and merged
// into `cart` once so no shopper loses what an older version of the store saved.
export const cartKey = 'cart';
export const legacyCartKey = 'myAppCart';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parse(raw: string | null): unknown {
  if (!raw) return [];
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return [];
  }
}

/** The cart on load: `cart` merged with a legacy `myAppCart`, which is then written back and removed. */
export function loadCart(storage: Storage): CartItem[] {
  const current = sanitise(parse(storage.getItem(cartKey)));
  const legacyRaw = storage.getItem(legacyCartKey);
  if (legacyRaw === null) return current;
  const merged = mergeCarts(current, sanitise(parse(legacyRaw)));
  saveCart(storage, merged);
  storage.removeItem(legacyCartKey);
  return merged;
}

export function saveCart(storage: Storage, items: readonly CartItem[]): void {
  try {
    storage.setItem(cartKey, JSON.stringify(items));
  } catch {
    // Storage full or disabled (private mode): the cart lives in memory for this visit.
  }
}
