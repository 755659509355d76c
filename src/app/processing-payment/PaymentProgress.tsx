'use client';
import { browserTimeZone, formatInstant } from '../../lib/dates';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { completeOrder, isConfirmed } from '../../client/orders/completion';
import { useLiveOrder } from '../../client/orders/use-live-order';
import s from '../../components/orders/orders.module.css';
import { RouterLink } from '../../components/RouterLink';
import { withOrderNumber } from '../../components/orders/OrderNumber';

/** Follows a payment live until the gateway's verified answer reaches the order. */
export function PaymentProgress({ number }: { number: string }) {
  const { t, i18n } = useTranslation();
  const { order, state } = useLiveOrder(number);
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    const id = setTimeout(() => setWaited(true), 6000);
    return () => clearTimeout(id);
  }, []);
  useEffect(() => {
    if (order) completeOrder(order);
  }, [order]);

  if (state === 'missing') return <p role="alert">{t('orders.notFound')}</p>;
  if (state === 'failed') return <p role="alert">{t('orders.failed')}</p>;
  const link = order ? `/orders/${encodeURIComponent(order.number)}` : '/orders';

  if (order && isConfirmed(order))
    return (
      <div className={s.banner} role="status" data-testid="payment-result" data-result="paid">
        <p className={s.strong}>{withOrderNumber((number) => t('payment.paid', { number }), order.number)}</p>
        <p>{t('payment.paidNext')}</p>
        <div className={s.actions}>
          <RouterLink href={`${link}?placed=1`} className={s.button}>
            {t('payment.viewOrder')}
          </RouterLink>
          {order.hasTailoring ? (
            <RouterLink
              href={`/get-in-touch?order=${encodeURIComponent(order.number)}#book`}
              className={`${s.button} ${s.buttonSecondary}`}
            >
              {t('consult.bookFree')}
            </RouterLink>
          ) : null}
        </div>
      </div>
    );
  if (order && (order.status === 'PAYMENT_FAILED' || order.status === 'CANCELLED'))
    return (
      <div className={`${s.banner} ${s.bannerBad}`} role="alert" data-testid="payment-result" data-result="failed">
        <p className={s.strong}>{order.status === 'PAYMENT_FAILED' ? t('payment.failed') : t('payment.expired')}</p>
        <p>{t('payment.cartKept')}</p>
        <div className={s.actions}>
          <RouterLink href="/checkout" className={s.button}>
            {t('payment.tryAgain')}
          </RouterLink>
          <RouterLink href="/cart" className={`${s.button} ${s.buttonSecondary}`}>
            {t('cart.viewCart')}
          </RouterLink>
        </div>
      </div>
    );
  return (
    <div role="status" aria-live="polite" data-testid="payment-result" data-result="pending">
      <div className={s.spinner} aria-hidden="true" />
      <p style={{ textAlign: 'center' }}>{t('payment.confirming')}</p>
      {waited && order ? (
        <div className={`${s.banner} ${s.bannerWait}`}>
          <p>
            {t('payment.notYet', {
              time: order.expiresAt ? formatInstant(order.expiresAt, i18n.language, 'time', browserTimeZone()) : '',
            })}
          </p>
          <div className={s.actions}>
            {order.paymentId && order.paymentMethod === 'TEST_GATEWAY' ? (
              <a className={s.button} href={`/pay/test/${encodeURIComponent(order.paymentId)}`}>
                {t('orders.payNow')}
              </a>
            ) : null}
            <RouterLink href={link} className={`${s.button} ${s.buttonSecondary}`}>
              {t('payment.viewOrder')}
            </RouterLink>
          </div>
        </div>
      ) : null}
    </div>
  );
}
