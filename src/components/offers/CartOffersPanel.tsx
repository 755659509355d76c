'use client';
import { useTranslation } from '../../client/i18n/react';
import type { CartItem } from '../../lib/cart-rules';
import { useCartOffers } from '../../client/offers/use-cart-offers';
import { Price } from '../catalog/Price';
import cp from '../cart/cart-page.module.css';
import { OfferCodeField } from './OfferCodeField';
import { OfferSavings } from './OfferSavings';

/** The cart summary's offers: what applies and what it saves, the subtotal after them, and the code box. */
export function CartOffersPanel({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation();
  const offers = useCartOffers(items);
  return (
    <>
      {offers && offers.offers.applied.length > 0 ? (
        <>
          <OfferSavings offers={offers.offers} />
          <p className={cp.subtotal}>
            <span>{t('offers.afterOffers')}</span>
            <strong data-testid="cart-after-offers">
              <Price {...offers.subtotalAfterOffers} />
            </strong>
          </p>
        </>
      ) : null}
      <OfferCodeField applied={offers?.offers.code ?? null} refusal={offers?.offers.codeRefusal ?? null} />
    </>
  );
}
