'use client';
import { usePathname } from 'next/navigation';
import { useProgressRouter } from '../../../../client/navigation';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import { asDocument } from '../../../../client/graphql/document';
import { CompleteTestPaymentDocument, TestPaymentDocument } from '../../../../client/orders/documents';
import { formatMoney } from '../../../../components/catalog/money';
import s from '../../../../components/orders/orders.module.css';
import type { TestPaymentOutcome } from '../../../../gql/graphql';

/**
 * The built-in test gateway's hosted page: it stands where a bank's page would, so the whole payment
 * flow (redirect, signed callback, live confirmation) runs offline. No money moves. Only the order's
 * owner, signed in, sees or settles the payment (the requests carry the session's token).
 */
export function TestGateway({ id }: { id: string }) {
  const { t } = useTranslation();
  const pathname = usePathname();
  const router = useProgressRouter();
  const [asked] = useQuery({ query: asDocument(TestPaymentDocument), variables: { id } });
  const [completed, complete] = useMutation(asDocument(CompleteTestPaymentDocument));
  // Settled elsewhere meanwhile (refused, not pending): the payment is no longer offered here.
  const [gone, setGone] = useState(false);
  // On the way to the shop's return page: the buttons stay off until the page goes.
  const [leaving, setLeaving] = useState(false);
  const error = asked.error ?? completed.error;
  // Signed out meanwhile (or the session ended): sign in, then come back to this page.
  const denied = Boolean(error?.graphQLErrors.some((e) => e.extensions.code === 'access-denied'));
  const failed = Boolean(error) && !denied;

  useEffect(() => {
    if (denied) router.replace(`/login?next=${encodeURIComponent(pathname)}`);
  }, [denied, pathname, router]);

  async function finish(outcome: TestPaymentOutcome) {
    const { data } = await complete({ id, outcome });
    if (!data) return; // a failure shows as the page's error
    const r = data.completeTestPayment;
    if (r.ok || r.refusal === 'NOT_PENDING') {
      setLeaving(true);
      return window.location.assign(r.returnUrl);
    }
    setGone(true);
  }

  const payment = gone ? null : asked.data?.testPayment;
  const busy = completed.fetching || leaving;
  if (failed) return <p role="alert">{t('gateway.failed')}</p>;
  if (payment === undefined) return <div className={s.spinner} role="status" aria-label={t('orders.loading')} />;
  if (!payment) return <p role="alert">{t('gateway.unknown')}</p>;
  const open = payment.status === 'PENDING';
  return (
    <div className={s.panel} data-testid="test-gateway">
      <p className={`${s.banner} ${s.bannerWait}`} style={{ marginTop: 0 }}>
        {t('gateway.testMode')}
      </p>
      <dl className={s.totals} style={{ borderTop: 0, paddingTop: 0 }}>
        <dt>{t('gateway.order')}</dt>
        <dd>{payment.orderNumber}</dd>
        <dt className={s.total}>{t('gateway.amount')}</dt>
        <dd className={s.total}>{formatMoney(payment.amount)}</dd>
      </dl>
      {open ? (
        <div className={s.actions}>
          <button
            type="button"
            className={s.button}
            disabled={busy}
            onClick={() => finish('SUCCESS')}
            data-testid="gateway-pay"
          >
            {t('gateway.pay', { amount: formatMoney(payment.amount) })}
          </button>
          <button
            type="button"
            className={`${s.button} ${s.buttonSecondary}`}
            disabled={busy}
            onClick={() => finish('FAIL')}
            data-testid="gateway-fail"
          >
            {t('gateway.decline')}
          </button>
          <button
            type="button"
            className={`${s.button} ${s.buttonSecondary}`}
            disabled={busy}
            onClick={() => finish('ABANDON')}
            data-testid="gateway-abandon"
          >
            {t('gateway.abandon')}
          </button>
        </div>
      ) : (
        <p>
          {t('gateway.finished')}{' '}
          <a href={`/processing-payment?order=${encodeURIComponent(payment.orderNumber)}`}>{t('payment.viewOrder')}</a>
        </p>
      )}
    </div>
  );
}
