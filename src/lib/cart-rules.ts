// The cart's rules from the contract (docs/CONTRACT.md §3, §4), as pure functions over `{id, qty}` items:
// setting a quantity below the finest step (0.25) removes the item, setting one replaces it, setting one
// for an unknown item adds it; adding an item already there raises its quantity; removing drops it by id.
// Quantities are whole pieces, or metres of a fabric in its step (0.25, 0.5 or 1 m). The browser's cart and the server's (cartCheck, syncCart,
// placeOrder) follow these same limits and the same merging rule.

import { sanitiseTailoring, tailoringLimits, type TailoringChoice } from './tailoring';

/**
 * `{id, qty}` as the reference keeps it. A tailoring line (a lead) adds its own line `key` (one service
 * may be in the cart twice, e.g. two blouses with different necks) and its `tailoring` choice; every
 * other line is known by its product id. A cart saved before leads existed has neither and still loads.
 */
export type CartItem = { id: string; qty: number; key?: string; tailoring?: TailoringChoice };

/** The line's key: its own for a tailoring line, the product id otherwise. */
export function lineKey(item: Pick<CartItem, 'id' | 'key'>): string {
  return item.key ?? item.id;
}

/** A fresh key for a new tailoring line. */
export function newLineKey(): string {
  return `t-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * At most 50 lines, each from the finest step (0.25 m) to 99. Which quantities a product takes is its
 * step's business (`inStep`): whole pieces, or metres of a fabric in its 0.25, 0.5 or 1 m steps.
 */
export const cartLimits = { lines: 50, minQty: 0.25, maxQty: 99 } as const;
export const maxLineQuantity = cartLimits.maxQty;
const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Whether a quantity is a whole number of the product's steps, at least one. Every step is a power of
 * two, so `qty / step` is exact in floating point: 2.5 / 0.5 is 5, 2.3 / 0.5 is not whole.
 */
export function inStep(qty: number, step: number): boolean {
  return Number.isFinite(qty) && qty >= step && Number.isInteger(qty / step);
}

/** The largest whole number of steps not above `qty` (0 when not even one step fits). */
export function floorToStep(qty: number, step: number): number {
  return Number.isFinite(qty) && qty > 0 ? Math.floor(qty / step) * step : 0;
}

/** Within 99, and down to the finest step (a hand-edited 2.3 is 2.25: the product's step decides later). */
function clampQty(qty: number): number {
  return Math.min(maxLineQuantity, floorToStep(qty, cartLimits.minQty));
}

/** `id` is the line's key (the product id for a line that is not a lead). */
export function setQuantity(items: readonly CartItem[], id: string, qty: number): CartItem[] {
  if (!Number.isFinite(qty) || qty < cartLimits.minQty) return removeItem(items, id);
  const q = clampQty(qty);
  return items.some((i) => lineKey(i) === id)
    ? items.map((i) => (lineKey(i) === id ? { ...i, qty: q } : i))
    : [...items, { id, qty: q }];
}

/** Adds a tailoring line (a lead) under its own key. */
export function addLead(
  items: readonly CartItem[],
  lead: CartItem & { key: string; tailoring: TailoringChoice },
): CartItem[] {
  return [...items.filter((i) => lineKey(i) !== lead.key), { ...lead, qty: clampQty(Math.max(1, lead.qty)) }];
}

/** Changes a lead's choice (options, attachment, measurements), keeping its place in the cart. */
export function updateLead(items: readonly CartItem[], key: string, tailoring: TailoringChoice): CartItem[] {
  return items.map((i) => (i.key === key ? { ...i, tailoring } : i));
}

/** Leads made from the line with this product id. */
export function leadsAttachedTo(items: readonly CartItem[], productId: string): CartItem[] {
  return items.filter((i) => i.tailoring?.attachTo === productId);
}

/**
 * Removes a garment line and decides for its leads: `remove` drops them too, `own-fabric` keeps them
 * with the shopper's own fabric.
 */
export function removeGarment(
  items: readonly CartItem[],
  productId: string,
  leads: 'remove' | 'own-fabric',
): CartItem[] {
  return removeItem(items, productId).flatMap((i) => {
    if (i.tailoring?.attachTo !== productId) return [i];
    return leads === 'remove' ? [] : [{ ...i, tailoring: { ...i.tailoring, attachTo: null, ownFabric: true } }];
  });
}

export function addItem(items: readonly CartItem[], id: string, qty = 1): CartItem[] {
  if (!Number.isFinite(qty) || qty < cartLimits.minQty) return [...items];
  const existing = items.find((i) => lineKey(i) === id);
  return existing ? setQuantity(items, id, existing.qty + qty) : [...items, { id, qty: clampQty(qty) }];
}

/** Drops the line with this key (the product id for a line that is not a lead). */
export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((i) => lineKey(i) !== id);
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
    const {
      id,
      qty,
      key: rawKey,
      tailoring: rawTailoring,
    } = x as { id?: unknown; qty?: unknown; key?: unknown; tailoring?: unknown };
    const pid = typeof id === 'number' ? String(id) : id;
    if (
      typeof pid !== 'string' ||
      !idPattern.test(pid) ||
      typeof qty !== 'number' ||
      !Number.isFinite(qty) ||
      qty < cartLimits.minQty
    )
      continue;
    const tailoring = sanitiseTailoring(rawTailoring);
    // A lead keeps its own key; without a valid one (or without a choice) it is a plain line.
    const ownKey =
      tailoring && typeof rawKey === 'string' && tailoringLimits.keyPattern.test(rawKey) && rawKey !== pid
        ? rawKey
        : null;
    const key = ownKey ?? pid;
    const existing = out.find((i) => lineKey(i) === key);
    if (existing) existing.qty = clampQty(mergedQuantity(existing.qty, qty));
    else
      out.push(
        ownKey && tailoring ? { id: pid, qty: clampQty(qty), key: ownKey, tailoring } : { id: pid, qty: clampQty(qty) },
      );
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

/**
 * Two carts into one, nothing lost: every line of either, and for a line in both (same key) the larger
 * quantity. A lead in both keeps the first cart's choice.
 */
export function mergeCarts<T extends CartItem>(a: readonly T[], b: readonly T[]): T[] {
  const out = a.map((i) => ({ ...i }));
  for (const item of b) {
    const existing = out.find((i) => lineKey(i) === lineKey(item));
    if (existing) existing.qty = mergedQuantity(existing.qty, item.qty);
    else out.push({ ...item });
  }
  return out;
}

/**
 * A merge's answer with what changed in the browser while it was under way put back on top: `sent` is
 * the cart the merge was asked with, `now` the cart since. A line removed meanwhile (an order completed,
 * the shopper took it out) stays removed; a line added or changed meanwhile is taken as it is now.
 * Without this the answer, built from `sent`, would bring back what had just been taken out.
 */
export function rebaseMerged<T extends CartItem>(merged: readonly T[], sent: readonly T[], now: readonly T[]): T[] {
  const before = new Map(sent.map((i) => [lineKey(i), i]));
  const current = new Map(now.map((i) => [lineKey(i), i]));
  const changed = (i: T) => {
    const was = before.get(lineKey(i));
    return !was || was.qty !== i.qty || JSON.stringify(was.tailoring ?? null) !== JSON.stringify(i.tailoring ?? null);
  };
  const out = merged.flatMap((i): T[] => {
    const key = lineKey(i);
    if (before.has(key) && !current.has(key)) return [];
    const mine = current.get(key);
    return [mine && changed(mine) ? { ...mine } : { ...i }];
  });
  // A line the server dropped (its product gone) stays dropped unless it was added or changed meanwhile.
  for (const i of now) if (changed(i) && !out.some((o) => lineKey(o) === lineKey(i))) out.push({ ...i });
  return out;
}

/**
 * Holds every product to its per-order cap across all its lines (a service may be on several lines, one
 * per lead): lines keep their order and take what is left of the cap, a line left with nothing is
 * dropped. `capOf` answers the cap for a product id (null: no cap known, the line is kept as it is).
 */
export function withinCaps<T extends CartItem>(items: readonly T[], capOf: (id: string) => number | null): T[] {
  const used = new Map<string, number>();
  const out: T[] = [];
  for (const item of items) {
    const cap = capOf(item.id);
    if (cap === null) {
      out.push(item);
      continue;
    }
    const room = cap - (used.get(item.id) ?? 0);
    if (room <= 0) continue;
    const qty = Math.min(item.qty, room);
    used.set(item.id, (used.get(item.id) ?? 0) + qty);
    out.push(qty === item.qty ? item : { ...item, qty });
  }
  return out;
}
