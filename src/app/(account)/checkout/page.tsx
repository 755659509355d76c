import { config } from '../../../config';
import { currentLanguage, serverT } from '../../../i18n/server';
import { pageMetadata } from '../../../components/page-metadata';
import { AccountHeading } from '../AccountHeading';
import { CheckoutFlow } from './CheckoutFlow';

export const generateMetadata = () => pageMetadata('checkout', { path: '/checkout' });

export default async function CheckoutPage() {
  const t = await serverT(await currentLanguage());
  return (
    <>
      <AccountHeading title={t('checkout.title')} />
      <CheckoutFlow storeName={config().store.name} />
    </>
  );
}
