import type { Metadata } from 'next';
import { config } from '../../../config';
import { currentLanguage, serverT } from '../../../i18n/server';
import { AccountHeading } from '../AccountHeading';
import { AdminHome } from './AdminHome';

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverT(await currentLanguage());
  return {
    title: { absolute: `${t('adminHome.title')} · ${config().store.name}` },
    robots: { index: false, follow: false },
  };
}

export default async function AdminHomePage() {
  const t = await serverT(await currentLanguage());
  return (
    <>
      <AccountHeading title={t('adminHome.title')} />
      <AdminHome />
    </>
  );
}
