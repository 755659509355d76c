import type { Metadata } from 'next';
import Link from 'next/link';
import { config } from '../../../../../config';
import { currentLanguage, serverT } from '../../../../../i18n/server';
import { AccountHeading } from '../../../AccountHeading';
import { CustomerDetail } from './CustomerDetail';
import { PageStrings } from '../../../../../components/PageStrings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await serverT(await currentLanguage());
  return {
    title: { absolute: `${t('adminCustomers.customerTitle')} · ${config().store.name}` },
    robots: { index: false, follow: false },
  };
}

export default async function AdminCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <>
      <PageStrings lng={lng} sections={['adminCustomers', 'consult', 'enquiry', 'measurements', 'orders']} />
      <AccountHeading
        title={t('adminCustomers.customerTitle')}
        before={<Link href="/admin/customers">{t('adminCustomers.back')}</Link>}
      />
      <CustomerDetail id={id} />
    </>
  );
}
