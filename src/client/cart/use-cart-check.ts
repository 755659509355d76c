'use client';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import type { CartCheckQuery } from '../../gql/graphql';
import { asDocument } from '../graphql/document';
import { useKept } from '../graphql/use-kept';
import type { CartItem } from '../../lib/cart-rules';
import { CartCheckDocument } from './documents';
import { gatewayItems } from './gateway-items';
import { seenPrices, useCartStore } from './store';

export type CartCheck = CartCheckQuery['cartCheck'];
export type CheckedLine = CartCheck['lines'][number];

const emptyCheck: CartCheck = { ok: true, itemCount: 0, lines: [], subtotal: { amount: 0, currency: 'INR' } };

/** Items as the gateway takes them, with the price the shopper last saw for each. */
function checkInput(items: readonly CartItem[]) {
  return gatewayItems(items, seenPrices());
}

/**
 * The cart re-checked on the server: current prices, stock and problems for every line. It runs again
 * (shortly after) whenever the cart changes; the previous answer stays on screen meanwhile.
 */
export function useCartCheck(): {
  ready: boolean;
  items: CartItem[];
  check: CartCheck | null;
  failed: boolean;
  reload(): void;
} {
  const items = useCartStore((s) => s.items);
  const ready = useCartStore((s) => s.ready);
  // The cart as last asked about: a burst of changes (a stepper held down) makes one question.
  const [asked, setAsked] = useState<readonly CartItem[] | null>(null);
  useEffect(() => {
    if (!ready) return;
    if (items.length === 0) return setAsked(null);
    const timer = setTimeout(() => setAsked(items), 150);
    return () => clearTimeout(timer);
  }, [items, ready]);

  const empty = ready && items.length === 0;
  const paused = !ready || empty || !asked;
  const variables = useMemo(() => ({ items: checkInput(asked ?? []) }), [asked]);
  const [result, reexecute] = useQuery({ query: asDocument(CartCheckDocument), variables, pause: paused });
  // Each answer (an empty cart is one too) stays until the next arrives; a failed check keeps it.
  const answer = paused || result.fetching ? undefined : result.data?.cartCheck;
  const kept = useKept(empty ? emptyCheck : answer);
  // An answer is shown as a transition: its render (every line's picture, prices and controls) is done
  // in slices that give the main thread back, not in the one long task of the update urql delivers it in.
  const check = useDeferredValue(kept ?? null);

  return {
    ready,
    items,
    check,
    failed: !empty && Boolean(result.error),
    reload: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
