import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RouterLink } from './RouterLink';
import type { TFunction } from 'i18next';
import { navLinks } from './nav-links';

export function SiteFooter({ t, store }: { t: TFunction; store: { name: string; email: string; whatsapp: string } }) {
  const linkSx = { color: 'inherit', display: 'inline-block', py: 0.5 } as const;
  return (
    <Box component="footer" sx={{ bgcolor: '#2b1a1f', color: '#f6eee6', mt: 8, py: 6 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography component="p" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontSize: 24, mb: 1 }}>
              {store.name}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.9, maxWidth: 380 }}>
              {t('footer.about')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }} component="nav" aria-label={t('a11y.footerNav')}>
            <Typography component="h2" variant="subtitle2" sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: '0.08em' }}>
              {t('footer.shop')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {[...navLinks.slice(0, 3), { href: '/category', label: 'nav.categories' } as const].map((l) => (
                <li key={l.href}>
                  <Link component={RouterLink} href={l.href} sx={linkSx}>
                    {t(l.label)}
                  </Link>
                </li>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="h2" variant="subtitle2" sx={{ mb: 1, textTransform: 'uppercase', letterSpacing: '0.08em' }}>
              {t('footer.help')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              <li>
                <Link component={RouterLink} href="/get-in-touch" sx={linkSx}>
                  {t('footer.contact')}
                </Link>
              </li>
              <li>
                <Link href={`mailto:${store.email}`} sx={{ ...linkSx, wordBreak: 'break-all' }}>
                  {store.email}
                </Link>
              </li>
              <li>
                <Link href={`https://wa.me/${store.whatsapp}`} target="_blank" rel="noopener noreferrer" sx={linkSx}>
                  <bdi dir="ltr">+{store.whatsapp}</bdi>
                </Link>
              </li>
            </Box>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 4, opacity: 0.8 }}>
          {t('footer.rights', { year: new Date().getFullYear(), store: store.name })}
        </Typography>
      </Container>
    </Box>
  );
}
