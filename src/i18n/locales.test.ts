import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from './settings';

type Tree = { [k: string]: string | Tree };
const load = (lng: string) => JSON.parse(readFileSync(`public/locales/${lng}/common.json`, 'utf8')) as Tree;
const keys = (t: Tree, prefix = ''): string[] =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
const get = (t: Tree, path: string) => path.split('.').reduce<Tree | string>((n, k) => (n as Tree)[k]!, t) as string;

// i18next plural keys end in the language's plural categories (Arabic has six, English two), so keys
// are compared by their base and each plural base must carry every category its language uses.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const base = (k: string) => k.replace(pluralSuffix, '');
const uniq = (list: string[]) => [...new Set(list)].sort();

describe('translations', () => {
  const en = load('en');
  const enKeys = keys(en);
  const enPlurals = uniq(enKeys.filter((k) => pluralSuffix.test(k)).map(base));

  it.each(languages)('%s plural keys carry every plural category of the language', (lng) => {
    const own = keys(load(lng));
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    for (const b of enPlurals) {
      for (const c of categories) expect(own, `${lng}:${b}_${c}`).toContain(`${b}_${c}`);
    }
  });

  it.each(languages.filter((l) => l !== 'en'))('%s has every English key, with the same placeholders', (lng) => {
    const other = load(lng);
    const otherKeys = keys(other);
    expect(uniq(otherKeys.map(base))).toEqual(uniq(enKeys.map(base)));
    for (const k of otherKeys) {
      const enKey = enKeys.includes(k) ? k : `${base(k)}_other`;
      // A language's one/two forms may spell the number out instead of using {{count}}.
      const drop = (list: string[]) =>
        k !== enKey || /_(one|two|zero)$/.test(k) ? list.filter((p) => p !== 'count') : list;
      expect(drop(placeholders(get(other, k))), `${lng}:${k}`).toEqual(drop(placeholders(get(en, enKey))));
    }
  });
});
