'use client';
import { useTranslation } from 'react-i18next';
import { defaultNamespace, type Language } from '../../i18n/settings';

/**
 * Adds a page's sections of the bundle (src/components/PageStrings.tsx) to the browser's translations.
 * It renders first in its page, during render rather than in an effect, so the page's own parts after
 * it translate in that same render: on the server, at hydration, and on arriving by a client navigation.
 * Sections already there are left as they are.
 */
export function AddStrings({ lng, strings }: { lng: Language; strings: Record<string, unknown> }) {
  const { i18n } = useTranslation();
  const missing = Object.entries(strings).filter(
    ([section]) => i18n.getResource(lng, defaultNamespace, section) === undefined,
  );
  // Silent: no listener re-renders other components in the middle of this render.
  if (missing.length)
    i18n.addResourceBundle(lng, defaultNamespace, Object.fromEntries(missing), true, false, {
      silent: true,
      skipCopy: false,
    });
  return null;
}
