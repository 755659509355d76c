import c from '../../../../components/catalog/page.module.css';
import { MuiRoot } from '../../../../components/MuiRoot';
import { RequireAccount } from '../../../../components/RequireAccount';
import { currentLanguage, serverT } from '../../../../i18n/server';
import { pageMetadata } from '../../../../components/page-metadata';
import { TestGateway } from './TestGateway';
import { PageStrings } from '../../../../components/PageStrings';

export const generateMetadata = () => pageMetadata('test-gateway');

type Props = { params: Promise<{ id: string }> };

export default async function TestGatewayPage({ params }: Props) {
  const { id } = await params;
  // Only with the test gateway and a well-formed id does this render (src/proxy.ts answers the rest with
  // the 404 page).
  const lng = await currentLanguage();
  const t = await serverT(lng);
  // A signed-in step: a signed-out visitor signs in and comes back here.
  return (
    <MuiRoot>
      <PageStrings lng={lng} sections={['gateway', 'orders', 'payment']} />
      <div className={c.container} style={{ maxWidth: 560 }}>
        <h1 className={c.h1}>{t('gateway.title')}</h1>
        <RequireAccount>
          <TestGateway id={id.slice(0, 100)} />
        </RequireAccount>
      </div>
    </MuiRoot>
  );
}
