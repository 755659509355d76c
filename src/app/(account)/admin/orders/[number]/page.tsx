import { currentLanguage, serverT } from '../../../../../i18n/server';
import { AccountHeading } from '../../../AccountHeading';
import { AdminOrderDetail } from './AdminOrderDetail';

export const generateMetadata = async ({ params }: { params: Promise<{ number: string }> }) => {
  const t = await serverT(await currentLanguage());
  return {
    title: t('adminOrders.orderTitle', { number: decodeURIComponent((await params).number).slice(0, 20) }),
    robots: { index: false, follow: false },
  };
};

export default async function AdminOrderPage({ params }: { params: Promise<{ number: string }> }) {
  const t = await serverT(await currentLanguage());
  const number = decodeURIComponent((await params).number).slice(0, 20);
  return (
    <>
      <AccountHeading title={t('adminOrders.orderTitle', { number })} />
      <AdminOrderDetail number={number} />
    </>
  );
}
