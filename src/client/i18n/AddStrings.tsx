'use client';
import type { Language } from '../../i18n/settings';
import { useTranslation } from './react';
import type { Strings } from '../../i18n/translate';

/**
 * Adds a page's sections of the bundle (src/components/PageStrings.tsx) to the browser's translations.
 * It renders first in its page, during render rather than in an effect, so the page's own parts after
 * it translate in that same render: on the server, at hydration, and on arriving by a client navigation.
 * Sections already there are left as they are.
 */
export function AddStrings({ lng, strings }: { lng: Language; strings: Strings }) {
  const { i18n } = useTranslation();
  i18n.addSections(lng, strings);
  return null;
}
