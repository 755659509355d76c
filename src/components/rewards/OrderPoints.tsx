'use client';
import { useTranslation } from '../../client/i18n/react';
import { useQuery } from 'urql';
import { asDocument } from '../../client/graphql/document';
import { OrderPointsDocument } from '../../client/rewards/documents';
import { PriceText, priceSlots } from '../catalog/PriceText';
import { RouterLink } from '../RouterLink';
import s from './rewards.module.css';

/** On the order's page: the reward points it used and earned, with a way to the points' page. */
export function OrderPoints({ number }: { number: string }) {
  const { t } = useTranslation();
  const [{ data }] = useQuery({
    query: asDocument(OrderPointsDocument),
    variables: { number },
    requestPolicy: 'cache-and-network',
  });
  const o = data?.order;
  if (!o || (o.pointsUsed === 0 && o.pointsEarned === 0)) return null;
  return (
    <section className={s.orderPoints} aria-labelledby="order-points" data-testid="order-points">
      <h2 id="order-points" className={s.smallTitle}>
        {t('rewards.order.title')}
      </h2>
      {o.pointsUsed > 0 ? (
        <p>
          <PriceText
            text={t('rewards.order.used', { count: o.pointsUsed, ...priceSlots('value') })}
            prices={{ value: o.pointsDiscount }}
            charged
          />
        </p>
      ) : null}
      {o.pointsEarned > 0 ? <p>{t('rewards.order.earned', { count: o.pointsEarned })}</p> : null}
      <RouterLink href="/my-rewards">{t('rewards.order.link')}</RouterLink>
    </section>
  );
}
