'use client';
import { useTranslation } from '../../client/i18n/react';
import { useQuery } from 'urql';
import { AccountRewardsDocument } from '../../client/account-home/documents';
import { asDocument } from '../../client/graphql/document';
import { browserTimeZone, formatInstant } from '../../lib/dates';
import { HomeCard, cardState } from './HomeCard';
import s from './account-home.module.css';

/** The points balance (1 point is ₹1 at checkout) and the points that lapse soon. */
export function RewardsCard() {
  const { t, i18n } = useTranslation();
  const [r] = useQuery({ query: asDocument(AccountRewardsDocument) });
  const rewards = r.data?.myRewards;
  const soon = rewards?.expiringSoon;
  return (
    <HomeCard
      id="rewards"
      title={t('accountHome.rewards.title')}
      state={cardState(r)}
      more={{ href: '/my-rewards', label: t('accountHome.rewards.all') }}
    >
      <p className={s.row} data-testid="home-rewards-balance">
        <strong>{t('accountHome.rewards.balance', { count: rewards?.balance ?? 0 })}</strong>
      </p>
      <p className={s.meta}>
        {soon && soon.points > 0
          ? t('accountHome.rewards.expiring', {
              count: soon.points,
              date: formatInstant(soon.on, i18n.language, 'date', browserTimeZone()),
            })
          : t('accountHome.rewards.how')}
      </p>
    </HomeCard>
  );
}
