import { AccountPage } from '../../components/AccountPage';
import { currentLanguage, serverT } from '../../i18n/server';
import { pageMetadata } from '../page-metadata';
import { OrderList } from './OrderList';

export const generateMetadata = () => pageMetadata('orders', { path: '/orders' });

export default async function OrdersPage() {
  const t = await serverT(await currentLanguage());
  return (
    <AccountPage title={t('orders.title')}>
      <OrderList />
    </AccountPage>
  );
}
