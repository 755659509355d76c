'use client';
import { useState, type ReactNode } from 'react';
import type { Language } from '../../i18n/settings';
import { rememberBrowserTranslator } from './load';
import { TranslatorProvider } from './react';
import type { Strings } from '../../i18n/translate';
import { createTranslator } from './translator';

/**
 * The server hands over the sections of the current language's `common` bundle the shell uses (each
 * page adds its own, src/client/i18n/AddStrings.tsx), so the first render needs no fetch and cannot
 * flash untranslated keys; whole languages load over HTTP with the reference's retry and parallelism
 * rules when a shopper switches to one, or a part loaded later needs more (src/client/i18n/load.ts).
 * Every language carries every key (src/i18n/locales.test.ts) and the handed-over sections every key the
 * page's browser code uses (src/i18n/page-strings.test.ts), so nothing falls back to English.
 */
export function I18nProvider({ lng, bundle, children }: { lng: Language; bundle: Strings; children: ReactNode }) {
  const [translator] = useState(() => {
    const created = createTranslator({ lng, strings: bundle });
    rememberBrowserTranslator(created);
    return created;
  });
  return <TranslatorProvider translator={translator}>{children}</TranslatorProvider>;
}
