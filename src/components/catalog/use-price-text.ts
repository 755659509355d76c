'use client';
import { useCallback } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useDisplayRate } from '../../client/currency/store';
import { formatMoney } from './money';
import { approxText } from './Price';

/**
 * A price inside a sentence ("2.5 m: ≈ £38.90"): the same conversion as `Price`, as text. Rupees until
 * the browser knows the shopper's currency and its rate, so it matches the server's HTML when hydrating.
 */
export function usePriceText(): (money: { amount: number; currency: string }) => string {
  const shown = useDisplayRate();
  const { t, i18n } = useTranslation();
  return useCallback(
    (money) =>
      shown && money.currency === 'INR'
        ? t('currency.approx', { amount: approxText(money, shown.code, shown.rate, i18n.language) })
        : formatMoney(money),
    [shown, t, i18n.language],
  );
}
