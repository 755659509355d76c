import { config } from '../../../../config';
import { MuiRoot } from '../../../../components/MuiRoot';
import { currentLanguage, serverT } from '../../../../i18n/server';
import { AccountHeading } from '../../AccountHeading';
import { CurrencyDesk } from './CurrencyDesk';
import { PageStrings } from '../../../../components/PageStrings';

export const generateMetadata = async () => {
  const t = await serverT(await currentLanguage());
  return {
    title: { absolute: `${t('currency.admin.title')} · ${config().store.name}` },
    robots: { index: false, follow: false },
  };
};

export default async function AdminCurrenciesPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <MuiRoot>
      <PageStrings lng={lng} sections={['adminCatalogue']} />
      <AccountHeading title={t('currency.admin.title')} />
      <p>{t('currency.admin.intro')}</p>
      <CurrencyDesk />
    </MuiRoot>
  );
}
