import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { MuiRoot } from '../../components/MuiRoot';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../components/RouterLink';
import { runQuery } from '../../api/executor';
import { Artwork } from '../../components/Artwork';
import { CategoryIndexDocument } from '../../client/catalog/documents';
import { currentLanguage, serverT } from '../../i18n/server';
import { pageMetadata } from '../../components/page-metadata';

export const generateMetadata = () => pageMetadata('category', { path: '/category' });

export default async function CategoryIndexPage() {
  const lng = await currentLanguage();
  const t = await serverT(lng);
  const { categories } = await runQuery(CategoryIndexDocument, {}, { locale: lng });
  return (
    <MuiRoot>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.5rem' } }}>
          {t('category.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
          {t('category.intro')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3 }}>
          {categories.map((c) => (
            <Box
              component="li"
              key={c.id}
              data-testid="category"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
                gap: 3,
                bgcolor: 'background.paper',
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                overflow: 'hidden',
              }}
            >
              {c.image ? (
                <Box sx={{ aspectRatio: { xs: '3 / 1', sm: '1 / 1' } }}>
                  <Artwork image={c.image} alt="" sizes="(min-width: 600px) 220px, 100vw" />
                </Box>
              ) : null}
              <Box sx={{ p: { xs: 2, sm: 3 }, pt: { sm: 3 } }}>
                <Typography variant="h5" component="h2">
                  <Link
                    component={RouterLink}
                    href={`/${c.slug}`}
                    underline="hover"
                    aria-label={t('category.browse', { name: c.name })}
                  >
                    {c.name}
                  </Link>
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                  {c.description}
                </Typography>
                {c.children.length > 0 ? (
                  <>
                    <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
                      {t('category.includes')}
                    </Typography>
                    <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                      {c.children.map((child) => (
                        <li key={child.id}>
                          <Typography variant="body2">
                            <strong>{child.name}</strong> · {child.description}
                          </Typography>
                        </li>
                      ))}
                    </Box>
                  </>
                ) : null}
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </MuiRoot>
  );
}
