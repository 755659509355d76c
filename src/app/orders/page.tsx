import c from '../../components/catalog/catalog.module.css';
import { MuiRoot } from '../../components/MuiRoot';
import { RequireAccount } from '../../components/RequireAccount';
import { currentLanguage, serverT } from '../../i18n/server';
import { pageMetadata } from '../page-metadata';
import { OrderList } from './OrderList';

export const generateMetadata = () => pageMetadata('orders', { path: '/orders' });

export default async function OrdersPage() {
  const t = await serverT(await currentLanguage());
  return (
    <MuiRoot>
      <div className={c.container}>
        <h1 className={c.h1}>{t('orders.title')}</h1>
        <RequireAccount>
          <OrderList />
        </RequireAccount>
      </div>
    </MuiRoot>
  );
}
