import { config } from '../../../../config';
import { MuiRoot } from '../../../../components/MuiRoot';
import { currentLanguage, serverT } from '../../../../i18n/server';
import { AccountHeading } from '../../AccountHeading';
import { CatalogueDesk } from './CatalogueDesk';
import { PageStrings } from '../../../../components/PageStrings';

export const generateMetadata = async () => {
  const t = await serverT(await currentLanguage());
  return {
    title: { absolute: `${t('adminCatalogue.catalogue.title')} · ${config().store.name}` },
    robots: { index: false, follow: false },
  };
};

export default async function AdminCataloguePage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <MuiRoot>
      <PageStrings lng={lng} sections={['adminCatalogue']} />
      <AccountHeading title={t('adminCatalogue.catalogue.title')} />
      <p>{t('adminCatalogue.catalogue.intro')}</p>
      <CatalogueDesk />
    </MuiRoot>
  );
}
