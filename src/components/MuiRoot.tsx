import type { ReactNode } from 'react';
import { ThemeRegistry } from '../client/theme/ThemeRegistry';
import { currentLanguage } from '../i18n/server';
import { directionOf } from '../i18n/settings';

/**
 * The MUI theme and its emotion cache, only around pages built from MUI components (home, forms).
 * Catalogue pages are plain HTML and CSS modules and do not download or hydrate MUI at all.
 */
export async function MuiRoot({ children }: { children: ReactNode }) {
  return <ThemeRegistry direction={directionOf(await currentLanguage())}>{children}</ThemeRegistry>;
}
