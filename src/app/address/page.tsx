import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MuiRoot } from '../../components/MuiRoot';
import { RequireAccount } from '../../components/RequireAccount';
import { currentLanguage, serverT } from '../../i18n/server';
import { pageMetadata } from '../page-metadata';
import { AddressBook } from './AddressBook';

export const generateMetadata = () => pageMetadata('address', { path: '/address' });

export default async function AddressPage() {
  const t = await serverT(await currentLanguage());
  return (
    <MuiRoot>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          {t('address.title')}
        </Typography>
        <RequireAccount>
          <AddressBook />
        </RequireAccount>
      </Container>
    </MuiRoot>
  );
}
