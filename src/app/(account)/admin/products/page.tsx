import { currentLanguage, serverT } from '../../../../i18n/server';
import { AccountHeading } from '../../AccountHeading';
import { AdminProducts } from './AdminProducts';
import { PageStrings } from '../../../../components/PageStrings';

export const generateMetadata = async () => {
  const t = await serverT(await currentLanguage());
  return { title: t('adminProducts.title'), robots: { index: false, follow: false } };
};

export default async function AdminProductsPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <>
      <PageStrings lng={lng} sections={['admin', 'adminProducts', 'orders']} />
      <AccountHeading title={t('adminProducts.title')} />
      <AdminProducts />
    </>
  );
}
