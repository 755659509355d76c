'use client';
import { create } from 'zustand';
import { addItem, removeItem, setQuantity, type CartItem } from '../../lib/cart-rules';
import { loadCart, saveCart } from './cart-storage';

// The contract's client slices (docs/CONTRACT.md §3): the cart's items, the total item count (`count`) the
// header shows, and the cart drawer's open state (`isOpen`).

type CartState = {
  items: CartItem[];
  /** False until the browser's storage has been read: the server render knows no cart. */
  ready: boolean;
  /** Replaces the whole list (storage restore, server merge); not written back to the server. */
  replace(items: CartItem[]): void;
  add(id: string, qty?: number): void;
  setQty(id: string, qty: number): void;
  remove(id: string): void;
  clear(): void;
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Every change is written to browser storage at once (docs/CONTRACT.md §4). */
function persist(items: CartItem[]): CartItem[] {
  const s = storage();
  if (s) saveCart(s, items);
  return items;
}

export const useCartStore = create<CartState>((set, get) => ({
  items: [],
  ready: false,
  replace: (items) => set({ items: persist(items), ready: true }),
  add: (id, qty = 1) => set({ items: persist(addItem(get().items, id, qty)) }),
  setQty: (id, qty) => set({ items: persist(setQuantity(get().items, id, qty)) }),
  remove: (id) => set({ items: persist(removeItem(get().items, id)) }),
  clear: () => set({ items: persist([]) }),
}));

/** Reads the stored cart (merging the legacy key once). Called once per page load. */
export function restoreCart(): void {
  const s = storage();
  useCartStore.setState({ items: s ? loadCart(s) : [], ready: true });
}

type CountState = { count: number; setCount(count: number): void };
/** The header's item count (reference: `count`, initially 0): the number of lines in the cart. */
export const useCountStore = create<CountState>((set) => ({ count: 0, setCount: (count) => set({ count }) }));

useCartStore.subscribe((s) => {
  if (useCountStore.getState().count !== s.items.length) useCountStore.getState().setCount(s.items.length);
});

type DialogState = {
  isOpen: boolean;
  /** What was just put in the cart, said at the top of the drawer it opens (beyond the reference). */
  added: string | null;
  toggle(): void;
  setOpen(isOpen: boolean): void;
  openAdded(message: string): void;
};
/** The cart drawer (reference: dialog `isOpen`, initially false). */
export const useDialogStore = create<DialogState>((set) => ({
  isOpen: false,
  added: null,
  toggle: () => set((s) => ({ isOpen: !s.isOpen, added: null })),
  setOpen: (isOpen) => set({ isOpen, added: null }),
  openAdded: (added) => set({ isOpen: true, added }),
}));

// Prices the shopper was shown when adding, so the cart can say plainly when one has changed since.
// Kept beside `cart` (which holds only `{id, qty}` as the reference has it).
const seenPricesKey = 'cartPrices';

export function seenPrices(): Record<string, number> {
  try {
    const raw = JSON.parse(storage()?.getItem(seenPricesKey) ?? '{}') as unknown;
    if (!raw || typeof raw !== 'object') return {};
    return Object.fromEntries(
      Object.entries(raw).filter(([, v]) => Number.isInteger(v) && (v as number) > 0),
    ) as Record<string, number>;
  } catch {
    return {};
  }
}

export function rememberPrices(prices: Record<string, number>, keepOnly?: readonly string[]): void {
  const next = { ...seenPrices(), ...prices };
  const kept = keepOnly ? Object.fromEntries(Object.entries(next).filter(([id]) => keepOnly.includes(id))) : next;
  try {
    storage()?.setItem(seenPricesKey, JSON.stringify(kept));
  } catch {
    // Storage full or disabled: price-change notices are a courtesy, the server prices the order.
  }
}
