import type { Section } from '../../i18n/settings';
import type { Translator } from './translator';

/**
 * A page ships only the sections of the bundle its browser code uses (src/i18n/page-strings.test.ts).
 * Two cases need the rest of a language: switching to it (every part of the page then translates
 * again, including parts loaded after the first page; the translator's changeLanguage loads it first)
 * and a part loaded later whose sections the page may lack (`withStrings`).
 */
let browserTranslator: Translator | null = null;

/** The browser's one translator, for `withStrings` (a loader of next/dynamic has no React context). */
export function rememberBrowserTranslator(translator: Translator): void {
  if (typeof window !== 'undefined') browserTranslator = translator;
}

/**
 * A part loaded on demand (next/dynamic) together with the sections it uses, when the page lacks any of
 * them: it renders with its text or not at all, never with a key. For parts that render only in the
 * browser (the server render of a page has only the page's sections). The list is checked against the
 * part's code by src/i18n/page-strings.test.ts.
 */
export function withStrings<T>(sections: readonly Section[], load: Promise<T>): Promise<T> {
  const translator = browserTranslator;
  if (!translator) return load;
  const lng = translator.language;
  const missing = sections.some((section) => !translator.hasSection(lng, section));
  return missing ? Promise.all([load, translator.loadWhole(lng)]).then(([loaded]) => loaded) : load;
}
