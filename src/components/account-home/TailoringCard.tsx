'use client';
import { useTranslation } from '../../client/i18n/react';
import type { OrderStatus } from '../../gql/graphql';
import { RouterLink } from '../RouterLink';
import { EmptyState, HomeCard, cardState } from './HomeCard';
import { useAccountOrders, useLiveSummary, type AccountOrder } from './use-account-orders';
import s from './account-home.module.css';

/** Once an order has left the workshop (or never will reach it), its stitching is no longer in progress. */
const past: readonly OrderStatus[] = ['SHIPPED', 'DELIVERED', 'CANCELLED', 'PAYMENT_FAILED'];

/** One order's tailored pieces with their stage, following the order as it moves. */
function OrderLines({ order }: { order: AccountOrder }) {
  const { t } = useTranslation();
  const o = useLiveSummary(order);
  if (past.includes(o.status)) return null;
  return o.tailoringLines.map((line) => (
    <li key={line.id} className={s.row} data-testid="home-tailoring-line">
      <RouterLink href={`/orders/${encodeURIComponent(o.number)}`} className={s.rowLink}>
        <bdi>{line.service?.name ?? line.garment?.name}</bdi>
      </RouterLink>
      <span data-testid="home-tailoring-stage">{t(`workshop.stage.${line.stage}`)}</span>
      <p className={s.meta}>
        {line.garment && line.service ? (
          <>
            <bdi>{line.garment.name}</bdi> ·{' '}
          </>
        ) : null}
        {t('accountHome.tailoring.order', { number: o.number })}
      </p>
    </li>
  ));
}

/** Tailored pieces still being made, each with its stage and a link to its order. */
export function TailoringCard() {
  const { t } = useTranslation();
  const r = useAccountOrders();
  const orders = (r.data?.myOrders ?? []).filter((o) => o.tailoringLines.length > 0 && !past.includes(o.status));
  return (
    <HomeCard
      id="tailoring"
      title={t('accountHome.tailoring.title')}
      state={cardState(r)}
      more={orders.length ? { href: '/orders', label: t('accountHome.tailoring.all') } : null}
    >
      {orders.length === 0 ? (
        <EmptyState
          text={t('accountHome.tailoring.none')}
          action={{ href: '/tailoring', label: t('accountHome.tailoring.explore') }}
        />
      ) : (
        <ul className={s.rows}>
          {orders.slice(0, 3).map((o) => (
            <OrderLines key={o.number} order={o} />
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
