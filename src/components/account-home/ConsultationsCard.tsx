'use client';
import { useTranslation } from '../../client/i18n/react';
import { useQuery } from 'urql';
import { MyConsultationsDocument } from '../../client/consultations/documents';
import { asDocument } from '../../client/graphql/document';
import { browserTimeZone, formatInstant } from '../../lib/dates';
import { RouterLink } from '../RouterLink';
import { EmptyState, HomeCard, cardState } from './HomeCard';
import s from './account-home.module.css';

/** Booked calls not yet over, soonest first. */
export function ConsultationsCard() {
  const { t, i18n } = useTranslation();
  const [r] = useQuery({ query: asDocument(MyConsultationsDocument) });
  const now = Date.now();
  const upcoming = (r.data?.myConsultations ?? [])
    .filter((c) => c.status === 'BOOKED' && Date.parse(c.endsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const any = (r.data?.myConsultations.length ?? 0) > 0;
  return (
    <HomeCard
      id="consultations"
      title={t('accountHome.consultations.title')}
      state={cardState(r)}
      more={any ? { href: '/consultations', label: t('accountHome.consultations.all') } : null}
    >
      {upcoming.length === 0 ? (
        <EmptyState
          text={t('accountHome.consultations.none')}
          action={{ href: '/get-in-touch', label: t('accountHome.consultations.book') }}
        />
      ) : (
        <ul className={s.rows}>
          {upcoming.slice(0, 3).map((c) => (
            <li key={c.id} className={s.row} data-testid="home-consultation">
              <RouterLink href="/consultations" className={s.rowLink}>
                <bdi>{formatInstant(c.startsAt, i18n.language, 'dateTime', browserTimeZone())}</bdi>
              </RouterLink>
              <p className={s.meta}>
                {t(`consult.topics.${c.topic}`)} · {t(`consult.channels.${c.channel}`)} ·{' '}
                {t('accountHome.consultations.with', { name: c.designerName })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
