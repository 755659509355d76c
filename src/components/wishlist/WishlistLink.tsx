'use client';
import { usePathname } from 'next/navigation';
import { useTranslation } from '../../client/i18n/react';
import { useWishlistStore } from '../../client/wishlist/store';
import { RouterLink } from '../RouterLink';
import badge from '../header-count.module.css';
import s from './wishlist-link.module.css';

/**
 * The header's way to the wishlist, signed in or out: a heart with the count once the browser has read
 * the list (the server's HTML knows none), named with that count ("Wishlist, 2 items").
 */
export function WishlistLink() {
  const { t } = useTranslation();
  const pathname = usePathname();
  const ready = useWishlistStore((st) => st.ready);
  const count = useWishlistStore((st) => st.ids.length);
  return (
    <RouterLink
      href="/wishlist"
      className={s.link}
      aria-label={ready ? t('account.wishlistCount', { count }) : t('account.wishlist')}
      aria-current={pathname === '/wishlist' ? 'page' : undefined}
      data-testid="wishlist-link"
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.2-4.4-9.2-8.9C1.5 8.5 3.4 5.3 6.6 5.3c1.9 0 3.3 1 4 2.2h2.8c.7-1.2 2.1-2.2 4-2.2 3.2 0 5.1 3.2 3.8 6.3-2 4.5-9.2 8.9-9.2 8.9z"
          fill={ready && count > 0 ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {ready && count > 0 ? (
        <span className={badge.count} data-testid="wishlist-count">
          {count}
        </span>
      ) : null}
    </RouterLink>
  );
}
