// The signed-out shopper's wishlist, kept in the browser under `wishlist` (beside `cart`, see
// docs/CONTRACT.md §3): `[{id, price, inStock, at}]`, the price (minor units) and stock the shopper saw
// when they hearted it, so the list can later say "price dropped" or "back in stock".

export const wishlistKey = 'wishlist';
/** As many as an account keeps (src/api/wishlist): a list merged at sign-in always fits one empty account. */
export const wishlistLimit = 200;

export type LocalWish = { id: string; price: number | null; inStock: boolean | null; at: number };

const idPattern = /^[1-9][0-9]{0,8}$/;

export function loadWishes(s: Storage): LocalWish[] {
  try {
    const raw = JSON.parse(s.getItem(wishlistKey) ?? '[]') as unknown;
    if (!Array.isArray(raw)) return [];
    const seen = new Set<string>();
    const out: LocalWish[] = [];
    for (const r of raw as Record<string, unknown>[]) {
      const id = r && typeof r === 'object' ? String(r.id) : '';
      if (!idPattern.test(id) || seen.has(id)) continue;
      seen.add(id);
      out.push({
        id,
        price: Number.isSafeInteger(r.price) && (r.price as number) > 0 ? (r.price as number) : null,
        inStock: typeof r.inStock === 'boolean' ? r.inStock : null,
        at: Number.isFinite(r.at) ? (r.at as number) : 0,
      });
    }
    return out.slice(0, wishlistLimit);
  } catch {
    return [];
  }
}

export function saveWishes(s: Storage, wishes: readonly LocalWish[]): void {
  try {
    if (wishes.length === 0) s.removeItem(wishlistKey);
    else s.setItem(wishlistKey, JSON.stringify(wishes));
  } catch {
    // Storage full or refused (private mode): the heart still shows for this page.
  }
}

/** What the gateway takes for a kept item. */
export const entryOf = (w: LocalWish) => ({ productId: w.id, seenPrice: w.price, seenInStock: w.inStock });
