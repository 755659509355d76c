import c from '../../../components/catalog/catalog.module.css';
import { OrderDetail } from '../../../components/orders/OrderDetail';
import { RequireAccount } from '../../../components/RequireAccount';
import { RouterLink } from '../../../components/RouterLink';
import { MuiRoot } from '../../../components/MuiRoot';
import { currentLanguage, serverT } from '../../../i18n/server';
import { pageMetadata } from '../../page-metadata';

type Props = { params: Promise<{ number: string }>; searchParams: Promise<{ placed?: string }> };

export const generateMetadata = () => pageMetadata('order');

export default async function OrderPage({ params, searchParams }: Props) {
  const { number } = await params;
  const { placed } = await searchParams;
  const t = await serverT(await currentLanguage());
  const clean = decodeURIComponent(number).slice(0, 40);
  return (
    <MuiRoot>
      <div className={c.container}>
        <p>
          <RouterLink href="/orders" className={c.link}>
            {t('orders.all')}
          </RouterLink>
        </p>
        <h1 className={c.h1}>{t('orders.orderNumber', { number: clean })}</h1>
        <RequireAccount>
          <OrderDetail number={clean} placed={placed === '1'} />
        </RequireAccount>
      </div>
    </MuiRoot>
  );
}
