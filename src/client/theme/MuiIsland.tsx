'use client';
import type { ReactNode } from 'react';
import { useSettings } from '../stores/settings';
import { ThemeRegistry } from './ThemeRegistry';

/**
 * The MUI theme and emotion cache around one piece built from MUI components that a plain page loads
 * on demand (the account menu, checkout's new-address form and measurement step), in the page's direction.
 * Import it only from such on-demand modules: a page's first download then carries no MUI at all.
 */
export function MuiIsland({ children }: { children: ReactNode }) {
  const direction = useSettings((x) => x.direction);
  return <ThemeRegistry direction={direction}>{children}</ThemeRegistry>;
}
