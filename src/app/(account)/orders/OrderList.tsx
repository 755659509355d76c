'use client';
import { browserTimeZone, formatInstant } from '../../../lib/dates';
import { useTranslation } from '../../../client/i18n/react';
import { useQuery } from 'urql';
import { asDocument } from '../../../client/graphql/document';
import { MyOrdersDocument } from '../../../client/orders/documents';
import { Artwork } from '../../../components/Artwork';
import { Price } from '../../../components/catalog/Price';
import { OrderStatusChip } from '../../../components/orders/OrderStatusChip';
import s from '../../../components/orders/orders.module.css';
import { RouterLink } from '../../../components/RouterLink';
import { withOrderNumber } from '../../../components/orders/OrderNumber';

export function OrderList() {
  const { t, i18n } = useTranslation();
  const [{ data, error }] = useQuery({ query: asDocument(MyOrdersDocument) });
  const orders = data?.myOrders;

  if (error) return <p role="alert">{t('orders.failed')}</p>;
  if (!orders) return <div className={s.spinner} role="status" aria-label={t('orders.loading')} />;
  if (orders.length === 0)
    return (
      <div>
        <p>{t('orders.none')}</p>
        <RouterLink href="/sarees" className="outlined-button">
          {t('cart.browse')}
        </RouterLink>
      </div>
    );
  return (
    <ul className={s.list} data-testid="order-list">
      {orders.map((o) => (
        <li key={o.number}>
          <RouterLink href={`/orders/${encodeURIComponent(o.number)}`} className={s.card} data-testid="order-card">
            <div className={s.thumb}>
              {o.items[0]?.image ? <Artwork image={o.items[0].image} alt="" sizes="72px" /> : null}
            </div>
            <div>
              <p className={s.strong}>{withOrderNumber((number) => t('orders.orderNumber', { number }), o.number)}</p>
              <p className={s.meta}>
                {formatInstant(o.createdAt, i18n.language, 'date', browserTimeZone())} ·{' '}
                {t('orders.items', { count: o.items.length })}
              </p>
              <p className={s.meta}>{o.items.map((i) => i.name).join(', ')}</p>
            </div>
            <div style={{ textAlign: 'end' }}>
              <OrderStatusChip status={o.status} />
              <p className={s.strong}>
                <Price {...o.total} charged />
              </p>
            </div>
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
