import type { Metadata } from 'next';
import { AdminReviews } from '../../../../components/reviews/AdminReviews';
import { currentLanguage, serverT } from '../../../../i18n/server';
import { config } from '../../../../config';
import { AccountHeading } from '../../AccountHeading';
import { PageStrings } from '../../../../components/PageStrings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverT(await currentLanguage());
  return {
    title: { absolute: `${t('buyerReviews.admin.title')} · ${config().store.name}` },
    robots: { index: false, follow: false },
  };
}

export default async function AdminReviewsPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <>
      <PageStrings lng={lng} sections={['buyerReviews', 'product']} />
      <AccountHeading title={t('buyerReviews.admin.title')} />
      <AdminReviews />
    </>
  );
}
