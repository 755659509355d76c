import { directionOf, isLanguage, localeLoadPath, type Direction } from '../../i18n/settings';
import { translate, type Strings, type T } from '../../i18n/translate';

export type { T };

/**
 * The browser's translations: the languages' strings as far as the page has them, the language in
 * effect, and loading a language's whole file (docs/CONTRACT.md §8: 5 retries from 350 ms, doubling;
 * at most 10 files at once). Shared by the server render of client components and the browser, so both
 * write the same text.
 */
export type Translator = {
  readonly language: string;
  t: T;
  getFixedT(lng: string): T;
  dir(lng?: string): Direction;
  /** Whether the language has this top-level section (`cart`, `product`, …). */
  hasSection(lng: string, section: string): boolean;
  /** Adds sections the language lacks; sections already there stay as they are. */
  addSections(lng: string, sections: Strings): void;
  /** The language's whole file, once; a failed load rejects and the next call tries again. */
  loadWhole(lng: string): Promise<void>;
  /** Loads the language's whole file, then makes it the language in effect (rejects if it did not load). */
  changeLanguage(lng: string): Promise<void>;
  /** Called after each change of language; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
};

export type Fetcher = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

const retries = { max: 5, firstWaitMs: 350 };
const maxParallel = 10;

export function createTranslator(opts: {
  lng: string;
  strings: Strings;
  /** How files are read (the browser's fetch by default). */
  fetcher?: Fetcher;
  /** Waits between retries (setTimeout by default). */
  wait?: (ms: number) => Promise<void>;
}): Translator {
  const store = new Map<string, Strings>([[opts.lng, { ...opts.strings }]]);
  const fixed = new Map<string, T>();
  const loads = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  const fetcher: Fetcher = opts.fetcher ?? ((url) => fetch(url));
  const wait = opts.wait ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let running = 0;
  const queue: (() => void)[] = [];
  let language = opts.lng;

  const getFixedT = (lng: string): T => {
    let t = fixed.get(lng);
    if (!t) fixed.set(lng, (t = (key, options) => translate(store.get(lng), lng, key, options)));
    return t;
  };

  /** One read of the file; retried (waits doubling) on a network error or a server error, not on a 4xx. */
  async function read(lng: string): Promise<Strings> {
    const url = localeLoadPath.replace('{{lng}}', lng).replace('{{ns}}', 'common');
    for (let attempt = 0, waitMs = retries.firstWaitMs; ; attempt++, waitMs *= 2) {
      let retry = true;
      try {
        const res = await fetcher(url);
        if (res.ok) return (await res.json()) as Strings;
        retry = res.status >= 500;
      } catch {
        // offline or refused: worth another try
      }
      if (!retry || attempt >= retries.max) throw new Error(`translations for ${lng} did not load`);
      await wait(waitMs);
    }
  }

  async function limited<R>(job: () => Promise<R>): Promise<R> {
    if (running >= maxParallel) await new Promise<void>((resolve) => queue.push(resolve));
    running++;
    try {
      return await job();
    } finally {
      running--;
      queue.shift()?.();
    }
  }

  const translator: Translator = {
    get language() {
      return language;
    },
    t: (key, options) => getFixedT(language)(key, options),
    getFixedT,
    dir: (lng = language) => (isLanguage(lng) ? directionOf(lng) : 'ltr'),
    hasSection: (lng, section) => store.get(lng)?.[section] !== undefined,
    addSections(lng, sections) {
      const current = store.get(lng) ?? {};
      store.set(lng, { ...sections, ...current });
    },
    loadWhole(lng) {
      let load = loads.get(lng);
      if (!load) {
        load = limited(() => read(lng)).then(
          (file) => void store.set(lng, { ...store.get(lng), ...file }),
          (error: unknown) => {
            loads.delete(lng); // a later call tries again
            throw error;
          },
        );
        loads.set(lng, load);
      }
      return load;
    },
    async changeLanguage(lng) {
      await translator.loadWhole(lng);
      language = lng;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return translator;
}
