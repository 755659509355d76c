import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Strings } from '../../i18n/translate';
import { rememberBrowserTranslator, withStrings } from './load';
import { createTranslator, type Fetcher } from './translator';

const files: Record<string, Strings> = {
  en: { cart: { title: 'Cart' }, auth: { signIn: 'Sign in' } },
  hi: { cart: { title: 'थैला' }, auth: { signIn: 'साइन इन' } },
};

/** A translator as the browser's starts: one page's sections of English, files read through a counted fetch. */
function browserLike(opts: { status?: (lng: string, attempt: number) => number | 'offline' } = {}) {
  const reads: string[] = [];
  const waits: number[] = [];
  const fetcher: Fetcher = async (url) => {
    const lng = url.split('/')[2]!;
    reads.push(lng);
    const status = opts.status?.(lng, reads.filter((l) => l === lng).length) ?? 200;
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return { ok: status === 200, status, json: async () => files[lng] };
  };
  const wait = async (ms: number) => void waits.push(ms);
  const translator = createTranslator({ lng: 'en', strings: { cart: files.en!.cart! }, fetcher, wait });
  return { translator, reads, waits };
}

describe('the browser’s translations', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('switching language loads its whole file first, also back to a language the page had only part of', async () => {
    const { translator, reads } = browserLike();
    const changes: string[] = [];
    translator.subscribe(() => changes.push(translator.language));
    expect(translator.t('auth.signIn')).toBe('auth.signIn');
    await translator.changeLanguage('hi');
    expect(translator.t('auth.signIn')).toBe('साइन इन');
    await translator.changeLanguage('en');
    expect(translator.t('auth.signIn')).toBe('Sign in');
    await translator.changeLanguage('hi');
    expect(reads).toEqual(['hi', 'en']);
    expect(changes).toEqual(['hi', 'en', 'hi']);
    expect(translator.dir('ar')).toBe('rtl');
    expect(translator.dir()).toBe('ltr');
  });

  it('retries a failed read 5 times, waiting 350 ms and doubling; a switch that fails changes nothing and the next tries again', async () => {
    let failing = true;
    const { translator, reads, waits } = browserLike({ status: () => (failing ? 503 : 200) });
    await expect(translator.changeLanguage('hi')).rejects.toThrow('translations for hi did not load');
    expect(reads).toHaveLength(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
    expect(translator.language).toBe('en');
    failing = false;
    await translator.changeLanguage('hi');
    expect(translator.t('cart.title')).toBe('थैला');
  });

  it('retries when offline, but not a file the server says is not there', async () => {
    const offline = browserLike({ status: (_l, attempt) => (attempt < 3 ? 'offline' : 200) });
    await offline.translator.loadWhole('hi');
    expect(offline.reads).toEqual(['hi', 'hi', 'hi']);
    const missing = browserLike({ status: () => 404 });
    await expect(missing.translator.loadWhole('hi')).rejects.toThrow();
    expect(missing.reads).toEqual(['hi']);
  });

  it('reads at most 10 files at once', async () => {
    let open = 0;
    let most = 0;
    const fetcher: Fetcher = async () => {
      most = Math.max(most, ++open);
      await new Promise((r) => setTimeout(r, 5));
      open--;
      return { ok: true, status: 200, json: async () => ({}) };
    };
    const translator = createTranslator({ lng: 'en', strings: {}, fetcher });
    await Promise.all(Array.from({ length: 25 }, (_, i) => translator.loadWhole(`l${i}`)));
    expect(most).toBe(10);
  });

  it('adds a page’s sections without replacing those there', () => {
    const { translator } = browserLike();
    translator.addSections('en', { cart: { title: 'Other' }, auth: { signIn: 'Sign in' } });
    expect(translator.t('cart.title')).toBe('Cart');
    expect(translator.hasSection('en', 'auth')).toBe(true);
    expect(translator.hasSection('hi', 'auth')).toBe(false);
  });

  it('a part loaded on demand waits for sections the page lacks, and only then', async () => {
    vi.stubGlobal('window', {});
    const { translator, reads } = browserLike();
    rememberBrowserTranslator(translator);
    expect(await withStrings(['cart'], Promise.resolve('drawer'))).toBe('drawer');
    expect(reads).toEqual([]);
    expect(await withStrings(['cart', 'auth'], Promise.resolve('menu'))).toBe('menu');
    expect(translator.t('auth.signIn')).toBe('Sign in');
    expect(reads).toEqual(['en']);
    await translator.loadWhole('en');
    expect(reads).toEqual(['en']);
  });
});
