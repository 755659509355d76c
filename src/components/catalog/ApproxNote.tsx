'use client';
import { useTranslation } from '../../client/i18n/react';
import { useDisplayRate, type Rate } from '../../client/currency/store';
import { browserTimeZone, formatCalendarDate } from '../../lib/dates';
import { formatRate, type DisplayCurrency } from '../../lib/currency';
import { rateIsOld } from '../../lib/currency-days';
import { formatMoney } from './money';
import { SlotText, priceSlots } from './PriceText';
import s from './price.module.css';

type Money = { amount: number; currency: string };

/** The rate as words: "$1 = ₹83.2", its day as the store's dates read (1 Jul 2025), and whether it is old. */
function rateWords(code: DisplayCurrency, rate: Rate, lng: string) {
  return {
    rate: <bdi dir="ltr">{formatRate(code, rate.scaled, lng)}</bdi>,
    date: formatCalendarDate(rate.asOf, lng, 'date'),
    old: rateIsOld(rate.asOf, new Date(), browserTimeZone()),
  };
}

/**
 * Under a total (cart, checkout): the other currency is an approximation at a dated rate, said to be more
 * than a week old when it is; rupees are charged, exactly.
 */
export function ApproxNote() {
  const { t, i18n } = useTranslation();
  const shown = useDisplayRate();
  if (!shown) return null;
  const w = rateWords(shown.code, shown.rate, i18n.language);
  return (
    <p className={s.note} data-testid="approx-note">
      <SlotText
        text={t(w.old ? 'currency.noteOld' : 'currency.note', { ...priceSlots('rate'), date: w.date })}
        parts={{ rate: w.rate }}
      />
    </p>
  );
}

/** Beside the cart's approximate total: the rupees that will be charged for its items (delivery comes later). */
export function ChargedNote({ money }: { money: Money }) {
  const { t } = useTranslation();
  const shown = useDisplayRate();
  if (!shown) return null;
  return (
    <p className={s.charged} data-testid="charged-note">
      <SlotText
        text={t('currency.charged', priceSlots('amount'))}
        parts={{ amount: <bdi dir="ltr">{formatMoney(money)}</bdi> }}
      />
    </p>
  );
}

/** Under a product's price: the rate, its day (old or not) and the rupees charged, visible without hovering. */
export function ProductRateNote({ amount, currency }: Money) {
  // Spread apart by the server page: its answers are null-prototype objects (see Price).
  const money = { amount, currency };
  const { t, i18n } = useTranslation();
  const shown = useDisplayRate();
  if (!shown || money.currency !== 'INR') return null;
  const w = rateWords(shown.code, shown.rate, i18n.language);
  return (
    <p className={`${s.note} ${s.rateLine}`} data-testid="product-rate-note">
      <SlotText
        text={t(w.old ? 'currency.productNoteOld' : 'currency.productNote', {
          ...priceSlots('rate', 'amount'),
          date: w.date,
        })}
        parts={{ rate: w.rate, amount: <bdi dir="ltr">{formatMoney(money)}</bdi> }}
      />
    </p>
  );
}
