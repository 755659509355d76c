'use client';
import { useTranslation } from '../../client/i18n/react';
import type { EnquiryStatus } from '../../gql/graphql';
import s from './enquiries.module.css';

export function EnquiryStatusChip({ status }: { status: EnquiryStatus }) {
  const { t } = useTranslation();
  return (
    <span className={s.chip} data-status={status} data-testid="enquiry-status">
      {t(`enquiry.status.${status}`)}
    </span>
  );
}
