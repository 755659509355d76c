import { config } from '../../../../config';
import { MuiRoot } from '../../../../components/MuiRoot';
import { currentLanguage, serverT } from '../../../../i18n/server';
import { AccountHeading } from '../../AccountHeading';
import { StorefrontDesk } from './StorefrontDesk';

export const generateMetadata = async () => {
  const t = await serverT(await currentLanguage());
  return {
    title: { absolute: `${t('adminCatalogue.storefront.title')} · ${config().store.name}` },
    robots: { index: false, follow: false },
  };
};

export default async function AdminStorefrontPage() {
  const t = await serverT(await currentLanguage());
  return (
    <MuiRoot>
      <AccountHeading title={t('adminCatalogue.storefront.title')} />
      <p>{t('adminCatalogue.storefront.intro')}</p>
      <StorefrontDesk />
    </MuiRoot>
  );
}
