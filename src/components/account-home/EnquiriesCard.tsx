'use client';
import { useTranslation } from '../../client/i18n/react';
import { useQuery } from 'urql';
import { MyEnquiriesDocument } from '../../client/enquiries/documents';
import { asDocument } from '../../client/graphql/document';
import { browserTimeZone, formatInstant } from '../../lib/dates';
import { EnquiryStatusChip } from '../enquiries/EnquiryStatusChip';
import { EmptyState, HomeCard, cardState } from './HomeCard';
import s from './account-home.module.css';

/** The latest enquiries and whether a designer has answered. */
export function EnquiriesCard() {
  const { t, i18n } = useTranslation();
  const [r] = useQuery({ query: asDocument(MyEnquiriesDocument) });
  const list = r.data?.myEnquiries ?? [];
  return (
    <HomeCard
      id="enquiries"
      title={t('accountHome.enquiries.title')}
      state={cardState(r)}
      more={list.length ? { href: '/enquiry', label: t('accountHome.enquiries.all') } : null}
    >
      {list.length === 0 ? (
        <EmptyState
          text={t('accountHome.enquiries.none')}
          action={{ href: '/get-in-touch', label: t('accountHome.enquiries.ask') }}
        />
      ) : (
        <ul className={s.rows}>
          {list.slice(0, 3).map((e) => (
            <li key={e.id} className={s.row} data-testid="home-enquiry">
              <strong>{t(`enquiry.interests.${e.interest}`)}</strong>
              <EnquiryStatusChip status={e.status} />
              <p className={s.meta}>
                {t('accountHome.enquiries.sent', {
                  date: formatInstant(e.createdAt, i18n.language, 'date', browserTimeZone()),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
