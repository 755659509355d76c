'use client';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { convertPaise, formatApproxAmount, formatRate, reservedChars } from '../../lib/currency';
import { useDisplayRate, type Rate } from '../../client/currency/store';
import type { DisplayCurrency } from '../../lib/currency';
import { formatMoney } from './money';
import s from './price.module.css';

type Money = { amount: number; currency: string };

/** The day a rate is of, in the page's language (a calendar day: shown as that day everywhere). */
export function rateDay(asOf: string, lng: string): string {
  return new Intl.DateTimeFormat(lng === 'ar' ? 'ar-u-nu-latn' : `${lng}-IN`, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${asOf}T00:00:00Z`));
}

/** The rupee amount as an approximation in the display currency: "£57.82", without the "≈". */
export function approxText(money: Money, code: DisplayCurrency, rate: Rate, lng: string): string {
  return formatApproxAmount(convertPaise(money.amount, rate.scaled), code, lng);
}

function Approx({ money, code, rate }: { money: Money; code: DisplayCurrency; rate: Rate }) {
  const { t, i18n } = useTranslation();
  const amount = approxText(money, code, rate, i18n.language);
  const title = t('currency.rateNote', {
    rate: formatRate(code, rate.scaled, i18n.language),
    date: rateDay(rate.asOf, i18n.language),
  });
  return (
    <span className={s.approx} title={title} data-testid="approx-price">
      <span className="visually-hidden">{t('currency.approximately')} </span>
      <span aria-hidden="true">≈ </span>
      <bdi>{amount}</bdi>
    </span>
  );
}

/**
 * Every price a shopper reads. The server's HTML (kept for every visitor, docs/ARCHITECTURE.md "Pages kept
 * rendered") and the first render in the browser say rupees; after hydration, with a currency chosen and
 * its rate known, the amount becomes an approximation ("≈ £57.82", named "approximately £57.82", the rate
 * and its day in the tooltip). `charged`: where the shopper pays (checkout, payment), the rupees stay and
 * the approximation follows them.
 */
export function Price({ amount, currency, charged = false }: Money & { charged?: boolean }) {
  // Spread by callers (`<Price {...p.price} />`): the server's answers are null-prototype objects, which
  // cannot cross into a client component as one prop.
  const money = { amount, currency };
  const shown = useDisplayRate();
  const rupees = formatMoney(money);
  if (money.currency !== 'INR') return <>{rupees}</>;
  if (charged)
    return (
      <>
        {rupees}
        {shown ? (
          <span className={s.also}>
            {' ('}
            <Approx money={money} code={shown.code} rate={shown.rate} />)
          </span>
        ) : null}
      </>
    );
  const style = { '--approx-width': `${reservedChars(money.amount)}ch` } as CSSProperties;
  return (
    <span className={s.slot} style={style} data-approx={shown ? '' : undefined}>
      {shown ? <Approx money={money} code={shown.code} rate={shown.rate} /> : rupees}
    </span>
  );
}
