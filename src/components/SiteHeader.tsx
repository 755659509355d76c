import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { RouterLink } from './RouterLink';
import type { TFunction } from 'i18next';
import type { Language } from '../i18n/settings';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { navLinks } from './nav-links';

export function SiteHeader({ t, lng, storeName }: { t: TFunction; lng: Language; storeName: string }) {
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1, py: 1.5 }}
      >
        <Box
          component={RouterLink}
          href="/"
          aria-label={t('a11y.home', { store: storeName })}
          sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontSize: 28, fontWeight: 600, color: 'primary.main', textDecoration: 'none', lineHeight: 1.2 }}
        >
          {storeName}
        </Box>
        <Box
          component="nav"
          aria-label={t('a11y.mainNav')}
          sx={{ order: { xs: 3, md: 2 }, flexBasis: { xs: '100%', md: 'auto' }, flexGrow: 1, overflowX: 'auto' }}
        >
          <Box component="ul" sx={{ display: 'flex', justifyContent: { xs: 'space-between', md: 'flex-start' }, gap: { xs: 0, md: 1 }, listStyle: 'none', m: 0, p: 0 }}>
            {navLinks.map((l) => (
              <li key={l.href}>
                <Button href={l.href} color="inherit" sx={{ whiteSpace: 'nowrap', fontSize: { xs: 14, md: 15 }, px: { xs: 1, md: 1.5 }, minWidth: 0 }}>
                  {t(l.label)}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ order: { xs: 2, md: 3 }, marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
          <LanguageSwitcher current={lng} />
          <AccountMenu />
        </Box>
      </Container>
    </Box>
  );
}
