import { config } from '../../../config';
import { currentLanguage, serverT } from '../../../i18n/server';
import { pageMetadata } from '../../../components/page-metadata';
import { RequireAccount } from '../../../components/RequireAccount';
import { AccountHeading } from '../AccountHeading';
import { CheckoutFlow } from './CheckoutFlow';
import { PageStrings } from '../../../components/PageStrings';

export const generateMetadata = () => pageMetadata('checkout', { path: '/checkout' });

export default async function CheckoutPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <>
      <PageStrings
        lng={lng}
        sections={['address', 'auth', 'checkout', 'measurements', 'offers', 'product', 'rewards']}
      />
      <AccountHeading title={t('checkout.title')} />
      {/* The heading is outside: it shows in the first frame, before the session is known. */}
      <RequireAccount>
        <CheckoutFlow storeName={config().store.name} />
      </RequireAccount>
    </>
  );
}
