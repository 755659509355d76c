import Container from '@mui/material/Container';
import { MuiRoot } from '../../components/MuiRoot';
import Typography from '@mui/material/Typography';
import { currentLanguage, serverT } from '../../i18n/server';
import { RequireAccount } from '../../components/RequireAccount';
import { pageMetadata } from '../page-metadata';
import { ProfileForm } from './ProfileForm';

export const generateMetadata = () => pageMetadata('profile', { path: '/profile' });

export default async function ProfilePage() {
  const t = await serverT(await currentLanguage());
  return (
    <MuiRoot>
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('profile.title')}
      </Typography>
      <RequireAccount>
        <ProfileForm />
      </RequireAccount>
    </Container>
    </MuiRoot>
  );
}
