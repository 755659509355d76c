'use client';
import { useEffect, useRef } from 'react';
import { useClient } from 'urql';
import { asDocument } from '../graphql/document';
import { dataOf } from '../graphql/result';
import { useSession } from '../session/SessionProvider';
import { sanitise } from '../../lib/cart-rules';
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
    const items = () => gatewayItems(useCartStore.getState().items);
    const sync = (merge: boolean) => client.mutation(asDocument(SyncCartDocument), { items: items(), merge }).toPromise();

    const merge = async () => {
      try {
        const { syncCart } = dataOf(await sync(true));
        if (cancelled) return;
        syncedFor.current = user.id;
        useCartStore.getState().replace(sanitise(syncCart));
      } catch {
        // Offline or signed out meanwhile: the browser's cart stands, and the next sign-in merges again.
      }
    };
    if (syncedFor.current !== user.id) void merge();

    const unsubscribe = useCartStore.subscribe((state, prev) => {
      if (state.items === prev.items || syncedFor.current !== user.id) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        // Fire and forget: a failure leaves the server's copy behind until the next change.
        void sync(false);
      }, 400);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [status, user, client]);

  return null;
}
