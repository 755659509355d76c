'use client';
import { useTranslation } from '../../client/i18n/react';
import type { QuoteOffersFieldsFragment } from '../../gql/graphql';
import { Price } from '../catalog/Price';
import s from './offers.module.css';

/** Each line's share of the offers, by its name: the shares add up to the offers' total above. */
export function LineSavings({ offers, names }: { offers: QuoteOffersFieldsFragment; names: Record<string, string> }) {
  const { t } = useTranslation();
  if (offers.lines.length === 0) return null;
  return (
    <ul className={s.savings} aria-label={t('offers.byLine')} data-testid="offer-line-savings">
      {offers.lines.map((l) => (
        <li key={l.key}>
          <span>{names[l.key] ?? ''}</span>
          <span className={s.amount}>
            −<Price {...l.discount} charged />
          </span>
        </li>
      ))}
    </ul>
  );
}
