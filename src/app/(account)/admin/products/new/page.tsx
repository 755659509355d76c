import { MuiRoot } from '../../../../../components/MuiRoot';
import { currentLanguage, serverT } from '../../../../../i18n/server';
import { AccountHeading } from '../../../AccountHeading';
import { NewProduct } from './NewProduct';

export const generateMetadata = async () => {
  const t = await serverT(await currentLanguage());
  return { title: t('adminProducts.newTitle'), robots: { index: false, follow: false } };
};

export default async function NewProductPage() {
  const t = await serverT(await currentLanguage());
  return (
    <MuiRoot>
      <AccountHeading title={t('adminProducts.newTitle')} />
      <NewProduct />
    </MuiRoot>
  );
}
