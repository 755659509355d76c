import type { Metadata } from 'next';
import { config } from '../../../../config';
import { currentLanguage, serverT } from '../../../../i18n/server';
import { AccountHeading } from '../../AccountHeading';
import { CustomerSearch } from './CustomerSearch';

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverT(await currentLanguage());
  return {
    title: { absolute: `${t('adminCustomers.title')} · ${config().store.name}` },
    robots: { index: false, follow: false },
  };
}

export default async function AdminCustomersPage() {
  const t = await serverT(await currentLanguage());
  return (
    <>
      <AccountHeading title={t('adminCustomers.title')} />
      <CustomerSearch />
    </>
  );
}
