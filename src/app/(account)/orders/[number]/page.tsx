import { notFound } from 'next/navigation';
import c from '../../../../components/catalog/catalog.module.css';
import { OrderDetail } from '../../../../components/orders/OrderDetail';
import { RouterLink } from '../../../../components/RouterLink';
import { currentLanguage, serverT } from '../../../../i18n/server';
import { pageMetadata } from '../../../../components/page-metadata';
import { isOrderNumber } from '../../../../lib/order-ids';
import { AccountHeading } from '../../AccountHeading';

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
  const clean = safeDecode(number);
  // What cannot be an order number is a real 404. A well-formed one is read in the browser with the
  // shopper's token (the server does not know who asks): an unknown one says so there, the same way
  // whether or not someone else has that order, so the status never tells a stranger which exist.
  if (!isOrderNumber(clean)) notFound();
  const { placed } = await searchParams;
  const t = await serverT(await currentLanguage());
  return (
    <>
      <AccountHeading
        title={t('orders.orderNumber', { number: clean })}
        before={
          <p>
            <RouterLink href="/orders" className={c.link}>
              {t('orders.all')}
            </RouterLink>
          </p>
        }
      />
      <OrderDetail number={clean} placed={placed === '1'} />
    </>
  );
}
