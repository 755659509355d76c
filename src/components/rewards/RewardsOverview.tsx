'use client';
import { useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useQuery } from 'urql';
import { asDocument } from '../../client/graphql/document';
import { MyRewardsDocument } from '../../client/rewards/documents';
import { browserTimeZone, formatInstant } from '../../lib/dates';
import { PriceText, priceSlots } from '../catalog/PriceText';
import { RouterLink } from '../RouterLink';
import s from './rewards.module.css';

/** /my-rewards: the balance, what lapses soon, how points work, and the history, each line with its order. */
export function RewardsOverview() {
  const { t, i18n } = useTranslation();
  const [{ data, error }] = useQuery({
    query: asDocument(MyRewardsDocument),
    variables: { after: null },
    requestPolicy: 'cache-and-network',
  });
  const r = data?.myRewards;
  if (error) return <p role="alert">{t('rewards.failed')}</p>;
  if (!r) return <p role="status">{t('rewards.loading')}</p>;
  const date = (iso: string) => formatInstant(iso, i18n.language, 'date', browserTimeZone());
  return (
    <>
      <div className={s.balance}>
        <div>
          <p className={s.big} data-testid="rewards-balance">
            {t('rewards.points', { count: r.balance })}
          </p>
          <p className={s.muted}>
            <PriceText
              text={t('rewards.worth', priceSlots('value'))}
              prices={{ value: { amount: r.balance * 100, currency: 'INR' } }}
              charged
            />
          </p>
        </div>
        {r.expiringSoon ? (
          <p className={s.expiring} data-testid="rewards-expiring">
            {t('rewards.expiringSoon', { count: r.expiringSoon.points, date: date(r.expiringSoon.on) })}
          </p>
        ) : null}
      </div>
      <p className={s.muted}>
        {t('rewards.how', {
          earn: r.rules.pointsPer100Inr,
          percent: r.rules.maxRedeemPercent,
          months: r.rules.expiryMonths,
        })}
      </p>
      <h2 className={s.smallTitle}>{t('rewards.history')}</h2>
      <History first={r.history} date={date} />
    </>
  );
}

type Page = {
  entries: { id: string; kind: string; points: number; orderNumber?: string | null; at: string }[];
  nextCursor?: string | null;
};

/** The history, newest first, a page at a time ("Show more" asks for the next). */
function History({ first, date }: { first: Page; date: (iso: string) => string }) {
  const { t } = useTranslation();
  const [cursors, setCursors] = useState<string[]>([]);
  if (first.entries.length === 0) return <p>{t('rewards.none')}</p>;
  return (
    <>
      <ul className={s.history} data-testid="rewards-history">
        <Lines page={first} date={date} />
        {cursors.map((c) => (
          <MorePage
            key={c}
            after={c}
            date={date}
            onNext={(n) => n && !cursors.includes(n) && setCursors([...cursors, n])}
            last={c === cursors[cursors.length - 1]}
          />
        ))}
      </ul>
      {cursors.length === 0 && first.nextCursor ? (
        <button type="button" className={`outlined-button ${s.more}`} onClick={() => setCursors([first.nextCursor!])}>
          {t('rewards.more')}
        </button>
      ) : null}
    </>
  );
}

function MorePage({
  after,
  date,
  onNext,
  last,
}: {
  after: string;
  date: (iso: string) => string;
  onNext: (c: string | null) => void;
  last: boolean;
}) {
  const { t } = useTranslation();
  const [{ data }] = useQuery({ query: asDocument(MyRewardsDocument), variables: { after } });
  const page = data?.myRewards.history;
  if (!page) return null;
  return (
    <>
      <Lines page={page} date={date} />
      {last && page.nextCursor ? (
        <li>
          <button type="button" className="outlined-button" onClick={() => onNext(page.nextCursor ?? null)}>
            {t('rewards.more')}
          </button>
        </li>
      ) : null}
    </>
  );
}

function Lines({ page, date }: { page: Page; date: (iso: string) => string }) {
  const { t } = useTranslation();
  return page.entries.map((e) => (
    <li key={e.id} data-kind={e.kind}>
      <span>
        {t(`rewards.kind.${e.points > 0 && e.kind === 'REVERSE' ? 'RESTORE' : e.kind}`)}
        {e.orderNumber ? (
          <>
            {' · '}
            <RouterLink href={`/orders/${encodeURIComponent(e.orderNumber)}`}>
              <bdi lang="en">{t('rewards.order.number', { number: e.orderNumber })}</bdi>
            </RouterLink>
          </>
        ) : null}
        <br />
        <span className={s.muted}>{date(e.at)}</span>
      </span>
      <span className={e.points >= 0 ? s.plus : s.minus} dir="ltr">
        {e.points > 0 ? `+${e.points}` : e.points === 0 ? '0' : `−${-e.points}`}
      </span>
    </li>
  ));
}
