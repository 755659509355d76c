import type { Metadata } from 'next';
import { AdminReviews } from '../../../../components/reviews/AdminReviews';
import { currentLanguage, serverT } from '../../../../i18n/server';
import { config } from '../../../../config';
import { AccountHeading } from '../../AccountHeading';

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverT(await currentLanguage());
  return {
    title: { absolute: `${t('buyerReviews.admin.title')} · ${config().store.name}` },
    robots: { index: false, follow: false },
  };
}

export default async function AdminReviewsPage() {
  const t = await serverT(await currentLanguage());
  return (
    <>
      <AccountHeading title={t('buyerReviews.admin.title')} />
      <AdminReviews />
    </>
  );
}
