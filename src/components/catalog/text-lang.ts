import type { Language } from '../../i18n/settings';

/**
 * The language of text the store did not translate (makers' names, shoppers' reviews), from its script:
 * the `lang` to put on it when it differs from the page's, so a screen reader switches voice (an English
 * maker's name inside an Arabic page was read with the Arabic voice). Latin script counts as English.
 */
export function textLang(text: string, page: Language): Language | undefined {
  const lang = /\p{Script=Devanagari}/u.test(text)
    ? 'hi'
    : /\p{Script=Arabic}/u.test(text)
      ? 'ar'
      : /\p{Script=Latin}/u.test(text)
        ? 'en'
        : undefined;
  return lang === page ? undefined : lang;
}
