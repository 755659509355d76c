// The back office's rules for the catalogue's names, slugs and prices, used by the admin forms and by
// the services that refuse with the same codes.
import { hasUnsafeText } from './text';

export const adminTextLimits = { name: 120, description: 1000, slug: 80, position: 10_000, priceMinor: 10_000_000 };

/** Lower-case words joined by single hyphens: what a product, category or collection address uses. */
const adminSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type AdminTexts = { en: string; hi?: string | null; ar?: string | null };

export function slugProblem(slug: string): 'INVALID_SLUG' | null {
  return slug.length > 0 && slug.length <= adminTextLimits.slug && adminSlugPattern.test(slug) ? null : 'INVALID_SLUG';
}

/** English is required (the fallback of every language); each text within `max` characters. */
export function textsProblem(
  texts: AdminTexts,
  max: number,
  required = true,
): 'EMPTY_NAME' | 'TOO_LONG' | 'INVALID_TEXT' | null {
  if (required && !texts.en.trim()) return 'EMPTY_NAME';
  for (const v of [texts.en, texts.hi, texts.ar]) {
    if (v && v.trim().length > max) return 'TOO_LONG';
    // The stored-text rule with line breaks; angle brackets are shown as text (React escapes them).
    if (v && hasUnsafeText(v, { lines: true, markup: true })) return 'INVALID_TEXT';
  }
  return null;
}

export function positionProblem(position: number): 'INVALID_POSITION' | null {
  return Number.isInteger(position) && position >= 0 && position <= adminTextLimits.position
    ? null
    : 'INVALID_POSITION';
}

/** Paise, whole, 0 or more: an option may cost nothing on top of its service. */
export function priceProblem(priceMinor: number): 'NEGATIVE_PRICE' | 'INVALID_PRICE' | null {
  if (!Number.isFinite(priceMinor)) return 'INVALID_PRICE';
  if (priceMinor < 0) return 'NEGATIVE_PRICE';
  return Number.isInteger(priceMinor) && priceMinor <= adminTextLimits.priceMinor ? null : 'INVALID_PRICE';
}

/** Trimmed texts, the empty languages left out (they fall back to English). */
export function tidyTexts(texts: AdminTexts): { en: string; hi?: string; ar?: string } {
  const out: { en: string; hi?: string; ar?: string } = { en: texts.en.trim() };
  if (texts.hi?.trim()) out.hi = texts.hi.trim();
  if (texts.ar?.trim()) out.ar = texts.ar.trim();
  return out;
}

/** The icons a trust badge may show (the storefront's inline set, src/components/icon-paths.ts). */
export const trustBadgeIcons = [
  'customers',
  'quality',
  'tracking',
  'shipping',
  'whatsapp',
  'mail',
  'translate',
] as const;

/** A banner's headline discount: none, or a whole percent the store could honour. */
export function discountProblem(discount: number | null): 'INVALID_DISCOUNT' | null {
  return discount === null || (Number.isInteger(discount) && discount >= 1 && discount <= 90)
    ? null
    : 'INVALID_DISCOUNT';
}
