'use client';
import { useTranslation } from '../../client/i18n/react';
import { useQuery } from 'urql';
import { MyEnquiriesDocument } from '../../client/enquiries/documents';
import { asDocument } from '../../client/graphql/document';
import { browserTimeZone, formatInstant } from '../../lib/dates';
import { RouterLink } from '../RouterLink';
import { ClaimEnquiries } from './ClaimEnquiries';
import { EnquiryStatusChip } from './EnquiryStatusChip';
import s from './enquiries.module.css';

/** The account's enquiries (sent signed in, or brought in from its number), with status and our answer. */
export function MyEnquiries() {
  const { t, i18n } = useTranslation();
  const [{ data, error, fetching }, reload] = useQuery({
    query: asDocument(MyEnquiriesDocument),
    requestPolicy: 'cache-and-network',
  });
  const zone = browserTimeZone();
  const when = (iso: string) => formatInstant(iso, i18n.language, 'dateTime', zone);
  const list = data?.myEnquiries;

  return (
    <section aria-label={t('enquiry.mineTitle')}>
      <p className={s.intro}>{t('enquiry.mineIntro')}</p>
      <ClaimEnquiries onClaimed={() => reload({ requestPolicy: 'network-only' })} />
      {error && !list ? (
        <p className={s.alert} role="alert">
          {t('enquiry.loadFailed')}
        </p>
      ) : !list ? (
        fetching ? (
          <div className={s.spinner} role="status" aria-label={t('enquiry.loading')} />
        ) : null
      ) : list.length === 0 ? (
        <div className={s.empty}>
          <p>{t('enquiry.none')}</p>
          <RouterLink href="/get-in-touch" className="outlined-button">
            {t('enquiry.writeOne')}
          </RouterLink>
        </div>
      ) : (
        <ul className={s.list}>
          {list.map((e) => (
            <li key={e.id} className={s.card} data-testid="my-enquiry">
              <div className={s.cardHead}>
                <strong>{t(`enquiry.interests.${e.interest}`)}</strong>
                <EnquiryStatusChip status={e.status} />
              </div>
              <p className={s.meta}>{t('enquiry.sentOn', { when: when(e.createdAt) })}</p>
              <p className={s.message} dir="auto">
                {e.message}
              </p>
              {e.reply ? (
                <div className={s.reply}>
                  <h3>{t('enquiry.reply')}</h3>
                  <p className={s.message} dir="auto" data-testid="enquiry-reply">
                    {e.reply}
                  </p>
                  {e.repliedAt ? <p className={s.meta}>{t('enquiry.repliedOn', { when: when(e.repliedAt) })}</p> : null}
                </div>
              ) : (
                <p className={s.meta}>{t('enquiry.noReply')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
