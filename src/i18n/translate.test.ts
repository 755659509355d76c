import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { baseOptions, languages } from './settings';
import { translate, type Strings } from './translate';

const file = (lng: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'public/locales', lng, 'common.json'), 'utf8')) as Strings;

/** Every leaf key of a file, with its plural suffix taken off (the key `t` is called with). */
function keysOf(strings: Strings, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [`${prefix}${k}`.replace(/_(zero|one|two|few|many|other)$/, '')]
      : keysOf(v, `${prefix}${k}.`),
  );
}

/** i18next's `t`, called as the store calls it (its overloads spelled as one signature). */
type TheirT = (key: string | readonly string[], options?: object) => string;

async function i18nextT(lng: string, strings: Strings): Promise<TheirT> {
  const i18n = createInstance();
  await i18n.init({
    ...baseOptions,
    lng,
    fallbackLng: false,
    resources: { [lng]: { common: strings } },
    initAsync: false,
  });
  return i18n.getFixedT(lng) as unknown as TheirT;
}

/** Values for every variable a string names, some awkward: markup, braces, an empty string. */
function valuesFor(text: string): Record<string, unknown> {
  const names = [...text.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]!);
  return Object.fromEntries(names.map((n, i) => [n, [`<b>${n}</b> & co`, '{{x}}', '', 42, 'Ritu'][i % 5]]));
}

describe('the store’s translate, beside i18next', () => {
  for (const lng of languages) {
    it(`gives i18next's text for every key of ${lng}, every count and missing values`, async () => {
      const strings = file(lng);
      const theirs = await i18nextT(lng, strings);
      const keys = [...new Set(keysOf(strings))];
      let compared = 0;
      for (const key of keys) {
        const text = theirs(key, { count: 2 }) + theirs(key);
        const values = valuesFor(text);
        for (const options of [
          undefined,
          values,
          ...[0, 1, 2, 3, 5, 11, 100, 101, 1.5].map((count) => ({ ...values, count })),
          { count: 4 }, // variables left out: they stay as they are
          { ...Object.fromEntries(Object.keys(values).map((k) => [k, undefined])), count: 7 },
        ]) {
          expect(translate(strings, lng, key, options), `${lng} ${key} ${JSON.stringify(options)}`).toBe(
            theirs(key, options),
          );
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(keys.length * 12);
    });
  }

  it('falls back along a list of keys, then to the default value, then to the key, as i18next does', async () => {
    const strings: Strings = {
      a: { one: 'One {{n}}', few_one: '{{count}} item', few_other: '{{count}} items', z_zero: 'none', z_other: 'some' },
    };
    const theirs = await i18nextT('en', strings);
    for (const [key, options] of [
      [['a.missing', 'a.one'], { n: 3 }],
      [['a.missing', 'a.other'], { defaultValue: 'Default {{n}}', n: 1 }],
      ['a.missing', undefined],
      ['a.missing', { defaultValue: '' }],
      ['a.few', { count: 1 }],
      ['a.few', { count: 0 }],
      ['a.z', { count: 0 }],
      ['a.z', { count: 1 }],
      ['a', undefined],
    ] as const) {
      expect(translate(strings, 'en', key, options)).toBe(theirs(key, options));
    }
  });
});
