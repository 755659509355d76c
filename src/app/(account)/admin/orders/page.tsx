import { currentLanguage, serverT } from '../../../../i18n/server';
import { pageMetadata } from '../../../../components/page-metadata';
import { AccountHeading } from '../../AccountHeading';
import { AdminOrders } from './AdminOrders';
import { PageStrings } from '../../../../components/PageStrings';

export const generateMetadata = async () => ({
  ...(await pageMetadata('admin-orders')),
  robots: { index: false, follow: false },
});

export default async function AdminOrdersPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <>
      <PageStrings lng={lng} sections={['admin', 'adminOrders', 'orders']} />
      <AccountHeading title={t('admin.title')} />
      <AdminOrders />
    </>
  );
}
