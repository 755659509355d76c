import type { Metadata } from 'next';
import { config } from '../../../../config';
import { currentLanguage, serverT } from '../../../../i18n/server';
import { AccountHeading } from '../../AccountHeading';
import { CustomerSearch } from './CustomerSearch';
import { PageStrings } from '../../../../components/PageStrings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverT(await currentLanguage());
  return {
    title: { absolute: `${t('adminCustomers.title')} · ${config().store.name}` },
    robots: { index: false, follow: false },
  };
}

export default async function AdminCustomersPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <>
      <PageStrings lng={lng} sections={['adminCustomers']} />
      <AccountHeading title={t('adminCustomers.title')} />
      <CustomerSearch />
    </>
  );
}
