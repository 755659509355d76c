'use client';
import { useId } from 'react';
import { useTranslation } from '../../../client/i18n/react';
import type { CartCheck } from '../../../client/cart/use-cart-check';
import { formatMoney } from '../../../components/catalog/money';
import { ApproxNote } from '../../../components/catalog/ApproxNote';
import { Price } from '../../../components/catalog/Price';
import { RouterLink } from '../../../components/RouterLink';
import { optionSummary } from '../../../components/tailoring/option-summary';
import s from './checkout.module.css';
import { PointsDiscountRow } from './PointsDiscountRow';
import { LateCheckoutOffers } from '../../../components/offers/LateCheckoutOffers';
import type { Checkout, Refusal } from './use-checkout';

/** Refusals the cart page can fix (a line sold out, over the per-order cap or withdrawn): they link back to it. */
const fixedInCart: ReadonlySet<Refusal['code']> = new Set([
  'OUT_OF_STOCK',
  'OVER_LIMIT',
  'PRODUCT_UNAVAILABLE',
  'TAILORING_INVALID',
]);

/** Why the order cannot be placed yet, in the shopper's words (null: it can, or it is being placed). */
function placeBlocked(c: Checkout): 'address' | 'quoting' | 'cart' | 'method' | 'measurements' | null {
  if (c.placing) return null;
  if (!c.quote) return c.selectedDeliveryAddress ? 'quoting' : 'address';
  if (!c.quote.ok) return 'cart';
  if (c.measurementsMissing) return 'measurements';
  return c.method ? null : 'method';
}

/** Step 4, beside the others: the lines and totals as quoted, and the button that places the order. */
export function ReviewStep({ checkout: c, check }: { checkout: Checkout; check: CartCheck }) {
  const { t, i18n } = useTranslation();
  const { quote, method, placing, refusal } = c;
  const reasonId = useId();
  const blocked = placeBlocked(c);
  return (
    <aside className={s.summary} aria-labelledby="review-title">
      <h2 id="review-title" className={s.summaryTitle}>
        {t('checkout.review')}
      </h2>
      <ul className={s.reviewLines}>
        {(quote?.lines ?? check.lines).map((l) => (
          <li key={l.key} data-problem={l.problem ?? undefined}>
            <span>
              {l.product?.name ?? t('cart.gone')}{' '}
              <span className={s.muted}>
                × {l.product?.unit === 'METRE' ? t('checkout.metres', { n: l.qty }) : l.qty}
              </span>
              {l.problem && l.problem !== 'PRICE_CHANGED' ? (
                <span className={s.problem}>
                  {' '}
                  ·{' '}
                  {l.problem === 'TAILORING'
                    ? t(`tailoring.problem.${l.tailoring?.problem ?? 'UNKNOWN_OPTION'}`)
                    : t(`checkout.lineProblem.${l.problem}`)}
                </span>
              ) : null}
              {l.tailoring && l.tailoring.options.length > 0 ? (
                <span className={s.muted}> · {optionSummary(l.tailoring.options, i18n.language)}</span>
              ) : null}
            </span>
            <span>{l.lineTotal ? <Price {...l.lineTotal} charged /> : ''}</span>
          </li>
        ))}
      </ul>
      <dl className={s.totals}>
        <dt>{t('cart.subtotal')}</dt>
        <dd>
          <Price {...(quote?.subtotal ?? check.subtotal)} charged />
        </dd>
        <dt>{t('checkout.deliveryShort')}</dt>
        <dd>
          {quote ? quote.deliveryFee.amount === 0 ? t('checkout.free') : <Price {...quote.deliveryFee} charged /> : '—'}
        </dd>
        {quote && quote.offerDiscount.amount > 0 ? (
          <>
            <dt>{t('offers.discount')}</dt>
            <dd data-testid="offer-discount">
              −<Price {...quote.offerDiscount} charged />
            </dd>
          </>
        ) : null}
        <PointsDiscountRow checkout={c} />
        <dt className={s.total}>{t('checkout.total')}</dt>
        <dd className={s.total} data-testid="checkout-total">
          {quote ? <Price {...quote.total} charged /> : '—'}
        </dd>
      </dl>
      <LateCheckoutOffers
        offers={quote?.offers ?? null}
        names={Object.fromEntries((quote?.lines ?? []).map((l) => [l.key, l.product?.name ?? '']))}
      />
      <ApproxNote />
      <p className={s.muted}>{t('product.taxIncluded')}</p>
      {refusal ? (
        <div role="alert" className={`${s.alert} ${s.alertError}`}>
          {/* A refusal this page does not know yet still reads as one. */}
          {refusal.code === 'TAILORING_INVALID'
            ? t('tailoring.refusal', { names: refusal.names?.join('; ') ?? '' })
            : t([`checkout.refusal.${refusal.code}`, `rewards.refusal.${refusal.code}`], {
                names: refusal.names?.join(', ') ?? '',
                defaultValue: t('checkout.refusal.network'),
              })}
          {fixedInCart.has(refusal.code) ? (
            <>
              {' '}
              <RouterLink href="/cart">{t('checkout.backToCart')}</RouterLink>
            </>
          ) : null}
        </div>
      ) : null}
      {c.measurementsMissing ? (
        <div role="alert" className={`${s.alert} ${s.alertInfo}`} data-testid="measurements-missing">
          {t('tailoring.chooseMeasurements')}
        </div>
      ) : null}
      {quote && !quote.ok ? (
        <div role="alert" className={`${s.alert} ${s.alertWarning}`}>
          {t('cart.fixFirst')} <RouterLink href="/cart">{t('checkout.backToCart')}</RouterLink>
        </div>
      ) : null}
      {/* Not disabled but aria-disabled: it stays in the Tab order, and its description says why it
          does nothing yet (a disabled button could not be reached, and gave no reason). */}
      <button
        type="button"
        className={s.placeButton}
        aria-disabled={Boolean(blocked) || placing}
        aria-describedby={blocked ? reasonId : undefined}
        onClick={blocked || placing ? undefined : c.place}
        data-testid="place-order"
      >
        {placing
          ? t('checkout.placing')
          : // Without a quote there is no total to pay yet: "Place order", not a bare "Pay".
            method === 'COD' || !quote
            ? t('checkout.placeCod')
            : t('checkout.placePay', { total: quote ? formatMoney(quote.total) : '' })}
      </button>
      {blocked ? (
        <p id={reasonId} className={s.reason} data-testid="place-order-reason">
          {t(`checkout.placeBlocked.${blocked}`)}
        </p>
      ) : null}
      <p className={`${s.muted} ${s.note}`}>{t('cart.consultation')}</p>
    </aside>
  );
}
