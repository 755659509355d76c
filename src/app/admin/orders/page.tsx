import c from '../../../components/catalog/catalog.module.css';
import { MuiRoot } from '../../../components/MuiRoot';
import { RequireAccount } from '../../../components/RequireAccount';
import { currentLanguage, serverT } from '../../../i18n/server';
import { pageMetadata } from '../../page-metadata';
import { AdminOrders } from './AdminOrders';

export const generateMetadata = async () => ({ ...(await pageMetadata('admin-orders')), robots: { index: false, follow: false } });

export default async function AdminOrdersPage() {
  const t = await serverT(await currentLanguage());
  return (
    <MuiRoot>
      <div className={c.container}>
        <h1 className={c.h1}>{t('admin.title')}</h1>
        <RequireAccount>
          <AdminOrders />
        </RequireAccount>
      </div>
    </MuiRoot>
  );
}
