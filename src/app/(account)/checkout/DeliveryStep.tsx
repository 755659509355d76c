'use client';
import { useTranslation } from '../../../client/i18n/react';
import { PriceText, priceSlots } from '../../../components/catalog/PriceText';
import { formatCalendarDate } from '../../../lib/dates';
import s from './checkout.module.css';
import { Section } from './Section';
import type { Checkout } from './use-checkout';

/** Step 2: what delivery costs to the chosen address, and when it arrives. */
export function DeliveryStep({
  checkout: { quote, selectedDeliveryAddress },
  n = 2,
}: {
  checkout: Checkout;
  n?: number;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Section n={n} title={t('checkout.delivery')}>
      {quote ? (
        <div data-testid="checkout-delivery">
          <p className={s.big}>
            {quote.deliveryFee.amount === 0 ? (
              t('checkout.freeDelivery')
            ) : (
              <PriceText
                text={t('checkout.deliveryFee', priceSlots('fee'))}
                prices={{ fee: quote.deliveryFee }}
                charged
              />
            )}
          </p>
          <p>
            {t('checkout.arrives', {
              from: formatCalendarDate(quote.estimatedDelivery.earliest, i18n.language),
              to: formatCalendarDate(quote.estimatedDelivery.latest, i18n.language),
            })}
          </p>
          {quote.tailoringDays > 0 ? (
            <p className={s.muted}>{t('checkout.tailoringTime', { days: quote.tailoringDays })}</p>
          ) : null}
          {quote.freeDeliveryThreshold && quote.deliveryFee.amount > 0 ? (
            <p className={s.muted} data-testid="checkout-free-above">
              <PriceText
                text={t('checkout.freeAbove', priceSlots('amount'))}
                prices={{ amount: quote.freeDeliveryThreshold }}
                charged
              />
            </p>
          ) : null}
        </div>
      ) : (
        <p className={s.muted}>{selectedDeliveryAddress ? t('checkout.quoting') : t('checkout.chooseAddress')}</p>
      )}
    </Section>
  );
}
