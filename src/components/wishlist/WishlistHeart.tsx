'use client';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { notify } from '../../client/notify';
import { useWishlistStore } from '../../client/wishlist/store';
import s from './wishlist.module.css';

type Props = {
  productId: string;
  name: string;
  /** The price shown with it (minor units): kept so the list can say later that it dropped. */
  price: number;
  inStock: boolean;
  /** `card`: an icon over a card's picture; `page`: a button with its words, on the product page. */
  variant: 'card' | 'page';
};

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 5 6.4 5c2 0 3.4 1.1 4.1 2.3h3C14.2 6.1 15.6 5 17.6 5 21 5 23 8.4 21.6 11.7 19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Saves a product for later. The pages around it are rendered once for every visitor, so it starts
 * unpressed in their HTML and shows the shopper's own state once the browser has read the list; it
 * is the same size either way (no layout shift).
 */
export function WishlistHeart({ productId, name, price, inStock, variant }: Props) {
  const { t } = useTranslation();
  const ready = useWishlistStore((st) => st.ready);
  const saved = useWishlistStore((st) => st.ready && st.ids.includes(productId));
  const toggle = useWishlistStore((st) => st.toggle);
  // A press before the list is read (it shows unpressed) means "save": done once the list is known,
  // unless it holds the product already. It was dropped, and the heart did nothing.
  const early = useRef(false);
  useEffect(() => {
    if (!ready || !early.current) return;
    early.current = false;
    if (!useWishlistStore.getState().ids.includes(productId)) void press();
  });
  // One name whether saved or not: the pressed state says which (a name that changed with it was read
  // as another button, and "Saved" pressed as saving twice).
  const words = t('wishlist.save');

  async function press() {
    const error = await toggle({ id: productId, price, inStock });
    if (error) notify(t(`wishlist.errors.${error}`), 'error');
  }
  const onClick = () => {
    if (ready) void press();
    else early.current = true;
  };

  if (variant === 'page') {
    return (
      <button
        type="button"
        className={`outlined-button ${s.pageHeart}`}
        aria-pressed={saved}
        onClick={onClick}
        data-testid="wishlist-heart"
      >
        <Heart filled={saved} />
        {words}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={s.cardHeart}
      aria-pressed={saved}
      aria-label={t('wishlist.saveNamed', { name })}
      title={words}
      onClick={onClick}
      data-testid="wishlist-heart"
    >
      <Heart filled={saved} />
    </button>
  );
}
