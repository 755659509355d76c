import { notFound } from 'next/navigation';
import c from '../../../../components/catalog/catalog.module.css';
import { config } from '../../../../config';
import { isTestPaymentId } from '../../../../lib/order-ids';
import { MuiRoot } from '../../../../components/MuiRoot';
import { RequireAccount } from '../../../../components/RequireAccount';
import { currentLanguage, serverT } from '../../../../i18n/server';
import { pageMetadata } from '../../../../components/page-metadata';
import { TestGateway } from './TestGateway';

export const generateMetadata = () => pageMetadata('test-gateway');

type Props = { params: Promise<{ id: string }> };

export default async function TestGatewayPage({ params }: Props) {
  const { id } = await params;
  // No test gateway (live mode, or turned off), or a path that cannot hold a payment id: a real 404.
  // A well-formed id is read in the browser with the shopper's token, which the server never sees; the
  // id is 192 random bits, so nothing is learnt from the page answering 200 for it.
  if (!config().buying.testGateway || !isTestPaymentId(id)) notFound();
  const t = await serverT(await currentLanguage());
  // A signed-in step: a signed-out visitor signs in and comes back here.
  return (
    <MuiRoot>
      <div className={c.container} style={{ maxWidth: 560 }}>
        <h1 className={c.h1}>{t('gateway.title')}</h1>
        <RequireAccount>
          <TestGateway id={id} />
        </RequireAccount>
      </div>
    </MuiRoot>
  );
}
