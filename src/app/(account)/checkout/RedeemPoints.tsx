'use client';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../client/i18n/react';
import { announce } from '../../../client/announce';
import { formatMoney } from '../../../components/catalog/money';
import { PriceText, priceSlots } from '../../../components/catalog/PriceText';
import s from './checkout.module.css';
import type { Checkout } from './use-checkout';

/**
 * Paying part of the order with reward points (1 point = ₹1): as many as are held, up to the order's cap,
 * which is said in rupees. The server checks the amount again when the order is placed.
 */
export function RedeemPoints({ checkout: c }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const help = useId();
  const points = c.quote?.points;
  const usable = points ? Math.min(points.held, points.cap) : 0;
  const { redeemPoints, setRedeemPoints } = c;
  // The cart or address changed and the cap with it: use no more than the order now allows.
  useEffect(() => {
    if (points && redeemPoints > Math.min(points.held, points.cap)) setRedeemPoints(Math.min(points.held, points.cap));
  }, [points, redeemPoints, setRedeemPoints]);
  // The points the shopper just chose: once the quote for them comes, its new total is said aloud (it
  // changes far from the box, in the order's summary).
  const asked = useRef<number | null>(null);
  const quote = c.quote;
  useEffect(() => {
    if (asked.current === null || !quote?.points || quote.points.used !== asked.current) return;
    const total = formatMoney(quote.total);
    announce(
      asked.current > 0
        ? t('rewards.redeem.newTotal', { count: asked.current, total })
        : t('rewards.redeem.totalWithout', { total }),
    );
    asked.current = null;
  }, [quote, t]);
  if (!points || points.held <= 0) return null;
  const rupees = (n: number) => ({ amount: n * 100, currency: 'INR' });
  return (
    <div className={s.choices} data-testid="redeem-points">
      <label className={s.choice}>
        <input
          type="checkbox"
          checked={redeemPoints > 0}
          disabled={usable <= 0}
          aria-describedby={help}
          onChange={(e) => {
            asked.current = e.target.checked ? usable : 0;
            setRedeemPoints(asked.current);
          }}
        />
        <span>
          <strong>
            <PriceText
              text={t('rewards.redeem.use', { count: usable, ...priceSlots('value') })}
              prices={{ value: rupees(usable) }}
              charged
            />
          </strong>
          <br />
          <span id={help} className={s.muted}>
            <PriceText
              text={t('rewards.redeem.cap', { held: points.held, percent: points.percent, ...priceSlots('cap') })}
              prices={{ cap: rupees(points.cap) }}
              charged
            />
          </span>
        </span>
      </label>
    </div>
  );
}
