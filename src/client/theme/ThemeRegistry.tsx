'use client';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../../i18n/settings';
import { useNonce } from '../nonce';
import { createSilaiTheme } from './theme';

/**
 * One emotion cache per direction: RTL styles are flipped at insertion by stylis-plugin-rtl. Keyed by
 * direction so switching language swaps the cache and the theme together.
 */
export function ThemeRegistry({ direction, children }: { direction: Direction; children: ReactNode }) {
  const theme = useMemo(() => createSilaiTheme(direction), [direction]);
  // Emotion's style elements carry the page's CSP nonce (server-rendered and added later alike).
  const nonce = useNonce();
  const options = useMemo(
    () =>
      direction === 'rtl' ? { key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], nonce } : { key: 'mui', nonce },
    [direction, nonce],
  );
  return (
    <AppRouterCacheProvider key={direction} options={options}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
