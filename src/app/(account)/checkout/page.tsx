import { config } from '../../config';
import { AccountPage } from '../../components/AccountPage';
import { currentLanguage, serverT } from '../../i18n/server';
import { pageMetadata } from '../page-metadata';
import { CheckoutFlow } from './CheckoutFlow';

export const generateMetadata = () => pageMetadata('checkout', { path: '/checkout' });

export default async function CheckoutPage() {
  const t = await serverT(await currentLanguage());
  return (
    <AccountPage title={t('checkout.title')} width="lg">
      <CheckoutFlow storeName={config().store.name} />
    </AccountPage>
  );
}
