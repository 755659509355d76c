'use client';
import { useTranslation } from '../../client/i18n/react';
import { formatInstant, storeTimeZone } from '../../lib/dates';
import type { QuoteOffersFieldsFragment } from '../../gql/graphql';
import { Price } from '../catalog/Price';
import s from './offers.module.css';

/** When an offer ends, in the store's zone and named ("12 Nov 2026, 11:59 pm India Standard Time"). */
function offerEnds(endsAt: string, lng: string): string {
  return formatInstant(endsAt, lng, 'zoned', storeTimeZone);
}

/** The offers an order gets, each with what it takes off (and when it ends), as rows of the totals. */
export function OfferSavings({ offers }: { offers: QuoteOffersFieldsFragment }) {
  const { t, i18n } = useTranslation();
  if (offers.applied.length === 0) return null;
  return (
    <ul className={s.savings} aria-label={t('offers.savings')} data-testid="offer-savings">
      {offers.applied.map((a) => (
        <li key={a.id}>
          <span>
            {a.title}
            {a.code ? ` (${a.code})` : ''}
            {a.deliveryDiscount.amount > 0 ? ` · ${t('offers.freeDelivery')}` : ''}
            {a.endsAt ? (
              <span className={s.ends}>{t('offers.ends', { when: offerEnds(a.endsAt, i18n.language) })}</span>
            ) : null}
          </span>
          <span className={s.amount}>
            −<Price {...a.discount} charged />
          </span>
        </li>
      ))}
    </ul>
  );
}
