// The store's languages, and which one a request asks for: read by the gateway, the pages' server-side
// translation and the process alike (and by the tables, whose text is kept per language).

export const locales = ['en', 'hi', 'ar'] as const;
export type Locale = (typeof locales)[number];

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
