import { MuiRoot } from '../../../../../components/MuiRoot';
import { currentLanguage, serverT } from '../../../../../i18n/server';
import { AccountHeading } from '../../../AccountHeading';
import { ProductEditor } from './ProductEditor';
import { PageStrings } from '../../../../../components/PageStrings';

export const generateMetadata = async () => {
  const t = await serverT(await currentLanguage());
  return { title: t('adminProducts.editTitle'), robots: { index: false, follow: false } };
};

export default async function AdminProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    // The picture picker is made of MUI parts, as on the new-product page.
    <MuiRoot>
      <PageStrings lng={lng} sections={['admin', 'adminProducts', 'orders']} />
      <AccountHeading title={t('adminProducts.editTitle')} />
      <ProductEditor id={Number.parseInt(id, 10) || 0} />
    </MuiRoot>
  );
}
