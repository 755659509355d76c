import type { InitOptions } from 'i18next';
import type en from '../../public/locales/en/common.json';

export const languages = ['en', 'hi', 'ar'] as const;
export type Language = (typeof languages)[number];
export type Direction = 'ltr' | 'rtl';
/** A top-level section of the translation files (`cart`, `product`, …): the unit a page ships. */
export type Section = keyof typeof en;

const defaultLanguage: Language = 'en';
export const defaultNamespace = 'common';
/** The cookie the server reads so the first HTML already has the right lang and dir. */
export const languageCookie = 'lang';
/** Translations are served from here, one file per language and namespace. */
export const localeLoadPath = '/locales/{{lng}}/{{ns}}.json';

export function isLanguage(v: unknown): v is Language {
  return typeof v === 'string' && (languages as readonly string[]).includes(v);
}

export function directionOf(lng: Language): Direction {
  return lng === 'ar' ? 'rtl' : 'ltr';
}

/** The contract's loading rules (docs/CONTRACT.md §8): 5 retries from 350 ms, at most 10 parallel reads. */
export const baseOptions = {
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: [defaultNamespace],
  defaultNS: defaultNamespace,
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;
