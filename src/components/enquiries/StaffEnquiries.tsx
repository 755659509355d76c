'use client';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import { StaffEnquiriesDocument, UpdateEnquiryDocument } from '../../client/enquiries/documents';
import { asDocument } from '../../client/graphql/document';
import { dataOf } from '../../client/graphql/result';
import { useKept } from '../../client/graphql/use-kept';
import { notify } from '../../client/notify';
import { staffContext } from '../../client/session/gateway-client';
import { useSession } from '../../client/session/SessionProvider';
import type { EnquiryFieldsFragment, EnquiryStatus } from '../../gql/graphql';
import { browserTimeZone, formatInstant } from '../../lib/dates';
import { enquiryLimits, enquiryStatuses } from '../../lib/enquiry-rules';
import { EnquiryStatusChip } from './EnquiryStatusChip';
import s from './enquiries.module.css';

type Staff = 'admin' | 'designer';

function Answer({ enquiry, role, onDone }: { enquiry: EnquiryFieldsFragment; role: Staff; onDone(): void }) {
  const { t } = useTranslation();
  const [reply, setReply] = useState(enquiry.reply ?? '');
  const [{ fetching }, update] = useMutation(asDocument(UpdateEnquiryDocument));

  async function save(to: EnquiryStatus) {
    try {
      const r = dataOf(
        await update({ id: enquiry.id, status: to, reply: reply.trim() ? reply : null }, staffContext[role]),
      ).updateEnquiry;
      if (r.ok) notify(t('enquiry.staff.saved', { name: enquiry.name }), 'success');
      else
        notify(
          r.code === 'NOT_ALLOWED' || r.code === 'NOT_FOUND'
            ? t('enquiry.staff.refused')
            : t(`enquiry.errors.${r.code}`, { defaultValue: t('enquiry.errors.failed') }),
          'warning',
        );
      onDone();
    } catch {
      notify(t('enquiry.errors.failed'), 'error');
    }
  }

  const changedReply = reply.trim() !== '' && reply.trim() !== (enquiry.reply ?? '');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {enquiry.status !== 'CLOSED' ? (
        <label className={s.field}>
          {t('enquiry.staff.replyLabel', { name: enquiry.name })}
          <textarea
            dir="auto"
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            maxLength={enquiryLimits.replyLength}
            style={{ minHeight: 88 }}
          />
        </label>
      ) : null}
      <div className={s.actions}>
        {enquiry.status === 'NEW' ? (
          <button type="button" className={s.button} disabled={fetching} onClick={() => save('CONTACTED')}>
            {t('enquiry.staff.markContacted')}
          </button>
        ) : null}
        {enquiry.status === 'CONTACTED' && changedReply ? (
          <button type="button" className={s.button} disabled={fetching} onClick={() => save('CONTACTED')}>
            {t('enquiry.staff.saveReply')}
          </button>
        ) : null}
        {enquiry.status !== 'CLOSED' ? (
          <button
            type="button"
            className={`${s.button} ${s.buttonSecondary}`}
            disabled={fetching}
            onClick={() => save('CLOSED')}
          >
            {t('enquiry.staff.markClosed')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** Designers and admins read enquiries, answer them and move them new → contacted → closed. */
export function StaffEnquiries() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const role: Staff | null = user?.roles.includes('admin')
    ? 'admin'
    : user?.roles.includes('designer')
      ? 'designer'
      : null;
  const [filter, setFilter] = useState<EnquiryStatus | ''>('');
  const variables = useMemo(() => ({ status: filter || null }), [filter]);
  const [{ data, error }, reexecute] = useQuery({
    query: asDocument(StaffEnquiriesDocument),
    variables,
    context: role ? staffContext[role] : undefined,
    pause: !role,
  });
  const list = useKept(data?.staffEnquiries) ?? null;
  const zone = browserTimeZone();
  const load = () => reexecute({ requestPolicy: 'network-only' });

  if (!role) return <p role="alert">{t('enquiry.staff.staffOnly')}</p>;
  return (
    <div>
      <label className={s.field} style={{ maxWidth: 280, margin: '0 0 16px' }}>
        {t('enquiry.staff.filter')}
        <select value={filter} onChange={(e) => setFilter(e.target.value as EnquiryStatus | '')}>
          <option value="">{t('enquiry.staff.all')}</option>
          {enquiryStatuses.map((x) => (
            <option key={x} value={x}>
              {t(`enquiry.status.${x}`)}
            </option>
          ))}
        </select>
      </label>
      {error ? (
        <p className={s.alert} role="alert">
          {t('enquiry.loadFailed')}
        </p>
      ) : null}
      {!list ? (
        <div className={s.spinner} role="status" aria-label={t('enquiry.loading')} />
      ) : list.length === 0 ? (
        <p>{t('enquiry.staff.none')}</p>
      ) : (
        <ul className={s.list}>
          {list.map((e) => (
            <li key={e.id} className={s.card} data-testid="staff-enquiry">
              <div className={s.cardHead}>
                <div>
                  <bdi>
                    <strong>{e.name}</strong>
                  </bdi>{' '}
                  <bdi dir="ltr" className={s.meta}>
                    {e.phone}
                  </bdi>
                </div>
                <EnquiryStatusChip status={e.status} />
              </div>
              <p className={s.meta}>
                {t(`enquiry.interests.${e.interest}`)} ·{' '}
                {t('enquiry.staff.prefers', { time: t(`enquiry.times.${e.preferredTime}`) })} ·{' '}
                {formatInstant(e.createdAt, i18n.language, 'shortDateTime', zone)}
              </p>
              <p className={s.message} dir="auto">
                {e.message}
              </p>
              {e.status === 'CLOSED' && e.reply ? (
                <div className={s.reply}>
                  <h3>{t('enquiry.reply')}</h3>
                  <p className={s.message} dir="auto">
                    {e.reply}
                  </p>
                </div>
              ) : null}
              <Answer key={`${e.id}:${e.status}:${e.reply ?? ''}`} enquiry={e} role={role} onDone={load} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
