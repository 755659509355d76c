import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cookies, headers } from 'next/headers';
import { createInstance, type Resource, type TFunction } from 'i18next';
import { baseOptions, defaultNamespace, isLanguage, languageCookie, type Language, type Section } from './settings';
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
 * The sections of the bundle a page's browser code uses, and no others: the root layout ships the shell's
 * (src/app/layout.tsx), each page its own (`<PageStrings>`); src/i18n/page-strings.test.ts checks every
 * list against the browser code each page holds, so no page shows a key it lacks or carries one it never uses.
 */
export function stringsFor(lng: Language, sections: readonly Section[]): Record<string, unknown> {
  const all = readNamespace(lng);
  return Object.fromEntries(sections.map((section) => [section, all[section]]));
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
