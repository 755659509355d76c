'use client';
import { createInstance, type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { baseOptions, defaultNamespace, localeLoadPath, type Language } from '../../i18n/settings';
import { loadWholeOnSwitch, rememberBrowserI18n } from './load';

/**
 * The server hands over the sections of the current language's `common` bundle the shell uses (each
 * page adds its own, src/client/i18n/AddStrings.tsx), so the first render needs no fetch and cannot
 * flash untranslated keys; whole languages load over HTTP with the reference's retry and parallelism
 * rules when a shopper switches to one, or a part loaded later needs more (src/client/i18n/load.ts).
 */
function createClientI18n(lng: Language, bundle: Record<string, unknown>): I18n {
  const i18n = createInstance();
  void i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      lng,
      // Every language carries every key (src/i18n/locales.test.ts), and the handed-over sections every key
      // the page's browser code uses (src/i18n/page-strings.test.ts): an English fallback would only make
      // Hindi and Arabic pages download the whole English file after every load.
      fallbackLng: false,
      resources: { [lng]: { [defaultNamespace]: bundle } },
      partialBundledLanguages: true,
      initAsync: false,
      // The backend reloads every hour outside a browser by default: on the server that is an interval per
      // page render, never cleared, holding the render's whole context (the cause of a store running out
      // of heap after about 25 minutes of journeys). Nothing here needs reloading anywhere.
      backend: { loadPath: localeLoadPath, reloadInterval: false },
      react: { useSuspense: false },
    });
  loadWholeOnSwitch(i18n);
  rememberBrowserI18n(i18n);
  return i18n;
}

export function I18nProvider({
  lng,
  bundle,
  children,
}: {
  lng: Language;
  bundle: Record<string, unknown>;
  children: ReactNode;
}) {
  const [i18n] = useState(() => createClientI18n(lng, bundle));
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
