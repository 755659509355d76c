'use client';
import { useTranslation } from '../../client/i18n/react';
import type { OrderStatus } from '../../gql/graphql';
import s from './orders.module.css';

const tone: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'wait',
  PLACED: 'ok',
  CONFIRMED: 'ok',
  IN_TAILORING: 'work',
  QUALITY_CHECK: 'work',
  SHIPPED: 'work',
  DELIVERED: 'done',
  CANCELLED: 'bad',
  PAYMENT_FAILED: 'bad',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={s.chip} data-tone={tone[status]} data-testid="order-status" data-status={status}>
      {t(`orders.status.${status}`)}
    </span>
  );
}
