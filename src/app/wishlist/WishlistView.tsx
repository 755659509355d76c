'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useClient } from 'urql';
import type { WishlistItemFieldsFragment } from '../../gql/graphql';
import { useCartStore } from '../../client/cart/store';
import { asDocument } from '../../client/graphql/document';
import { announce } from '../../client/announce';
import { focusOn } from '../../client/focus';
import { notify } from '../../client/notify';
import { survivorNear } from '../../lib/survivor';
import { entryOf } from '../../client/wishlist/storage';
import { localWishes, useWishlistStore } from '../../client/wishlist/store';
import { MyWishlistDocument, WishlistPreviewDocument } from '../../client/wishlist/documents';
import { RouterLink } from '../../components/RouterLink';
import { WishlistAlerts } from './WishlistAlerts';
import { WishlistItemRow } from './WishlistItemRow';
import s from './wishlist.module.css';

/**
 * The list with live prices and stock: the account's (signed in) or the browser's (signed out, priced
 * by the server without storing anything). What changed since each item was hearted is noted.
 */
export function WishlistView() {
  const { t } = useTranslation();
  const client = useClient();
  const ready = useWishlistStore((st) => st.ready);
  const ids = useWishlistStore((st) => st.ids);
  const signedIn = useWishlistStore((st) => st.remote !== null);
  const remove = useWishlistStore((st) => st.remove);
  const [items, setItems] = useState<WishlistItemFieldsFragment[] | null>(null);
  /** The account's choice for wishlist messages (signed in only). */
  const [alerts, setAlerts] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const idsKey = ids.join(',');

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    const load = async () => {
      const mine = signedIn
        ? (await client.query(asDocument(MyWishlistDocument), {}, { requestPolicy: 'network-only' }).toPromise()).data
        : null;
      const result = signedIn
        ? mine?.myWishlist
        : (
            await client
              .query(
                asDocument(WishlistPreviewDocument),
                { items: localWishes().map(entryOf) },
                { requestPolicy: 'network-only' },
              )
              .toPromise()
          ).data?.wishlistPreview;
      if (cancelled) return;
      setFailed(!result);
      if (result) setItems(result);
      if (mine?.me) setAlerts(mine.me.wishlistAlerts);
    };
    void load();
    return () => {
      cancelled = true;
    };
    // The list is read again when items are added elsewhere (another tab, the merge at sign-in).
  }, [ready, signedIn, idsKey, attempt, client]);

  const listRef = useRef<HTMLUListElement>(null);
  const shownIds = (items ?? []).filter((i) => ids.includes(i.productId) && i.product).map((i) => i.productId);
  // The row leaves the list at once (put back if the server refuses): focus goes first to the next
  // product's name (or the one before), or to the page's heading when none is left.
  const leave = (id: string) => {
    const next = survivorNear(shownIds, shownIds.indexOf(id), (x) => x === id);
    const row = next ? listRef.current?.querySelector(`[data-wish="${CSS.escape(next)}"] h2 a`) : null;
    focusOn(row ?? document.querySelector('main h1'));
    return shownIds.length - 1;
  };
  const onRemove = async (id: string, name: string) => {
    const left = leave(id);
    const error = await remove(id);
    if (error) notify(t(`wishlist.errors.${error}`), 'error');
    else
      announce(
        left > 0 ? t('wishlist.announce.removed', { name, count: left }) : t('wishlist.announce.removedLast', { name }),
      );
  };
  const moveToCart = async (id: string) => {
    useCartStore.getState().add(id, 1);
    notify(t('wishlist.moved'), 'success');
    leave(id);
    const error = await remove(id);
    if (error) notify(t(`wishlist.errors.${error}`), 'error');
  };

  if (failed && !items)
    return (
      <div role="alert">
        <p>{t('wishlist.failed')}</p>
        <button type="button" className="outlined-button" onClick={() => setAttempt((n) => n + 1)}>
          {t('wishlist.retry')}
        </button>
      </div>
    );
  if (!ready || !items) return <p role="status">{t('wishlist.loading')}</p>;
  const shown = items.filter((i) => ids.includes(i.productId) && i.product);
  return (
    <>
      {signedIn ? <WishlistAlerts on={alerts} onChange={setAlerts} /> : null}
      {signedIn ? null : (
        <p className={s.intro}>
          <span>{shown.length > 0 ? t('wishlist.signInToNotify') : t('wishlist.keptHere')}</span>
          <RouterLink href="/login?next=%2Fwishlist" className="outlined-button">
            {t('wishlist.signIn')}
          </RouterLink>
        </p>
      )}
      {shown.length === 0 ? (
        <div className={s.empty} data-testid="wishlist-empty">
          <p>{t('wishlist.empty')}</p>
          <p>{t('wishlist.emptyHint')}</p>
          <p>
            <RouterLink href="/sarees" className="outlined-button">
              {t('wishlist.browse')}
            </RouterLink>
          </p>
        </div>
      ) : (
        <ul className={s.list} data-testid="wishlist-items" ref={listRef}>
          {shown.map((item) => (
            <WishlistItemRow key={item.productId} item={item} onRemove={onRemove} onMove={moveToCart} />
          ))}
        </ul>
      )}
    </>
  );
}
