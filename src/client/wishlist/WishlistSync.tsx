'use client';
import { useEffect } from 'react';
import { useClient, type Client } from 'urql';
import { asDocument } from '../graphql/document';
import { useSession } from '../session/SessionProvider';
import {
  AddToWishlistDocument,
  MergeWishlistDocument,
  RemoveFromWishlistDocument,
  WishlistIdsDocument,
} from './documents';
import { entryOf, wishlistKey } from './storage';
import { localWishes, showAccount, showLocal, type WishlistFailure, type WishlistRemote } from './store';

type Payload = { error: WishlistFailure | null; productIds: string[] } | undefined;
const outcome = (p: Payload) =>
  p ? { error: p.error, productIds: p.productIds } : { error: 'failed' as const, productIds: null };

function remoteOf(client: Client): WishlistRemote {
  return {
    add: async (seen) =>
      outcome(
        (
          await client
            .mutation(asDocument(AddToWishlistDocument), {
              item: { productId: seen.id, seenPrice: seen.price, seenInStock: seen.inStock },
            })
            .toPromise()
        ).data?.addToWishlist,
      ),
    remove: async (id) =>
      outcome(
        (await client.mutation(asDocument(RemoveFromWishlistDocument), { productId: id }).toPromise()).data
          ?.removeFromWishlist,
      ),
  };
}

/**
 * Reads the wishlist once the page is in the browser (pages are rendered once for everyone, so no heart
 * is filled in their HTML). Signed out: the browser's list. At sign-in: the browser's list joins the
 * account's (a union on the server, safe to send twice) and only then is the browser's copy cleared.
 */
export function WishlistSync() {
  const { status, user } = useSession();
  const client = useClient();

  useEffect(() => {
    if (status === 'unknown') return;
    if (status !== 'signed-in' || !user) {
      showLocal();
      const onStorage = (e: StorageEvent) => {
        if (e.key === null || e.key === wishlistKey) showLocal();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    }
    let cancelled = false;
    const load = async () => {
      const kept = localWishes();
      const result =
        kept.length > 0
          ? (await client.mutation(asDocument(MergeWishlistDocument), { items: kept.map(entryOf) }).toPromise()).data
              ?.mergeWishlist
          : {
              ok: true,
              productIds: (await client.query(asDocument(WishlistIdsDocument), {}).toPromise()).data?.myWishlist.map(
                (i) => i.productId,
              ),
            };
      if (cancelled) return;
      // A merge that failed (offline, over the limit) keeps the browser's list for the next try.
      if (result?.ok && result.productIds) showAccount(result.productIds, remoteOf(client));
      else showLocal();
    };
    void load().catch(() => {
      if (!cancelled) showLocal();
    });
    return () => {
      cancelled = true;
    };
  }, [status, user, client]);

  return null;
}
