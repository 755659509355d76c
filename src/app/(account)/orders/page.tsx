import { currentLanguage, serverT } from '../../../i18n/server';
import { pageMetadata } from '../../../components/page-metadata';
import { AccountHeading } from '../AccountHeading';
import { OrderList } from './OrderList';
import { PageStrings } from '../../../components/PageStrings';

export const generateMetadata = () => pageMetadata('orders', { path: '/orders' });

export default async function OrdersPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <>
      <PageStrings lng={lng} sections={['orders']} />
      <AccountHeading title={t('orders.title')} />
      <OrderList />
    </>
  );
}
