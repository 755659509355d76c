// The cart's rules from the contract (docs/CONTRACT.md §3, §4), as pure functions over `{id, qty}` items:
// setting a quantity below 1 removes the item, setting one replaces it, setting one for an unknown item
// adds it; adding an item already there raises its quantity; removing drops it by id. Quantities are
// whole pieces, or whole metres for a fabric. The browser's cart and the server's (cartCheck, syncCart,
// placeOrder) follow these same limits and the same merging rule.

export type CartItem = { id: string; qty: number };

/** At most 50 lines, each a whole quantity from 1 to 99. */
export const cartLimits = { lines: 50, minQty: 1, maxQty: 99 } as const;
export const maxLineQuantity = cartLimits.maxQty;
const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

function clampQty(qty: number): number {
  return Math.min(maxLineQuantity, Math.floor(qty));
}

export function setQuantity(items: readonly CartItem[], id: string, qty: number): CartItem[] {
  if (!Number.isFinite(qty) || qty < 1) return removeItem(items, id);
  const q = clampQty(qty);
  return items.some((i) => i.id === id) ? items.map((i) => (i.id === id ? { id, qty: q } : i)) : [...items, { id, qty: q }];
}

export function addItem(items: readonly CartItem[], id: string, qty = 1): CartItem[] {
  if (!Number.isFinite(qty) || qty < 1) return [...items];
  const existing = items.find((i) => i.id === id);
  return existing ? setQuantity(items, id, existing.qty + qty) : [...items, { id, qty: clampQty(qty) }];
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

/** Total pieces and metres: what the header's count shows. */
export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((n, i) => n + i.qty, 0);
}

/** Keeps only well-formed items (a hand-edited or corrupted storage value must not break the store). */
export function sanitise(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  const out: CartItem[] = [];
  for (const x of raw) {
    if (!x || typeof x !== 'object') continue;
    const { id, qty } = x as { id?: unknown; qty?: unknown };
    const key = typeof id === 'number' ? String(id) : id;
    if (typeof key !== 'string' || !idPattern.test(key) || typeof qty !== 'number' || !Number.isFinite(qty) || qty < 1) continue;
    const existing = out.find((i) => i.id === key);
    if (existing) existing.qty = clampQty(mergedQuantity(existing.qty, qty));
    else out.push({ id: key, qty: clampQty(qty) });
  }
  return out;
}

/**
 * The one merging rule, for two lines of the same item (two carts at sign-in, or an item listed twice):
 * the larger quantity wins, nothing lost and nothing doubled (the same cart seen twice must not double).
 */
export function mergedQuantity(a: number, b: number): number {
  return Math.max(a, b);
}

/** Two carts into one, nothing lost: every item of either, and for an item in both the larger quantity. */
export function mergeCarts<T extends CartItem>(a: readonly T[], b: readonly T[]): T[] {
  const out = a.map((i) => ({ ...i }));
  for (const item of b) {
    const existing = out.find((i) => i.id === item.id);
    if (existing) existing.qty = mergedQuantity(existing.qty, item.qty);
    else out.push({ ...item });
  }
  return out;
}
