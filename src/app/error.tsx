'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeRegistry } from '../client/theme/ThemeRegistry';
import { useSettings } from '../client/stores/settings';

/** A route that fails keeps the header and footer, says what happened and offers a way on. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { t } = useTranslation();
  const direction = useSettings((x) => x.direction);
  useEffect(() => {
    document.title = t('titles.error');
  }, [t]);
  return (
    <ThemeRegistry direction={direction}>
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        {t('error.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {t('error.text')}
      </Typography>
      {error.digest ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('error.reference', { digest: error.digest })}
        </Typography>
      ) : null}
      <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={reset}>
          {t('error.retry')}
        </Button>
        <Button variant="outlined" href="/">
          {t('error.home')}
        </Button>
      </Box>
    </Container>
    </ThemeRegistry>
  );
}
