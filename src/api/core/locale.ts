import { locales, type Locale } from '../../db/schema/localized';

export function isLocale(v: unknown): v is Locale {
  return typeof v === 'string' && (locales as readonly string[]).includes(v);
}

/** First supported language in an Accept-Language header, else English (the reference default). */
export function localeFromHeader(value: string | null | undefined): Locale {
  if (!value) return 'en';
  for (const part of value.slice(0, 200).split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLocale(tag)) return tag;
  }
  return 'en';
}
