import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cookies, headers } from 'next/headers';
import { baseOptions, defaultNamespace, isLanguage, languageCookie, type Language, type Section } from './settings';
import { localeFromHeader } from '../lib/locale';
import { createInstance, type Resource } from 'i18next';
import type { Strings, T } from './translate';

const bundles = new Map<string, Strings>();

/** Reads a translation file from public/locales (the same files the browser fetches). */
export function readNamespace(lng: Language, ns = defaultNamespace): Strings {
  const key = `${lng}/${ns}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    bundle = JSON.parse(
      readFileSync(path.join(process.cwd(), 'public', 'locales', lng, `${ns}.json`), 'utf8'),
    ) as Strings;
    if (process.env.NODE_ENV === 'production') bundles.set(key, bundle);
  }
  return bundle;
}

/**
 * The sections of the bundle a page's browser code uses, and no others: the root layout ships the shell's
 * (src/app/layout.tsx), each page its own (`<PageStrings>`); src/i18n/page-strings.test.ts checks every
 * list against the browser code each page holds, so no page shows a key it lacks or carries one it never uses.
 */
export function stringsFor(lng: Language, sections: readonly Section[]): Strings {
  const all = readNamespace(lng);
  return Object.fromEntries(
    sections.flatMap((section) => (all[section] === undefined ? [] : [[section, all[section]]])),
  );
}

/** The shopper's language: their choice (cookie), else their browser's, else English. */
export async function currentLanguage(): Promise<Language> {
  const chosen = (await cookies()).get(languageCookie)?.value;
  if (isLanguage(chosen)) return chosen;
  return localeFromHeader((await headers()).get('accept-language'));
}

/**
 * Server components' `t`, from i18next itself (with English behind the other languages). Client
 * components translate with src/i18n/translate.ts, held to this one's output by its test.
 */
export async function serverT(lng: Language, ns = defaultNamespace): Promise<T> {
  const resources: Resource = { [lng]: { [ns]: readNamespace(lng, ns) } };
  if (lng !== 'en') resources.en = { [ns]: readNamespace('en', ns) };
  const i18n = createInstance();
  await i18n.init({ ...baseOptions, lng, resources, initAsync: false });
  const t = i18n.getFixedT(lng, ns) as unknown as (key: string | readonly string[], options?: object) => string;
  return (key, options) => t(key, options);
}
