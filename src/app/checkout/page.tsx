import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { config } from '../../config';
import { MuiRoot } from '../../components/MuiRoot';
import { RequireAccount } from '../../components/RequireAccount';
import { currentLanguage, serverT } from '../../i18n/server';
import { pageMetadata } from '../page-metadata';
import { CheckoutFlow } from './CheckoutFlow';

export const generateMetadata = () => pageMetadata('checkout', { path: '/checkout' });

export default async function CheckoutPage() {
  const t = await serverT(await currentLanguage());
  return (
    <MuiRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1">
          {t('checkout.title')}
        </Typography>
        <RequireAccount>
          <CheckoutFlow storeName={config().store.name} />
        </RequireAccount>
      </Container>
    </MuiRoot>
  );
}
