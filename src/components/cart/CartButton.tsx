'use client';
import dynamic from 'next/dynamic';
import { useTranslation } from '../../client/i18n/react';
import { useCountStore, useDialogStore } from '../../client/cart/store';
import badge from '../header-count.module.css';
import s from './cart-button.module.css';

// The drawer (and what it loads) is fetched the first time a shopper opens it.
const CartDrawer = dynamic(() => import('./CartDrawerIsland').then((m) => m.CartDrawerIsland), { ssr: false });

/** The header's cart: a bag with the item count; it opens the cart drawer. */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCountStore((x) => x.count);
  const isOpen = useDialogStore((x) => x.isOpen);
  const toggle = useDialogStore((x) => x.toggle);
  return (
    <>
      <button
        type="button"
        className={s.cartButton}
        onClick={toggle}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={t('cart.open', { count })}
        data-testid="cart-button"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 7V6a5 5 0 0 1 10 0v1h3l-1 14H5L4 7h3Zm2 0h6V6a3 3 0 0 0-6 0v1Zm-2.9 2 .7 10h10.4l.7-10H6.1Z"
          />
        </svg>
        {count > 0 ? (
          <span className={badge.count} data-testid="cart-count">
            {count}
          </span>
        ) : null}
      </button>
      {isOpen ? <CartDrawer /> : null}
    </>
  );
}
