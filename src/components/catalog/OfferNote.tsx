import type { TFunction } from '../../client/i18n/react';
import { formatInstant, storeTimeZone } from '../../lib/dates';
import { Price } from './Price';
import s from './offer-note.module.css';

type ShownOffer = { title: string; endsAt: string | null; price: { amount: number; currency: string } };

/**
 * A running offer under a product's price, on its card and its page: "Diwali 15 % off: ₹10,494 with the
 * offer · ends 12 Nov 2026, 11:59 pm India Standard Time". The end is in the store's zone, named.
 */
export function OfferNote({
  offer,
  t,
  lng,
  big = false,
}: {
  offer: ShownOffer;
  t: TFunction;
  lng: string;
  big?: boolean;
}) {
  const when = offer.endsAt ? formatInstant(offer.endsAt, lng, 'zoned', storeTimeZone) : null;
  return (
    <p className={big ? `${s.note} ${s.noteBig}` : s.note} data-testid="product-offer">
      <strong>{offer.title}</strong>:{' '}
      <span className={s.notePrice}>
        <Price {...offer.price} />
      </span>{' '}
      {t('offers.withOffer')}
      {when ? <span className={s.noteEnds}> · {t('offers.ends', { when })}</span> : null}
    </p>
  );
}
