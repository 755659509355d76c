import { config } from '../../../../config';
import { MuiRoot } from '../../../../components/MuiRoot';
import { currentLanguage, serverT } from '../../../../i18n/server';
import { AccountHeading } from '../../AccountHeading';
import { ServicesDesk } from './ServicesDesk';
import { PageStrings } from '../../../../components/PageStrings';

export const generateMetadata = async () => {
  const t = await serverT(await currentLanguage());
  return {
    title: { absolute: `${t('adminCatalogue.services.title')} · ${config().store.name}` },
    robots: { index: false, follow: false },
  };
};

export default async function AdminServicesPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <MuiRoot>
      <PageStrings lng={lng} sections={['adminCatalogue']} />
      <AccountHeading title={t('adminCatalogue.services.title')} />
      <p>{t('adminCatalogue.services.intro')}</p>
      <ServicesDesk />
    </MuiRoot>
  );
}
