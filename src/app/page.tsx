import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../components/RouterLink';
import { MuiRoot } from '../components/MuiRoot';
import type { ReactNode } from 'react';
import { runQuery } from '../api/executor';
import { Artwork } from '../components/Artwork';
import { Icon, isIconName } from '../components/icons';
import { HomePageDocument } from '../client/catalog/documents';
import { currentLanguage, serverT } from '../i18n/server';
import { pageMetadata } from '../components/page-metadata';

export const generateMetadata = () => pageMetadata('home', { path: '/' });

export default async function HomePage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  const data = await runQuery(HomePageDocument, {}, { locale: lng });

  return (
    <MuiRoot>
      <Typography component="h1" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('home.heading')}
      </Typography>

      <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 4 } }}>
        <Box component="section" sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {data.banners.map((b, i) => (
            <Box
              key={b.id}
              data-testid="banner"
              component="article"
              sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', aspectRatio: '3 / 2', color: '#fff', bgcolor: 'primary.dark' }}
            >
              <Artwork image={b.image} alt="" priority={i < 2} sizes="(min-width: 960px) 600px, 100vw" />
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'flex-end',
                  gap: 1,
                  p: { xs: 2, sm: 3 },
                  background: 'linear-gradient(to top, rgba(20,6,10,0.88) 0%, rgba(20,6,10,0.55) 55%, rgba(20,6,10,0.05) 100%)',
                }}
              >
                {b.discount ? (
                  <Chip label={t('home.discount', { percent: b.discount })} color="secondary" size="small" sx={{ alignSelf: 'flex-start', fontWeight: 600 }} />
                ) : null}
                <Typography component="h2" sx={{ fontFamily: 'var(--stack-display)', fontWeight: 600, fontSize: { xs: '1.5rem', sm: '1.875rem', md: '2rem' }, lineHeight: 1.2 }}>
                  {b.title}
                </Typography>
                <Typography sx={{ display: { xs: 'none', sm: 'block' }, opacity: 0.95, maxWidth: 440 }}>{b.description}</Typography>
                <Button href={b.buttonLink} variant="contained" color="secondary" sx={{ alignSelf: 'flex-start', mt: 0.5, px: 3 }}>
                  {b.buttonText}
                </Button>
              </Box>
            </Box>
          ))}
        </Box>

        <HomeSection id="trust" title={t('home.trustHeading')} columns={{ xs: '1fr 1fr', md: 'repeat(4, 1fr)' }}>
            {data.trustBadges.map((badge) => (
              <Box
                component="li"
                key={badge.id}
                data-testid="trust-badge"
                sx={{ bgcolor: 'background.paper', borderRadius: 2, p: { xs: 2, md: 3 }, textAlign: 'center', border: 1, borderColor: 'divider' }}
              >
                {isIconName(badge.icon) ? <Icon name={badge.icon} color="primary" sx={{ fontSize: '2.25rem', mb: 1 }} /> : null}
                <Typography component="h3" sx={{ fontWeight: 600, fontSize: { xs: '0.875rem', md: '1rem' } }}>
                  {badge.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, display: { xs: 'none', sm: 'block' } }}>
                  {badge.description}
                </Typography>
              </Box>
            ))}
        </HomeSection>

        <HomeSection id="categories" title={t('home.categoriesHeading')} columns={{ xs: '1fr', sm: 'repeat(3, 1fr)' }}>
            {data.categories.map((c) => (
              <li key={c.id}>
                <Box
                  component={RouterLink}
                  href={`/${c.slug}`}
                  aria-label={t('home.shopCategory', { name: c.name })}
                  sx={{ display: 'block', height: '100%', borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper', color: 'inherit', textDecoration: 'none', border: 1, borderColor: 'divider', '&:hover img': { transform: 'scale(1.03)' } }}
                >
                  {c.image ? (
                    <Box sx={{ aspectRatio: { xs: '2 / 1', sm: '4 / 3' }, overflow: 'hidden' }}>
                      <Artwork image={c.image} alt="" sizes="(min-width: 600px) 400px, 100vw" style={{ transition: 'transform 300ms' }} />
                    </Box>
                  ) : null}
                  <Box sx={{ p: 2 }}>
                    <Typography component="h3" sx={{ fontFamily: 'var(--stack-display)', fontSize: '1.375rem', fontWeight: 600 }}>
                      {c.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {c.description}
                    </Typography>
                  </Box>
                </Box>
              </li>
            ))}
        </HomeSection>
      </Container>
    </MuiRoot>
  );
}

/** A titled home-page band whose items sit in a list laid out as a grid. */
function HomeSection({ id, title, columns, children }: { id: string; title: string; columns: Record<string, string>; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} sx={{ mt: { xs: 5, md: 7 } }}>
      <Typography id={`${id}-heading`} variant="h4" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, mb: 3, textAlign: 'center' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: columns }}>
        {children}
      </Box>
    </Box>
  );
}
