import { config } from '../../../../config';
import { MuiRoot } from '../../../../components/MuiRoot';
import { currentLanguage, serverT } from '../../../../i18n/server';
import { AccountHeading } from '../../AccountHeading';
import { CurrencyDesk } from './CurrencyDesk';

export const generateMetadata = async () => {
  const t = await serverT(await currentLanguage());
  return {
    title: { absolute: `${t('currency.admin.title')} · ${config().store.name}` },
    robots: { index: false, follow: false },
  };
};

export default async function AdminCurrenciesPage() {
  const t = await serverT(await currentLanguage());
  return (
    <MuiRoot>
      <AccountHeading title={t('currency.admin.title')} />
      <p>{t('currency.admin.intro')}</p>
      <CurrencyDesk />
    </MuiRoot>
  );
}
