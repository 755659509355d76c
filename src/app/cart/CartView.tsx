'use client';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { track } from '../../client/analytics/data-layer';
import { events } from '../../client/analytics/events';
import type { TrackedCartItem } from '../../client/analytics/items';
import { rememberPrices } from '../../client/cart/store';
import { useCartCheck } from '../../client/cart/use-cart-check';
import { useWarmFormats } from '../../components/tailoring/warm-formats';
import { ApproxNote, ChargedNote } from '../../components/catalog/ApproxNote';
import { Price } from '../../components/catalog/Price';
import { PriceText, priceSlots } from '../../components/catalog/PriceText';
import { approxOfLines } from '../../components/cart/cart-approx';
import { CartLines } from '../../components/cart/CartLines';
import { trackedLine } from '../../components/cart/cart-tracking';
import ca from '../../components/cart/cart-actions.module.css';
import cp from '../../components/cart/cart-page.module.css';
import { RouterLink } from '../../components/RouterLink';
import { LateCartOffers } from '../../components/offers/LateCartOffers';

/** `freeDeliveryMinor`: the order's goods from which delivery in India is free (the store's setting). */
export function CartView({ freeDeliveryMinor }: { freeDeliveryMinor: number }) {
  const { t, i18n } = useTranslation();
  const { ready, items, check, failed, reload } = useCartCheck();
  useWarmFormats(i18n.language);
  const viewed = useRef(false);

  useEffect(() => {
    if (!check || check.lines.length === 0) return;
    if (!viewed.current) {
      viewed.current = true;
      track(events.viewCart(check.lines.map((l) => trackedLine(l)).filter((x): x is TrackedCartItem => x !== null)));
    }
    // A changed price is told once; from now on the shopper has seen the new one.
    rememberPrices(
      Object.fromEntries(check.lines.filter((l) => l.unitPrice).map((l) => [l.id, l.unitPrice!.amount])),
      check.lines.map((l) => l.id),
    );
  }, [check]);

  if (!ready || (!check && !failed)) return <p role="status">{t('cart.loading')}</p>;
  if (failed && !check)
    return (
      <div role="alert">
        <p>{t('cart.checkFailed')}</p>
        <button type="button" className="outlined-button" onClick={reload}>
          {t('cart.retry')}
        </button>
      </div>
    );
  if (!check || items.length === 0)
    return (
      <div className={cp.empty} data-testid="cart-empty">
        <p>{t('cart.empty')}</p>
        <p>
          <RouterLink href="/sarees" className="outlined-button">
            {t('cart.browse')}
          </RouterLink>
        </p>
      </div>
    );

  const blocked = !check.ok;
  return (
    <div className={cp.page}>
      <section aria-label={t('cart.items')}>
        <CartLines check={check} />
      </section>
      <aside className={cp.summary} aria-labelledby="cart-summary">
        <h2 id="cart-summary">{t('cart.summary')}</h2>
        <p className={cp.subtotal}>
          <span>{t('cart.subtotalItems', { count: check.lines.length })}</span>
          <strong data-testid="cart-subtotal">
            <Price {...check.subtotal} approx={approxOfLines(check.lines, check.subtotal)} />
          </strong>
        </p>
        <LateCartOffers items={items} />
        <ChargedNote money={check.subtotal} />
        <ApproxNote />
        <p className={cp.muted} data-testid="cart-delivery-note">
          <PriceText
            text={t('cart.deliveryLater', priceSlots('amount'))}
            prices={{ amount: { amount: freeDeliveryMinor, currency: 'INR' } }}
          />
        </p>
        {blocked ? (
          <p className={cp.problem} role="alert">
            {t('cart.fixFirst')}
          </p>
        ) : null}
        {blocked ? (
          <span className={`${ca.primary} ${ca.disabled}`} aria-disabled="true">
            {t('cart.checkout')}
          </span>
        ) : (
          <RouterLink href="/checkout" className={ca.primary} data-testid="cart-checkout">
            {t('cart.checkout')}
          </RouterLink>
        )}
        <RouterLink href="/sarees" className={ca.secondary}>
          {t('cart.continue')}
        </RouterLink>
        <p className={cp.muted}>{t('cart.consultation')}</p>
      </aside>
    </div>
  );
}
