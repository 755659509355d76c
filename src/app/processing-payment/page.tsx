import c from '../../components/catalog/page.module.css';
import { MuiRoot } from '../../components/MuiRoot';
import { RequireAccount } from '../../components/RequireAccount';
import { RouterLink } from '../../components/RouterLink';
import { currentLanguage, serverT } from '../../i18n/server';
import { pageMetadata } from '../../components/page-metadata';
import { PaymentProgress } from './PaymentProgress';
import { PageStrings } from '../../components/PageStrings';

export const generateMetadata = () => pageMetadata('processing-payment');

type Props = { searchParams: Promise<{ order?: string | string[] }> };

export default async function ProcessingPaymentPage({ searchParams }: Props) {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  const raw = (await searchParams).order;
  const number = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 40) ?? '';
  return (
    <MuiRoot>
      <PageStrings lng={lng} sections={['consult', 'orders', 'payment']} />
      <div className={c.container} style={{ maxWidth: 640 }}>
        <h1 className={c.h1}>{t('payment.title')}</h1>
        {number ? (
          <RequireAccount>
            <PaymentProgress number={number} />
          </RequireAccount>
        ) : (
          <p>
            {t('payment.noOrder')}{' '}
            <RouterLink href="/orders" className={c.link}>
              {t('orders.all')}
            </RouterLink>
          </p>
        )}
      </div>
    </MuiRoot>
  );
}
