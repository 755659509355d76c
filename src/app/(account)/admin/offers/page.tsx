import { config } from '../../../../config';
import { MuiRoot } from '../../../../components/MuiRoot';
import { currentLanguage, serverT } from '../../../../i18n/server';
import { AccountHeading } from '../../AccountHeading';
import { OffersDesk } from './OffersDesk';
import { PageStrings } from '../../../../components/PageStrings';

export const generateMetadata = async () => {
  const t = await serverT(await currentLanguage());
  return {
    title: { absolute: `${t('adminOffers.title')} · ${config().store.name}` },
    robots: { index: false, follow: false },
  };
};

export default async function AdminOffersPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <MuiRoot>
      <PageStrings lng={lng} sections={['adminCatalogue', 'adminOffers']} />
      <AccountHeading title={t('adminOffers.title')} />
      <p>{t('adminOffers.intro')}</p>
      <OffersDesk />
    </MuiRoot>
  );
}
