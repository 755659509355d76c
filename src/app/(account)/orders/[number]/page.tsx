import c from '../../../../components/catalog/page.module.css';
import { OrderDetail } from '../../../../components/orders/OrderDetail';
import { withOrderNumber } from '../../../../components/orders/OrderNumber';
import { RouterLink } from '../../../../components/RouterLink';
import { OrderPoints } from '../../../../components/rewards/OrderPoints';
import { currentLanguage, serverT } from '../../../../i18n/server';
import { pageMetadata } from '../../../../components/page-metadata';
import { AccountHeading } from '../../AccountHeading';
import { PageStrings } from '../../../../components/PageStrings';

/** A malformed escape in the address is shown as typed, not a crash. */
function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

type Props = { params: Promise<{ number: string }>; searchParams: Promise<{ placed?: string }> };

export const generateMetadata = () => pageMetadata('order');

export default async function OrderPage({ params, searchParams }: Props) {
  const { number } = await params;
  // Only a well-formed number gets here (src/proxy.ts answers any other with the 404 page).
  const clean = safeDecode(number).slice(0, 40);
  const { placed } = await searchParams;
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <>
      <PageStrings
        lng={lng}
        sections={[
          'buyerReviews',
          'checkout',
          'consult',
          'measurements',
          'offers',
          'orders',
          'product',
          'rewards',
          'rough',
          'workshop',
        ]}
      />
      <AccountHeading
        title={withOrderNumber((number) => t('orders.orderNumber', { number }), clean)}
        before={
          <p>
            <RouterLink href="/orders" className={c.link}>
              {t('orders.all')}
            </RouterLink>
          </p>
        }
      />
      <OrderDetail number={clean} placed={placed === '1'} />
      <OrderPoints number={clean} />
    </>
  );
}
