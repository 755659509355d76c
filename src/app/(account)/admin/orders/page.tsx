import { currentLanguage, serverT } from '../../../../i18n/server';
import { pageMetadata } from '../../../../components/page-metadata';
import { AccountHeading } from '../../AccountHeading';
import { AdminOrders } from './AdminOrders';

export const generateMetadata = async () => ({
  ...(await pageMetadata('admin-orders')),
  robots: { index: false, follow: false },
});

export default async function AdminOrdersPage() {
  const t = await serverT(await currentLanguage());
  return (
    <>
      <AccountHeading title={t('admin.title')} />
      <AdminOrders />
    </>
  );
}
