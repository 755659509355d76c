import { currentLanguage, serverT } from '../../../../i18n/server';
import { AccountHeading } from '../../AccountHeading';
import { AdminProducts } from './AdminProducts';

export const generateMetadata = async () => {
  const t = await serverT(await currentLanguage());
  return { title: t('adminProducts.title'), robots: { index: false, follow: false } };
};

export default async function AdminProductsPage() {
  const t = await serverT(await currentLanguage());
  return (
    <>
      <AccountHeading title={t('adminProducts.title')} />
      <AdminProducts />
    </>
  );
}
