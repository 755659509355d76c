import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from './settings';

type Tree = { [k: string]: string | Tree };
const load = (lng: string) => JSON.parse(readFileSync(`public/locales/${lng}/common.json`, 'utf8')) as Tree;
const keys = (t: Tree, prefix = ''): string[] =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const en = load('en');
  it.each(languages.filter((l) => l !== 'en'))('%s has every English key, with the same placeholders', (lng) => {
    const other = load(lng);
    expect(keys(other).sort()).toEqual(keys(en).sort());
    const get = (t: Tree, path: string) => path.split('.').reduce<Tree | string>((n, k) => (n as Tree)[k]!, t) as string;
    for (const k of keys(en)) expect(placeholders(get(other, k)), `${lng}:${k}`).toEqual(placeholders(get(en, k)));
  });
});
