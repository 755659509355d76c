import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyBoot } from './boot';

// The head's script as the browser runs it: the stored choice, else the guess, marked on the root.
function run({ stored, languages, zone }: { stored: string | null; languages: string[]; zone: string }) {
  const root = { lang: 'en', dataset: {} as Record<string, string>, style: new Map<string, string>() };
  const document = {
    documentElement: { ...root, style: { setProperty: (k: string, v: string) => root.style.set(k, v) } },
  };
  const storage = { getItem: (k: string) => (k === 'currency' ? stored : null) };
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    timeZone: zone,
  } as Intl.ResolvedDateTimeFormatOptions);
  new Function('document', 'localStorage', 'navigator', currencyBoot)(document, storage, {
    languages,
    language: languages[0],
  });
  return { currency: document.documentElement.dataset.currency, spare: root.style.get('--approx-symbol-spare') };
}

afterEach(() => vi.restoreAllMocks());

describe('the head script: a choice, else the guess', () => {
  it('guesses dollars in New York with nothing stored, and keeps the dollar sign’s room', () => {
    expect(run({ stored: null, languages: ['en-US'], zone: 'America/New_York' })).toEqual({
      currency: 'USD',
      spare: '3ch',
    });
  });

  it('the dirham for an Arabic reader in the Gulf', () => {
    expect(run({ stored: null, languages: ['ar'], zone: 'Asia/Bahrain' }).currency).toBe('AED');
  });

  it('a stored rupee wins over the guess', () => {
    expect(run({ stored: 'INR', languages: ['en-US'], zone: 'America/New_York' }).currency).toBeUndefined();
  });

  it('a stored choice wins over the guess', () => {
    expect(run({ stored: 'GBP', languages: ['en-US'], zone: 'America/New_York' }).currency).toBe('GBP');
  });

  it('nothing marked in UTC, or with a stored value that is no currency and no guess', () => {
    expect(run({ stored: null, languages: ['en-US'], zone: 'Etc/UTC' }).currency).toBeUndefined();
    expect(run({ stored: 'XYZ', languages: ['en-US'], zone: 'UTC' }).currency).toBeUndefined();
  });
});
