'use client';
import Link from 'next/link';
import { useTranslation } from '../../../../../client/i18n/react';
import { useQuery } from 'urql';
import { asDocument } from '../../../../../client/graphql/document';
import { useKept } from '../../../../../client/graphql/use-kept';
import { AdminOrderDocument } from '../../../../../client/admin-orders/documents';
import { staffContext } from '../../../../../client/session/gateway-client';
import { useSession } from '../../../../../client/session/SessionProvider';
import { formatMoney } from '../../../../../components/catalog/money';
import { OrderStatusChip } from '../../../../../components/orders/OrderStatusChip';
import s from '../../../../../components/orders/orders.module.css';
import { browserTimeZone, formatInstant } from '../../../../../lib/dates';
import { Advance } from '../Advance';
import c from '../admin-orders.module.css';
import { AuditTrail } from './AuditTrail';
import { SettleRefund } from './SettleRefund';

/** One order whole for an admin: lines, address, money, its history with who moved it, actions, audit trail. */
export function AdminOrderDetail({ number }: { number: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const [{ data, error }, reexecute] = useQuery({
    query: asDocument(AdminOrderDocument),
    variables: { number },
    context: staffContext.admin,
    pause: !isAdmin,
  });
  const kept = useKept(data ?? undefined);
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const zone = browserTimeZone();
  const when = (at: string) => formatInstant(at, i18n.language, 'shortDateTime', zone);

  if (!isAdmin) return <p role="alert">{t('admin.staffOnly')}</p>;
  const back = <Link href="/admin/orders">{t('adminOrders.back')}</Link>;
  if (error && !kept) return <p role="alert">{t('orders.failed')}</p>;
  if (!kept) return <div className={s.spinner} role="status" aria-label={t('orders.loading')} />;
  const o = kept.order;
  if (!o)
    return (
      <>
        <p role="alert">{t('adminOrders.notFound')}</p>
        {back}
      </>
    );
  return (
    <div>
      {back}
      <p className={s.meta}>
        <OrderStatusChip status={o.status} /> · {t(`orders.paymentStatus.${o.paymentStatus}`)} ·{' '}
        {t(`adminOrders.method.${o.paymentMethod}`)} · {when(o.createdAt)}
      </p>
      <div className={c.sections}>
        <section className={c.card} aria-labelledby="lines">
          <h2 id="lines">{t('adminOrders.lines')}</h2>
          <ul className={c.list}>
            {o.items.map((i) => (
              <li key={`${i.productId}-${i.slug}`}>
                {i.name} × {i.qty} — {formatMoney(i.lineTotal)}
                <div className={s.meta}>{t(`adminOrders.kind.${i.kind.toLowerCase()}`)}</div>
              </li>
            ))}
          </ul>
          <p>
            {t('adminOrders.subtotal')}: {formatMoney(o.subtotal)} · {t('adminOrders.delivery')}:{' '}
            {formatMoney(o.deliveryFee)} ·{' '}
            <strong>
              {t('adminOrders.total')}: {formatMoney(o.total)}
            </strong>
          </p>
        </section>
        <section className={c.card} aria-labelledby="address">
          <h2 id="address">{t('adminOrders.address')}</h2>
          {/* Each line keeps its own direction: "4 Marine Lines" must not read "Marine Lines 4" in Arabic. */}
          <address style={{ fontStyle: 'normal' }}>
            <bdi>{o.address.name}</bdi>
            <br />
            <span dir="ltr">{o.address.phone}</span>
            <br />
            <bdi>
              {o.address.line1}
              {o.address.line2 ? `, ${o.address.line2}` : ''}
            </bdi>
            <br />
            <bdi>
              {o.address.city}
              {o.address.state ? `, ${o.address.state}` : ''} {o.address.postalCode}, {o.address.country}
            </bdi>
          </address>
          {o.carrier ? (
            <p>
              {t('adminOrders.shippedWith', { carrier: o.carrier })} <span dir="ltr">{o.trackingNumber}</span>
            </p>
          ) : null}
        </section>
        <section className={c.card} aria-labelledby="actions">
          <h2 id="actions">{t('adminOrders.actions')}</h2>
          <Advance order={o} onDone={reload} />
          {o.paymentStatus === 'REFUND_DUE' ? (
            <SettleRefund number={o.number} razorpay={o.paymentMethod === 'RAZORPAY'} onDone={reload} />
          ) : null}
        </section>
        <section className={c.card} aria-labelledby="refunds">
          <h2 id="refunds">{t('adminOrders.refunds')}</h2>
          {o.refunds.length === 0 ? (
            <p className={s.meta}>{t('adminOrders.noRefunds')}</p>
          ) : (
            <ul className={c.list}>
              {o.refunds.map((r) => (
                <li key={r.id} data-testid="refund">
                  {formatMoney(r.amount)} — {t(`adminOrders.refundStatus.${r.status}`)}
                  <div className={s.meta}>
                    {r.reference}
                    {r.providerRefundId ? ` · ${r.providerRefundId}` : ''} · {when(r.createdAt)}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className={c.card} aria-labelledby="timeline">
        <h2 id="timeline">{t('adminOrders.timeline')}</h2>
        <ol className={c.list}>
          {o.events.map((e, n) => (
            <li key={n}>
              <strong>{t(`orders.status.${e.status}`)}</strong> · {when(e.at)} · {t(`adminOrders.actor.${e.actor}`)}
              {e.actorName ? ` (${e.actorName})` : ''}
              {e.note ? <div className={s.meta}>{e.noteCode ? t(`orders.note.${e.noteCode}`) : e.note}</div> : null}
            </li>
          ))}
        </ol>
      </section>
      <AuditTrail entries={kept.auditTrail} when={when} />
    </div>
  );
}
