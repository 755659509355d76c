'use client';
import { useTranslation } from '../../client/i18n/react';
import { useQuery } from 'urql';
import { AccountWishlistDocument } from '../../client/account-home/documents';
import { asDocument } from '../../client/graphql/document';
import { EmptyState, HomeCard, cardState } from './HomeCard';
import s from './account-home.module.css';

/** How many pieces are saved, the first three, and whether one came back or got cheaper. */
export function WishlistCard() {
  const { t } = useTranslation();
  const [r] = useQuery({ query: asDocument(AccountWishlistDocument) });
  const list = r.data?.myWishlist ?? [];
  return (
    <HomeCard
      id="wishlist"
      title={t('accountHome.wishlist.title')}
      state={cardState(r)}
      more={list.length ? { href: '/wishlist', label: t('accountHome.wishlist.all', { count: list.length }) } : null}
    >
      {list.length === 0 ? (
        <EmptyState
          text={t('accountHome.wishlist.none')}
          action={{ href: '/sarees', label: t('accountHome.wishlist.browse') }}
        />
      ) : (
        <ul className={s.rows}>
          {list.slice(0, 3).map((w) => (
            <li key={w.productId} className={s.row} data-testid="home-wish">
              <bdi>{w.product?.name ?? t('accountHome.wishlist.gone')}</bdi>
              {w.backInStock ? <span className={s.meta}>{t('accountHome.wishlist.back')}</span> : null}
              {w.priceDropped ? <span className={s.meta}>{t('accountHome.wishlist.cheaper')}</span> : null}
              {!w.available ? <span className={s.meta}>{t('accountHome.wishlist.unavailable')}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
