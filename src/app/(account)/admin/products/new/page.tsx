import { MuiRoot } from '../../../../../components/MuiRoot';
import { currentLanguage, serverT } from '../../../../../i18n/server';
import { AccountHeading } from '../../../AccountHeading';
import { NewProduct } from './NewProduct';
import { PageStrings } from '../../../../../components/PageStrings';

export const generateMetadata = async () => {
  const t = await serverT(await currentLanguage());
  return { title: t('adminProducts.newTitle'), robots: { index: false, follow: false } };
};

export default async function NewProductPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <MuiRoot>
      <PageStrings lng={lng} sections={['admin', 'adminCatalogue', 'adminProducts']} />
      <AccountHeading title={t('adminProducts.newTitle')} />
      <NewProduct />
    </MuiRoot>
  );
}
