import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from './settings';

type Tree = { [k: string]: string | Tree };
const load = (lng: string) => JSON.parse(readFileSync(`public/locales/${lng}/common.json`, 'utf8')) as Tree;
const keys = (t: Tree, prefix = ''): string[] =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
// i18next plural keys: `key_one`, `key_other`, and in Arabic also `_zero`, `_two`, `_few`, `_many`.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const base = (k: string) => k.replace(pluralSuffix, '');
const get = (t: Tree, path: string) => path.split('.').reduce<Tree | string>((n, k) => (n as Tree)[k]!, t) as string;

describe('translations', () => {
  const en = load('en');
  const enKeys = keys(en);
  const plural = new Set(enKeys.filter((k) => pluralSuffix.test(k)).map(base));

  it.each(languages.filter((l) => l !== 'en'))('%s has every English key, with the same placeholders', (lng) => {
    const other = load(lng);
    const otherKeys = keys(other);
    expect([...new Set(otherKeys.map(base))].sort()).toEqual([...new Set(enKeys.map(base))].sort());
    for (const k of enKeys.filter((k) => !plural.has(base(k)))) expect(placeholders(get(other, k)), `${lng}:${k}`).toEqual(placeholders(get(en, k)));
    // A plural form may spell its number out ("منتج واحد"), so `count` may be left out; the rest stay.
    for (const k of otherKeys.filter((k) => plural.has(base(k)))) {
      const want = placeholders(get(en, `${base(k)}_other`)).filter((p) => p !== 'count');
      expect(placeholders(get(other, k)).filter((p) => p !== 'count'), `${lng}:${k}`).toEqual(want);
    }
  });

  it.each(languages)('%s has every plural form its language needs', (lng) => {
    const t = load(lng);
    const needed = [...new Intl.PluralRules(lng).resolvedOptions().pluralCategories].sort();
    for (const b of plural) {
      const forms = keys(t)
        .filter((k) => base(k) === b && pluralSuffix.test(k))
        .map((k) => k.match(pluralSuffix)![1])
        .sort();
      expect(forms, `${lng}:${b}`).toEqual(needed);
    }
  });
});
