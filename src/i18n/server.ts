import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cookies, headers } from 'next/headers';
import { createInstance, type Resource, type TFunction } from 'i18next';
import { baseOptions, defaultNamespace, isLanguage, languageCookie, type Language } from './settings';
import { localeFromHeader } from '../lib/locale';

const bundles = new Map<string, Record<string, unknown>>();

/** Reads a translation file from public/locales (the same files the browser fetches). */
export function readNamespace(lng: Language, ns = defaultNamespace): Record<string, unknown> {
  const key = `${lng}/${ns}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    bundle = JSON.parse(
      readFileSync(path.join(process.cwd(), 'public', 'locales', lng, `${ns}.json`), 'utf8'),
    ) as Record<string, unknown>;
    if (process.env.NODE_ENV === 'production') bundles.set(key, bundle);
  }
  return bundle;
}

/**
 * Sections only server components read (their text arrives as HTML): the browser's copy of the bundle,
 * inlined into every page, leaves them out. src/i18n/client-bundle.test.ts checks no browser code uses them.
 */
export const serverOnlySections = [
  'brand',
  'demo',
  'nav',
  'descriptions',
  'home',
  'category',
  'footer',
  'notFound',
  'breadcrumbs',
  'listing',
  'search',
  'collections',
  'notify',
  'wishlistNotify',
];

const clientBundles = new Map<string, Record<string, unknown>>();

/** What the browser's i18next starts with (src/client/i18n/I18nProvider.tsx): the bundle less the server-only sections. */
export function clientNamespace(lng: Language): Record<string, unknown> {
  let bundle = clientBundles.get(lng);
  if (!bundle) {
    bundle = Object.fromEntries(
      Object.entries(readNamespace(lng)).filter(([section]) => !serverOnlySections.includes(section)),
    );
    if (process.env.NODE_ENV === 'production') clientBundles.set(lng, bundle);
  }
  return bundle;
}

/** The shopper's language: their choice (cookie), else their browser's, else English. */
export async function currentLanguage(): Promise<Language> {
  const chosen = (await cookies()).get(languageCookie)?.value;
  if (isLanguage(chosen)) return chosen;
  return localeFromHeader((await headers()).get('accept-language'));
}

export async function serverT(lng: Language, ns = defaultNamespace): Promise<TFunction> {
  const resources: Resource = { [lng]: { [ns]: readNamespace(lng, ns) } };
  if (lng !== 'en') resources.en = { [ns]: readNamespace('en', ns) };
  const i18n = createInstance();
  await i18n.init({ ...baseOptions, lng, resources, initAsync: false });
  return i18n.getFixedT(lng, ns);
}
