'use client';
import { useTranslation } from '../../client/i18n/react';
import { useDisplayRate } from '../../client/currency/store';
import { formatRate } from '../../lib/currency';
import { rateDay } from './Price';
import s from './price.module.css';

/** Under a total (cart, checkout): the other currency is an approximation at a dated rate; rupees are charged. */
export function ApproxNote() {
  const { t, i18n } = useTranslation();
  const shown = useDisplayRate();
  if (!shown) return null;
  return (
    <p className={s.note} data-testid="approx-note">
      {t('currency.note', {
        rate: formatRate(shown.code, shown.rate.scaled, i18n.language),
        date: rateDay(shown.rate.asOf, i18n.language),
      })}
    </p>
  );
}
