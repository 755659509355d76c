'use client';
import { browserTimeZone, formatInstant } from '../../../../lib/dates';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { asDocument } from '../../../../client/graphql/document';
import { dataOf } from '../../../../client/graphql/result';
import { useKept } from '../../../../client/graphql/use-kept';
import { notify } from '../../../../client/notify';
import { AdminOrdersDocument, AdvanceOrderDocument } from '../../../../client/orders/documents';
import { staffContext } from '../../../../client/session/gateway-client';
import { useSession } from '../../../../client/session/SessionProvider';
import { formatMoney } from '../../../../components/catalog/money';
import { OrderStatusChip } from '../../../../components/orders/OrderStatusChip';
import s from '../../../../components/orders/orders.module.css';
import type { OrderFieldsFragment, OrderStatus } from '../../../../gql/graphql';
import { orderStatuses } from '../../../../lib/order-status';

const statuses: readonly OrderStatus[] = orderStatuses;

function Advance({ order, onDone }: { order: OrderFieldsFragment; onDone(): void }) {
  const { t } = useTranslation();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [{ fetching: busy }, advanceOrder] = useMutation(asDocument(AdvanceOrderDocument));
  const shipping = order.nextStatuses.includes('SHIPPED');

  async function move(to: OrderStatus) {
    if (to === 'SHIPPED' && (!carrier.trim() || !tracking.trim())) return notify(t('admin.needTracking'), 'warning');
    if (to === 'CANCELLED' && !window.confirm(t('admin.confirmCancel', { number: order.number }))) return;
    try {
      const { ok } = dataOf(
        await advanceOrder(
          {
            number: order.number,
            to,
            carrier: to === 'SHIPPED' ? carrier.trim() : null,
            trackingNumber: to === 'SHIPPED' ? tracking.trim() : null,
            note: null,
          },
          staffContext.admin,
        ),
      ).advanceOrder;
      notify(
        ok ? t('admin.moved', { number: order.number, status: t(`orders.status.${to}`) }) : t('admin.refused'),
        ok ? 'success' : 'warning',
      );
      onDone();
    } catch {
      notify(t('orders.failed'), 'error');
    }
  }

  if (order.nextStatuses.length === 0) return <span className={s.meta}>—</span>;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {shipping ? (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <label className={s.field}>
            {t('admin.carrier')}
            <input
              value={carrier}
              onChange={(e) => setCarrier(e.target.value)}
              maxLength={60}
              data-testid="admin-carrier"
            />
          </label>
          <label className={s.field}>
            {t('admin.trackingNumber')}
            <input
              value={tracking}
              onChange={(e) => setTracking(e.target.value)}
              maxLength={60}
              dir="ltr"
              data-testid="admin-tracking"
            />
          </label>
        </div>
      ) : null}
      <div className={s.actions} style={{ marginTop: 0 }}>
        {order.nextStatuses.map((to) => (
          <button
            key={to}
            type="button"
            className={to === 'CANCELLED' ? `${s.button} ${s.buttonSecondary}` : s.button}
            disabled={busy}
            onClick={() => move(to)}
            data-testid={`advance-${order.number}-${to}`}
          >
            {t('admin.moveTo', { status: t(`orders.status.${to}`) })}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Staff move orders along; each move reaches the shopper's open order page at once. */
export function AdminOrders() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const [filter, setFilter] = useState<OrderStatus | ''>('');
  const variables = useMemo(() => ({ status: filter || null }), [filter]);
  const [{ data, error }, reexecute] = useQuery({
    query: asDocument(AdminOrdersDocument),
    variables,
    context: staffContext.admin,
    pause: !isAdmin,
  });
  // A failed reload keeps the table it had, under the message.
  const orders = useKept(data?.adminOrders) ?? null;
  const load = () => reexecute({ requestPolicy: 'network-only' });
  const zone = browserTimeZone();

  if (!isAdmin) return <p role="alert">{t('admin.staffOnly')}</p>;
  return (
    <div>
      <label className={s.field} style={{ maxWidth: 280, margin: '16px 0' }}>
        {t('admin.filter')}
        <select value={filter} onChange={(e) => setFilter(e.target.value as OrderStatus | '')}>
          <option value="">{t('admin.allStatuses')}</option>
          {statuses.map((x) => (
            <option key={x} value={x}>
              {t(`orders.status.${x}`)}
            </option>
          ))}
        </select>
      </label>
      {error ? <p role="alert">{t('orders.failed')}</p> : null}
      {!orders ? (
        <div className={s.spinner} role="status" aria-label={t('orders.loading')} />
      ) : orders.length === 0 ? (
        <p>{t('admin.none')}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">{t('admin.order')}</th>
                <th scope="col">{t('admin.status')}</th>
                <th scope="col">{t('admin.items')}</th>
                <th scope="col">{t('checkout.total')}</th>
                <th scope="col">{t('admin.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.number} data-testid="admin-order">
                  <td>
                    <strong>{o.number}</strong>
                    <div className={s.meta}>{formatInstant(o.createdAt, i18n.language, 'shortDateTime', zone)}</div>
                    <div className={s.meta}>
                      {o.address.name}, {o.address.city}
                    </div>
                  </td>
                  <td>
                    <OrderStatusChip status={o.status} />
                    <div className={s.meta}>{t(`orders.paymentStatus.${o.paymentStatus}`)}</div>
                  </td>
                  <td>{o.items.map((i) => `${i.name} × ${i.qty}`).join(', ')}</td>
                  <td>{formatMoney(o.total)}</td>
                  <td>
                    <Advance order={o} onDone={load} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
