import { jsonb } from 'drizzle-orm/pg-core';
import { locales, type Locale } from '../../lib/locale';

export { locales, type Locale };

/** Shopper-facing text kept per language; English is required and is the fallback. */
export type Localized = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>;

export const localized = (name: string) => jsonb(name).$type<Localized>();

export function pick(text: Localized, locale: Locale): string {
  return text[locale] ?? text.en;
}
