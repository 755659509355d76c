import type { TFunction } from '../../client/i18n/react';

/** A typed refusal in the admin's language; IN_USE says what uses the thing. */
export function refusalText(
  t: TFunction,
  refusal: string | null | undefined,
  usedBy?: { products: number; categories: number } | null,
): string {
  if (refusal === 'IN_USE' && usedBy)
    return t('adminCatalogue.refusal.IN_USE_COUNTS', { products: usedBy.products, categories: usedBy.categories });
  return t(`adminCatalogue.refusal.${refusal ?? 'UNKNOWN'}`, { defaultValue: t('adminCatalogue.refusal.UNKNOWN') });
}

/** A text in the page's language, English when it has none. */
export function inLanguage(texts: { en: string; hi?: string | null; ar?: string | null }, lng: string): string {
  return (lng === 'hi' || lng === 'ar' ? texts[lng] : null) || texts.en;
}
