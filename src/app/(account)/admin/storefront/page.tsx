import { config } from '../../../../config';
import { MuiRoot } from '../../../../components/MuiRoot';
import { currentLanguage, serverT } from '../../../../i18n/server';
import { AccountHeading } from '../../AccountHeading';
import { StorefrontDesk } from './StorefrontDesk';
import { PageStrings } from '../../../../components/PageStrings';

export const generateMetadata = async () => {
  const t = await serverT(await currentLanguage());
  return {
    title: { absolute: `${t('adminCatalogue.storefront.title')} · ${config().store.name}` },
    robots: { index: false, follow: false },
  };
};

export default async function AdminStorefrontPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <MuiRoot>
      <PageStrings lng={lng} sections={['adminCatalogue']} />
      <AccountHeading title={t('adminCatalogue.storefront.title')} />
      <p>{t('adminCatalogue.storefront.intro')}</p>
      <StorefrontDesk />
    </MuiRoot>
  );
}
