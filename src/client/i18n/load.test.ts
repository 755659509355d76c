import { createInstance, type BackendModule, type i18n as I18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhole, loadWholeOnSwitch, rememberBrowserI18n, withStrings } from './load';

const files: Record<string, Record<string, unknown>> = {
  en: { cart: { title: 'Cart' }, auth: { signIn: 'Sign in' } },
  hi: { cart: { title: 'थैला' }, auth: { signIn: 'साइन इन' } },
};

/** An instance as the browser's starts: one page's sections of English, files read through a counted backend. */
async function browserLike(opts: { failing?: Set<string> } = {}) {
  const reads: string[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init: () => {},
    read(lng, _ns, callback) {
      reads.push(lng);
      if (opts.failing?.has(lng)) callback(new Error('offline'), false);
      else callback(null, files[lng]);
    },
  };
  const i18n = createInstance();
  await i18n.use(backend).init({
    lng: 'en',
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: { cart: files.en!.cart } } },
    partialBundledLanguages: true,
    initAsync: false,
  });
  loadWholeOnSwitch(i18n);
  return { i18n, reads };
}

const signIn = (i18n: I18n) => i18n.t('auth.signIn');

describe('loading the rest of a language', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('switching language loads its whole file first, also back to a language the page had only part of', async () => {
    const { i18n, reads } = await browserLike();
    expect(reads).toEqual([]);
    await i18n.changeLanguage('hi');
    expect(signIn(i18n)).toBe('साइन इन');
    await i18n.changeLanguage('en');
    expect(signIn(i18n)).toBe('Sign in');
    await i18n.changeLanguage('hi');
    expect(reads).toEqual(['hi', 'en']);
  });

  it('a switch whose file does not load fails (the switcher says so) and the next one tries again', async () => {
    const failing = new Set(['hi']);
    const { i18n, reads } = await browserLike({ failing });
    await expect(i18n.changeLanguage('hi')).rejects.toThrow();
    expect(i18n.language).toBe('en');
    failing.clear();
    await i18n.changeLanguage('hi');
    expect(signIn(i18n)).toBe('साइन इन');
    expect(reads.filter((l) => l === 'hi').length).toBeGreaterThan(1);
  });

  it('a part loaded on demand waits for sections the page lacks, and only then', async () => {
    vi.stubGlobal('window', {});
    const { i18n, reads } = await browserLike();
    rememberBrowserI18n(i18n);
    expect(await withStrings(['cart'], Promise.resolve('drawer'))).toBe('drawer');
    expect(reads).toEqual([]);
    expect(await withStrings(['cart', 'auth'], Promise.resolve('menu'))).toBe('menu');
    expect(signIn(i18n)).toBe('Sign in');
    expect(reads).toEqual(['en']);
    await loadWhole(i18n, 'en');
    expect(reads).toEqual(['en']);
  });
});
