import Container from '@mui/material/Container';
import { MuiRoot } from '../../components/MuiRoot';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { config } from '../../config';
import { currentLanguage, serverT } from '../../i18n/server';
import { pageMetadata } from '../../components/page-metadata';
import { LoginForm } from './LoginForm';
import { PageStrings } from '../../components/PageStrings';

export const generateMetadata = () => pageMetadata('login', { path: '/login' });

export default async function LoginPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  return (
    <MuiRoot>
      <PageStrings lng={lng} sections={['auth']} />
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.625rem', md: '2rem' } }}>
            {t('auth.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {t('auth.intro')}
          </Typography>
          <Suspense fallback={null}>
            <LoginForm storeName={config().store.name} />
          </Suspense>
        </Paper>
      </Container>
    </MuiRoot>
  );
}
