'use client';
import { create } from 'zustand';
import { loadWishes, saveWishes, wishlistLimit, type LocalWish } from './storage';

/** What the heart knows of a product when it is pressed: kept so the list can say what changed since. */
type Seen = { id: string; price: number | null; inStock: boolean | null };
export type WishlistFailure = 'UNKNOWN_PRODUCT' | 'TOO_MANY' | 'failed';

/** The account's side, set by WishlistSync while a shopper is signed in. */
export type WishlistRemote = {
  add(seen: Seen): Promise<{ error: WishlistFailure | null; productIds: string[] | null }>;
  remove(id: string): Promise<{ error: WishlistFailure | null; productIds: string[] | null }>;
};

type WishlistState = {
  /** False until the browser (storage, or the account's list) has been read: the server render knows no list. */
  ready: boolean;
  /** Ids on the list, the browser's or the account's. */
  ids: string[];
  remote: WishlistRemote | null;
  /** Adds or removes; answers why it could not (nothing changed then). */
  toggle(seen: Seen): Promise<WishlistFailure | null>;
  remove(id: string): Promise<WishlistFailure | null>;
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function localWishes(): LocalWish[] {
  const s = storage();
  return s ? loadWishes(s) : [];
}

function writeLocal(wishes: LocalWish[]): string[] {
  const s = storage();
  if (s) saveWishes(s, wishes);
  return wishes.map((w) => w.id);
}

export const useWishlistStore = create<WishlistState>((set, get) => ({
  ready: false,
  ids: [],
  remote: null,
  toggle: async (seen) => {
    if (get().ids.includes(seen.id)) return get().remove(seen.id);
    const remote = get().remote;
    if (!remote) {
      const wishes = localWishes().filter((w) => w.id !== seen.id);
      if (wishes.length >= wishlistLimit) return 'TOO_MANY';
      set({ ids: writeLocal([...wishes, { ...seen, at: Date.now() }]) });
      return null;
    }
    // Shown at once; put back if the server refuses.
    set({ ids: [...get().ids, seen.id] });
    const { error, productIds } = await remote.add(seen);
    set({ ids: productIds ?? get().ids.filter((id) => id !== seen.id) });
    return error;
  },
  remove: async (id) => {
    const remote = get().remote;
    if (!remote) {
      set({ ids: writeLocal(localWishes().filter((w) => w.id !== id)) });
      return null;
    }
    const before = get().ids;
    set({ ids: before.filter((x) => x !== id) });
    const { error, productIds } = await remote.remove(id);
    set({ ids: productIds ?? before });
    return error;
  },
}));

/** The browser's list becomes the one shown (signed out, or a sign-in whose merge has not happened). */
export function showLocal(): void {
  useWishlistStore.setState({ ids: localWishes().map((w) => w.id), ready: true, remote: null });
}

/** After the merge: the account's list is shown and the browser's copy is gone. */
export function showAccount(ids: string[], remote: WishlistRemote): void {
  writeLocal([]);
  useWishlistStore.setState({ ids, ready: true, remote });
}
