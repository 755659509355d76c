'use client';
import { useState } from 'react';
import { useTranslation } from '../../../../client/i18n/react';
import { useMutation } from 'urql';
import { asDocument } from '../../../../client/graphql/document';
import { dataOf } from '../../../../client/graphql/result';
import { notify } from '../../../../client/notify';
import { AdvanceOrderDocument } from '../../../../client/orders/documents';
import { staffContext } from '../../../../client/session/gateway-client';
import s from '../../../../components/orders/orders.module.css';
import type { OrderStatus } from '../../../../gql/graphql';

/** The moves an admin may make next: confirm, ship (with carrier and tracking number), cancel (stock returns). */
export function Advance({
  order,
  onDone,
}: {
  order: { number: string; nextStatuses: readonly OrderStatus[] };
  onDone(): void;
}) {
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
