'use client';
import { useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import { ClaimableEnquiryCountDocument, ClaimEnquiriesDocument } from '../../client/enquiries/documents';
import { asDocument } from '../../client/graphql/document';
import s from './enquiries.module.css';

/**
 * Enquiries sent signed out from the account's own number (proved at sign-in) wait outside the account
 * until the shopper brings them in; the server counts them by the account's number, never one typed here.
 */
export function ClaimEnquiries({ onClaimed }: { onClaimed(): void }) {
  const { t } = useTranslation();
  const [{ data }, recount] = useQuery({
    query: asDocument(ClaimableEnquiryCountDocument),
    requestPolicy: 'network-only',
  });
  const [{ fetching }, claim] = useMutation(asDocument(ClaimEnquiriesDocument));
  const [said, setSaid] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const count = data?.claimableEnquiryCount ?? 0;

  const bringIn = async () => {
    setFailed(false);
    const r = await claim({});
    const claimed = r.data?.claimEnquiries.claimed;
    if (claimed === undefined) return setFailed(true);
    setSaid(t('enquiry.claim.done', { count: claimed }));
    onClaimed();
    recount({ requestPolicy: 'network-only' });
  };

  return (
    <>
      {/* Present from the start, so what is said after a claim is announced. */}
      <div role="status">{said ? <p className={s.claimDone}>{said}</p> : null}</div>
      {count > 0 ? (
        <div className={s.claim} data-testid="enquiry-claim">
          <p>{t('enquiry.claim.offer', { count })}</p>
          <button type="button" className={s.button} onClick={() => void bringIn()} disabled={fetching}>
            {fetching ? t('enquiry.claim.bringing') : t('enquiry.claim.button', { count })}
          </button>
          {failed ? (
            <p className={s.error} role="alert">
              {t('enquiry.claim.failed')}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
