'use client';
import { useEffect, useRef } from 'react';
import { browserSession } from '../session/browser';
import { useSession } from '../session/SessionProvider';
import { sanitise } from './cart-rules';
import { cartKey, legacyCartKey } from './cart-storage';
import { SyncCartDocument } from './documents';
import { restoreCart, useCartStore } from './store';

/**
 * Restores the cart from storage on load, follows other tabs, and keeps a signed-in shopper's cart on
 * the server too: merged once at sign-in (so it follows them across devices and survives the storage
 * wipe of a failed session), then replaced on every change.
 */
export function CartSync() {
  const { status, user } = useSession();
  const syncedFor = useRef<string | null>(null);

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
    const { request } = browserSession();
    const items = () => useCartStore.getState().items.map(({ id, qty }) => ({ id, qty }));

    const merge = async () => {
      try {
        const { syncCart } = await request(SyncCartDocument, { items: items(), merge: true });
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
        void request(SyncCartDocument, { items: items(), merge: false }).catch(() => undefined);
      }, 400);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [status, user]);

  return null;
}
