'use client';
import { useEffect, useState } from 'react';
import type { CartCheckQuery } from '../../gql/graphql';
import { browserSession } from '../session/browser';
import type { CartItem } from './cart-rules';
import { CartCheckDocument } from './documents';
import { seenPrices, useCartStore } from './store';

export type CartCheck = CartCheckQuery['cartCheck'];
export type CheckedLine = CartCheck['lines'][number];

/** Items as the gateway takes them, with the price the shopper last saw for each. */
function checkInput(items: readonly CartItem[]) {
  const seen = seenPrices();
  return items.map(({ id, qty }) => ({ id, qty, ...(seen[id] ? { seenPrice: seen[id] } : {}) }));
}

/**
 * The cart re-checked on the server: current prices, stock and problems for every line. It runs again
 * (shortly after) whenever the cart changes; the previous answer stays on screen meanwhile.
 */
export function useCartCheck(): { ready: boolean; items: CartItem[]; check: CartCheck | null; failed: boolean; reload(): void } {
  const items = useCartStore((s) => s.items);
  const ready = useCartStore((s) => s.ready);
  const [check, setCheck] = useState<CartCheck | null>(null);
  const [failed, setFailed] = useState(false);
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (!ready) return;
    if (items.length === 0) {
      setCheck({ ok: true, itemCount: 0, lines: [], subtotal: { amount: 0, currency: 'INR' } });
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      browserSession()
        .request(CartCheckDocument, { items: checkInput(items) })
        .then(({ cartCheck }) => {
          if (cancelled) return;
          setCheck(cartCheck);
          setFailed(false);
        })
        .catch(() => !cancelled && setFailed(true));
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [items, ready, nonce]);

  return { ready, items, check, failed, reload: () => setNonce((n) => n + 1) };
}
