'use client';
import { useEffect, useRef } from 'react';
import { useClient } from 'urql';
import { asDocument } from '../graphql/document';
import { dataOf } from '../graphql/result';
import { useSession } from '../session/SessionProvider';
import { rebaseMerged, sanitise, type CartItem } from '../../lib/cart-rules';
import { cartKey, legacyCartKey } from './cart-storage';
import { SyncCartDocument } from './documents';
import { gatewayItems } from './gateway-items';
import { restoreCart, useCartStore } from './store';

/**
 * Restores the cart from storage on load, follows other tabs, and keeps a signed-in shopper's cart on
 * the server too: merged once at sign-in (so it follows them across devices and survives the storage
 * wipe of a failed session), then replaced on every change.
 */
export function CartSync() {
  const { status, user } = useSession();
  const syncedFor = useRef<string | null>(null);
  const client = useClient();

  useEffect(() => {
    restoreCart();
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === cartKey || e.key === legacyCartKey) restoreCart();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (status !== 'signed-in' || !user) {
      syncedFor.current = null;
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sync = (items: CartItem[], merge: boolean, keepalive = false) =>
      client
        .mutation(
          asDocument(SyncCartDocument),
          { items: gatewayItems(items), merge },
          keepalive ? { fetchOptions: { keepalive: true } } : undefined,
        )
        .toPromise();

    const merge = async () => {
      const sent = useCartStore.getState().items;
      try {
        const { syncCart } = dataOf(await sync(sent, true));
        if (cancelled) return;
        syncedFor.current = user.id;
        const now = useCartStore.getState().items;
        if (now === sent) return useCartStore.getState().replace(sanitise(syncCart));
        // The cart changed while the merge was under way (an order paid took its lines out): those
        // changes stand, and the server is told at once, before the shopper can leave the page.
        const rebased = rebaseMerged(sanitise(syncCart), sent, now);
        useCartStore.getState().replace(rebased);
        clearTimeout(timer);
        timer = undefined;
        void sync(rebased, false);
      } catch {
        // Offline or signed out meanwhile: the browser's cart stands, and the next sign-in merges again.
      }
    };
    if (syncedFor.current !== user.id) void merge();

    const unsubscribe = useCartStore.subscribe((state, prev) => {
      if (state.items === prev.items || syncedFor.current !== user.id) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        // Fire and forget: a failure leaves the server's copy behind until the next change.
        void sync(useCartStore.getState().items, false);
      }, 400);
    });
    // A change still waiting when the page goes (a full navigation right after an order took its lines
    // out) is sent now, in a request that outlives the page: else the next page's merge brings it back.
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      void sync(useCartStore.getState().items, false, true);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('pagehide', flush);
      unsubscribe();
    };
  }, [status, user, client]);

  return null;
}
