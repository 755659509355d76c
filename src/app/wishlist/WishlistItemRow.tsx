'use client';
import { useTranslation } from '../../client/i18n/react';
import type { WishlistItemFieldsFragment } from '../../gql/graphql';
import { Artwork } from '../../components/Artwork';
import { Price } from '../../components/catalog/Price';
import { PriceText, priceSlots } from '../../components/catalog/PriceText';
import { RouterLink } from '../../components/RouterLink';
import s from './wishlist.module.css';

type Props = {
  item: WishlistItemFieldsFragment;
  onRemove(id: string, name: string): void;
  onMove(id: string): void;
};

/** One kept product: its price and stock now, what changed since it was hearted, and what to do with it. */
export function WishlistItemRow({ item, onRemove, onMove }: Props) {
  const { t } = useTranslation();
  const p = item.product!;
  const href = `/products/${p.slug}`;
  const stock = !item.available
    ? p.stockState === 'OUT_OF_STOCK'
      ? t('product.soldOut')
      : t('wishlist.unavailable')
    : p.stockState === 'LOW_STOCK'
      ? t('product.onlyLeft', { n: p.lowStockQuantity ?? 0 })
      : p.stockState === 'MADE_TO_ORDER'
        ? t('product.madeToOrder', { days: 7 })
        : t('product.inStock');
  // A control's name: its visible words, then the product's ("Remove: Mor Paithani"), one per row. An
  // aria-label, not a visually hidden span after the words: that span is out of flow, and Chromium put a
  // space before its colon ("Remove : …").
  const named = (words: string) => `${words}: ${p.name}`;

  return (
    <li className={s.item} data-testid="wishlist-item" data-wish={item.productId}>
      <RouterLink href={href} className={s.thumb} tabIndex={-1} aria-hidden="true">
        <Artwork image={p.thumbnail} alt="" sizes="96px" />
      </RouterLink>
      <div>
        <h2 className={s.name}>
          <RouterLink href={href}>{p.name}</RouterLink>
        </h2>
        <p className={s.price}>
          <span className="visually-hidden">{t('product.price')} </span>
          <span data-testid="wishlist-price">
            <Price {...p.price} />
          </span>
          {p.unit === 'METRE' ? <span className={s.muted}> {t('product.perMetre')}</span> : null}
        </p>
        <p className={s.muted}>{stock}</p>
        {item.backInStock || item.priceDropped ? (
          <ul className={s.notes}>
            {item.backInStock ? <li className={s.note}>{t('wishlist.backInStock')}</li> : null}
            {item.priceDropped ? (
              <li className={s.note}>
                <PriceText text={t('wishlist.priceDropped', priceSlots('was'))} prices={{ was: item.priceWhenAdded }} />
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className={s.actions}>
          {item.available && p.kind !== 'SERVICE' ? (
            <button
              type="button"
              className="outlined-button"
              onClick={() => onMove(item.productId)}
              aria-label={named(t('wishlist.moveToCart'))}
            >
              {t('wishlist.moveToCart')}
            </button>
          ) : item.available ? (
            <RouterLink href={href} className="outlined-button" aria-label={named(t('wishlist.chooseOptions'))}>
              {t('wishlist.chooseOptions')}
            </RouterLink>
          ) : null}
          <button
            type="button"
            className="outlined-button"
            onClick={() => onRemove(item.productId, p.name)}
            aria-label={named(t('wishlist.remove'))}
          >
            {t('wishlist.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
