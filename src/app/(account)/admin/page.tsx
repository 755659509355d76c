import type { Metadata } from 'next';
import { config } from '../../../config';
import { currentLanguage, serverT } from '../../../i18n/server';
import { AccountHeading } from '../AccountHeading';
import { AdminHome } from './AdminHome';
import { PageStrings } from '../../../components/PageStrings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverT(await currentLanguage());
  return {
    title: { absolute: `${t('adminHome.title')} · ${config().store.name}` },
    robots: { index: false, follow: false },
  };
}

export default async function AdminHomePage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <>
      <PageStrings lng={lng} sections={['adminHome', 'buyerReviews', 'workshop']} />
      <AccountHeading title={t('adminHome.title')} />
      <AdminHome />
    </>
  );
}
