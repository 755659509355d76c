'use client';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { convertPaise, formatApproxAmount, formatRate, reservedChars } from '../../lib/currency';
import { useDisplayRate, type Rate } from '../../client/currency/store';
import type { DisplayCurrency } from '../../lib/currency';
import { formatMoney } from './money';
import s from './price.module.css';

type Money = { amount: number; currency: string };

/** The rupee amount as an approximation in the display currency: "£57.82", without the "≈". */
function approxText(money: Money, code: DisplayCurrency, rate: Rate, lng: string): string {
  return formatApproxAmount(convertPaise(money.amount, rate.scaled), code, lng);
}

/** Where the amount goes in a sentence read around it (`cardApprox`). */
const amountMark = '\u2063';

/**
 * "≈ £57.82" on screen, read "approximately £57.82": the word hidden from sight, the sign from screen
 * readers. `paren`: in brackets after the rupees, the bracket inside the hidden word's text (a bracket
 * before it was read "( approximately"). `card`: a product card's price, read with its rate and the rupees
 * charged, which the card has no room to show.
 */
function Approx({
  money,
  code,
  rate,
  minor,
  card = false,
  paren = false,
}: {
  money: Money;
  code: DisplayCurrency;
  rate: Rate;
  minor?: number;
  card?: boolean;
  paren?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const amount =
    minor === undefined ? approxText(money, code, rate, i18n.language) : formatApproxAmount(minor, code, i18n.language);
  const [before = '', after = ''] = card
    ? t('currency.cardApprox', {
        amount: amountMark,
        rate: formatRate(code, rate.scaled, i18n.language),
        rupees: formatMoney(money),
      }).split(amountMark)
    : [`${t('currency.approximately')} `];
  const open = paren ? '(' : '';
  return (
    <span data-testid="approx-price">
      <span className="visually-hidden">
        {open}
        {before}
      </span>
      <span aria-hidden="true">{open}≈ </span>
      <bdi>{amount}</bdi>
      {after ? <span className="visually-hidden">{after}</span> : null}
      {paren ? ')' : null}
    </span>
  );
}

/**
 * Every price a shopper reads. The server's HTML (kept for every visitor, docs/ARCHITECTURE.md "Pages kept
 * rendered") and the first render in the browser say rupees; after hydration, with a currency chosen and
 * its rate known, the amount becomes an approximation ("≈ £57.82", read "approximately £57.82"; the rate
 * and its day are said beside the total or the product's price, `RateNote`). `charged`: where the shopper
 * pays (checkout, payment), the rupees stay and the approximation follows them. `card`: a product card,
 * whose price is read with its rate and the rupees charged. `approx`: the approximation to show instead of
 * this amount's own, in the display currency's minor units (a total shown as the sum of its lines').
 */
export function Price({
  amount,
  currency,
  charged = false,
  card = false,
  approx,
}: Money & { charged?: boolean; card?: boolean; approx?: (rate: Rate) => number }) {
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
            {' '}
            <Approx money={money} code={shown.code} rate={shown.rate} paren />
          </span>
        ) : null}
      </>
    );
  const style = { '--approx-width': `${reservedChars(money.amount)}ch` } as CSSProperties;
  return (
    <span className={s.slot} style={style} data-approx={shown ? '' : undefined}>
      {shown ? (
        <Approx money={money} minor={approx?.(shown.rate)} code={shown.code} rate={shown.rate} card={card} />
      ) : (
        rupees
      )}
    </span>
  );
}
