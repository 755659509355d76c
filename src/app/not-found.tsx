import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { MuiRoot } from '../components/MuiRoot';
import Typography from '@mui/material/Typography';
import { currentLanguage, serverT } from '../i18n/server';
import { pageMetadata } from './page-metadata';

export const generateMetadata = () => pageMetadata('not-found');

export default async function NotFound() {
  const t = await serverT(await currentLanguage());
  return (
    <MuiRoot>
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontFamily: 'var(--font-display)', fontSize: 72, color: 'primary.main', lineHeight: 1 }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {t('notFound.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {t('notFound.text')}
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'center' }}>
        <Button variant="contained" href="/">
          {t('notFound.home')}
        </Button>
        <Button variant="outlined" href="/category">
          {t('notFound.categories')}
        </Button>
        <Button href="/get-in-touch">{t('notFound.consult')}</Button>
      </Box>
    </Container>
    </MuiRoot>
  );
}
