import type { i18n as I18n } from 'i18next';
import { defaultNamespace, type Section } from '../../i18n/settings';

/**
 * A page ships only the sections of the bundle its browser code uses (src/i18n/page-strings.test.ts).
 * Two cases need the rest of a language: switching to it (every part of the page then translates
 * again, including parts loaded after the first page) and a part loaded later whose sections the page
 * may lack (`withStrings`). Both load the language's whole file once, through the backend (its retry
 * rules), before anything translates with it.
 */
const wholeLoads = new WeakMap<I18n, Map<string, Promise<void>>>();

export function loadWhole(i18n: I18n, lng: string): Promise<void> {
  let loads = wholeLoads.get(i18n);
  if (!loads) wholeLoads.set(i18n, (loads = new Map()));
  let load = loads.get(lng);
  if (!load) {
    let failed = false;
    const onFailed = (l: string, ns: string) => {
      if (l === lng && ns === defaultNamespace) failed = true;
    };
    i18n.on('failedLoading', onFailed);
    load = i18n.reloadResources([lng], [defaultNamespace]).then(() => {
      i18n.off('failedLoading', onFailed);
      if (failed) {
        loads.delete(lng); // a later call tries again
        throw new Error(`translations for ${lng} did not load`);
      }
    });
    loads.set(lng, load);
  }
  return load;
}

/** Switching language waits for that language's whole file (the page may hold only part of it). */
export function loadWholeOnSwitch(i18n: I18n): void {
  const change = i18n.changeLanguage.bind(i18n);
  i18n.changeLanguage = async (lng, callback) => {
    if (lng) await loadWhole(i18n, lng);
    return change(lng, callback);
  };
}

let browserI18n: I18n | null = null;

/** The browser's one instance, for `withStrings` (a loader of next/dynamic has no React context). */
export function rememberBrowserI18n(i18n: I18n): void {
  if (typeof window !== 'undefined') browserI18n = i18n;
}

/**
 * A part loaded on demand (next/dynamic) together with the sections it uses, when the page lacks any of
 * them: it renders with its text or not at all, never with a key. For parts that render only in the
 * browser (the server render of a page has only the page's sections). The list is checked against the
 * part's code by src/i18n/page-strings.test.ts.
 */
export function withStrings<T>(sections: readonly Section[], load: Promise<T>): Promise<T> {
  const i18n = browserI18n;
  if (!i18n) return load;
  const lng = i18n.language;
  const missing = sections.some((section) => i18n.getResource(lng, defaultNamespace, section) === undefined);
  return missing ? Promise.all([load, loadWhole(i18n, lng)]).then(([loaded]) => loaded) : load;
}
