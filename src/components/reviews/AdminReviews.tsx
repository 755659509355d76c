'use client';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import { asDocument } from '../../client/graphql/document';
import { dataOf } from '../../client/graphql/result';
import { useKept } from '../../client/graphql/use-kept';
import { notify } from '../../client/notify';
import { AdminReviewsDocument, HideReviewDocument, UnhideReviewDocument } from '../../client/reviews/documents';
import { staffContext } from '../../client/session/gateway-client';
import { useSession } from '../../client/session/SessionProvider';
import type { AdminReviewsQuery, ReviewStatusFilter } from '../../gql/graphql';
import { browserTimeZone, formatInstant } from '../../lib/dates';
import { hideReasonProblem, reviewLimits } from '../../lib/review-rules';
import { tidyText } from '../../lib/text';
import { isLanguage, type Language } from '../../i18n/settings';
import { Stars } from '../catalog/Stars';
import { textLang } from '../catalog/text-lang';
import s from './reviews.module.css';

type Item = AdminReviewsQuery['adminReviews']['items'][number];
const admin = staffContext.admin;

function Moderate({ item, onDone }: { item: Item; onDone(): void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [{ fetching: hiding }, hide] = useMutation(asDocument(HideReviewDocument));
  const [{ fetching: showing }, unhide] = useMutation(asDocument(UnhideReviewDocument));
  const id = item.review.id;
  const answer = (r: { ok: boolean; refusal?: string | null }) => {
    if (r.ok) notify(t('buyerReviews.admin.saved'), 'success');
    else notify(t(`buyerReviews.admin.refusals.${r.refusal ?? 'NOT_FOUND'}`), 'warning');
    if (r.ok) onDone();
  };
  const run = async (work: () => Promise<{ ok: boolean; refusal?: string | null }>) => {
    try {
      answer(await work());
    } catch {
      notify(t('buyerReviews.admin.loadFailed'), 'error');
    }
  };
  if (item.hidden)
    return (
      <div className={s.actions}>
        <button
          type="button"
          className={`${s.button} ${s.secondary}`}
          disabled={showing}
          onClick={() => run(async () => dataOf(await unhide({ id }, admin)).unhideReview)}
        >
          {t('buyerReviews.admin.unhide')}
        </button>
      </div>
    );
  return (
    <form
      className={s.actions}
      onSubmit={(e) => {
        e.preventDefault();
        // The server's own check first: a refusal shows before anything is sent.
        const problem = hideReasonProblem(tidyText(reason));
        if (problem) return answer({ ok: false, refusal: problem });
        void run(async () => dataOf(await hide({ id, reason }, admin)).hideReview);
      }}
    >
      <label className={s.field} style={{ flex: '1 1 240px' }}>
        {t('buyerReviews.admin.reason')}
        <input
          type="text"
          dir="auto"
          value={reason}
          maxLength={reviewLimits.reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <button type="submit" className={s.button} disabled={hiding} style={{ alignSelf: 'end' }}>
        {t('buyerReviews.admin.hide')}
      </button>
    </form>
  );
}

/** Admins read buyers' reviews, newest first, and hide one with a reason (or show it again). */
export function AdminReviews() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const [filter, setFilter] = useState<ReviewStatusFilter | ''>('');
  const variables = useMemo(() => ({ status: filter || null }), [filter]);
  const [{ data, error }, reexecute] = useQuery({
    query: asDocument(AdminReviewsDocument),
    variables,
    context: admin,
    pause: !isAdmin,
    requestPolicy: 'network-only',
  });
  const page = useKept(data?.adminReviews) ?? null;
  const zone = browserTimeZone();
  const lng: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  if (!isAdmin) return <p role="alert">{t('buyerReviews.admin.staffOnly')}</p>;
  return (
    <div>
      <label className={s.field} style={{ maxWidth: 280 }}>
        {t('buyerReviews.admin.filter')}
        <select value={filter} onChange={(e) => setFilter(e.target.value as ReviewStatusFilter | '')}>
          <option value="">{t('buyerReviews.admin.all')}</option>
          <option value="VISIBLE">{t('buyerReviews.admin.visible')}</option>
          <option value="HIDDEN">{t('buyerReviews.admin.hidden')}</option>
        </select>
      </label>
      {error ? <p role="alert">{t('buyerReviews.admin.loadFailed')}</p> : null}
      {!page ? null : page.items.length === 0 ? (
        <p>{t('buyerReviews.admin.none')}</p>
      ) : (
        <>
          <p className={s.muted}>{t('buyerReviews.admin.count', { count: page.total })}</p>
          <ul className={s.adminList}>
            {page.items.map((item) => (
              <li key={item.review.id} className={s.adminCard} data-testid="admin-review">
                <p>
                  {/* A slug is Latin and one long word: English, left to right, broken anywhere at 320 px. */}
                  <Link href={`/products/${item.productSlug}#reviews`} lang="en" dir="ltr" className={s.slug}>
                    {item.productSlug}
                  </Link>
                </p>
                <Stars average={item.review.rating} count={1} t={t} size={14} summary={false} />
                {/* The review in the language it was written in (the store keeps none: its script tells). */}
                {item.review.title ? (
                  <p dir="auto" lang={textLang(item.review.title, lng)}>
                    <strong>{item.review.title}</strong>
                  </p>
                ) : null}
                {item.review.body ? (
                  <p dir="auto" lang={textLang(item.review.body, lng)}>
                    {item.review.body}
                  </p>
                ) : null}
                <p className={s.muted}>
                  <bdi lang={textLang(item.review.author, lng)}>{item.review.author}</bdi> ·{' '}
                  {formatInstant(item.review.createdAt, i18n.language, 'long', zone)}
                </p>
                {item.hidden ? (
                  <p className={s.hiddenTag}>
                    {t('buyerReviews.admin.hiddenBecause', { reason: item.hiddenReason ?? '' })}
                  </p>
                ) : null}
                <Moderate
                  key={`${item.review.id}:${item.hidden}`}
                  item={item}
                  onDone={() => reexecute({ requestPolicy: 'network-only' })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
