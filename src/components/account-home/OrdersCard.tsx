'use client';
import { useTranslation } from '../../client/i18n/react';
import { browserTimeZone, formatInstant } from '../../lib/dates';
import { Price } from '../catalog/Price';
import { OrderStatusChip } from '../orders/OrderStatusChip';
import { RouterLink } from '../RouterLink';
import { EmptyState, HomeCard, cardState } from './HomeCard';
import { useAccountOrders, useLiveSummary, type AccountOrder } from './use-account-orders';
import s from './account-home.module.css';

/** How many orders the card shows; the rest are one click away on /orders. */
const shown = 3;

function OrderRow({ order }: { order: AccountOrder }) {
  const { t, i18n } = useTranslation();
  const o = useLiveSummary(order);
  return (
    <li className={s.row} data-testid="home-order">
      <RouterLink href={`/orders/${encodeURIComponent(o.number)}`} className={s.rowLink}>
        {t('orders.orderNumber', { number: o.number })}
      </RouterLink>
      <OrderStatusChip status={o.status} />
      <p className={s.meta}>
        {t('accountHome.orders.placed', {
          date: formatInstant(o.createdAt, i18n.language, 'date', browserTimeZone()),
        })}{' '}
        ·{' '}
        <bdi>
          <Price {...o.total} charged />
        </bdi>{' '}
        · <bdi>{o.items.map((i) => i.name).join(', ')}</bdi>
      </p>
    </li>
  );
}

/** The latest orders with their state as it changes. */
export function OrdersCard() {
  const { t } = useTranslation();
  const r = useAccountOrders();
  const orders = r.data?.myOrders ?? [];
  return (
    <HomeCard
      id="orders"
      title={t('accountHome.orders.title')}
      state={cardState(r)}
      more={orders.length ? { href: '/orders', label: t('accountHome.orders.all') } : null}
    >
      {orders.length === 0 ? (
        <EmptyState
          text={t('accountHome.orders.none')}
          action={{ href: '/sarees', label: t('accountHome.orders.browse') }}
        />
      ) : (
        <ul className={s.rows}>
          {orders.slice(0, shown).map((o) => (
            <OrderRow key={o.number} order={o} />
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
