import { currentLanguage, serverT } from '../../../../../i18n/server';
import { AccountHeading } from '../../../AccountHeading';
import { AdminOrderDetail } from './AdminOrderDetail';
import { PageStrings } from '../../../../../components/PageStrings';

export const generateMetadata = async ({ params }: { params: Promise<{ number: string }> }) => {
  const t = await serverT(await currentLanguage());
  return {
    title: t('adminOrders.orderTitle', { number: decodeURIComponent((await params).number).slice(0, 20) }),
    robots: { index: false, follow: false },
  };
};

export default async function AdminOrderPage({ params }: { params: Promise<{ number: string }> }) {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  const number = decodeURIComponent((await params).number).slice(0, 20);
  return (
    <>
      <PageStrings lng={lng} sections={['admin', 'adminOrders', 'orders']} />
      <AccountHeading title={t('adminOrders.orderTitle', { number })} />
      <AdminOrderDetail number={number} />
    </>
  );
}
