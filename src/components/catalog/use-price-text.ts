'use client';
import { useCallback } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useDisplayRate } from '../../client/currency/store';
import { convertPaise, formatApproxAmount } from '../../lib/currency';
import { lineTotalMinor } from '../../lib/money';
import { formatMoney } from './money';

type Money = { amount: number; currency: string };

/**
 * A price inside a sentence ("2.5 m: ≈ £38.90"): the same conversion as `Price`, as text. Rupees until
 * the browser knows the shopper's currency and its rate, so it matches the server's HTML when hydrating.
 * `times`: the price is a unit's, and the sentence says this many units' (metres); their approximation is
 * the unit's as shown times the quantity, as the cart's lines are (src/components/cart/cart-approx.ts).
 */
export function usePriceText(): (money: Money, times?: number) => string {
  const shown = useDisplayRate();
  const { t, i18n } = useTranslation();
  return useCallback(
    (money, times) => {
      if (!shown || money.currency !== 'INR')
        return formatMoney(times === undefined ? money : { ...money, amount: lineTotalMinor(money.amount, times) });
      const unit = convertPaise(money.amount, shown.rate.scaled);
      const minor = times === undefined ? unit : lineTotalMinor(unit, times);
      return t('currency.approx', { amount: formatApproxAmount(minor, shown.code, i18n.language) });
    },
    [shown, t, i18n.language],
  );
}
