import { currentLanguage, serverT } from '../../../i18n/server';
import { pageMetadata } from '../../../components/page-metadata';
import { AccountHeading } from '../AccountHeading';
import { OrderList } from './OrderList';

export const generateMetadata = () => pageMetadata('orders', { path: '/orders' });

export default async function OrdersPage() {
  const t = await serverT(await currentLanguage());
  return (
    <>
      <AccountHeading title={t('orders.title')} />
      <OrderList />
    </>
  );
}
