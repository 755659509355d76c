/**
 * How a translation is chosen and filled in, as i18next does it for the store's files (held to i18next's
 * own output for every key, language and count by translate.test.ts): the browser ships these few
 * lines instead of i18next's 15 kB (gzip). The files use plain `{{name}}` variables and plural keys
 * (`_zero`, `_one`, … `_other`); no formats, nesting or context.
 */
export type Strings = { [key: string]: string | Strings };
export type TOptions = { count?: number; defaultValue?: string; [name: string]: unknown };
/** `t` for one language: a key (or keys, the first found wins) and options to text. */
export type T = (key: string | readonly string[], options?: TOptions) => string;

const rules = new Map<string, Intl.PluralRules>();
function pluralRule(lng: string): Intl.PluralRules {
  let rule = rules.get(lng);
  if (!rule) rules.set(lng, (rule = new Intl.PluralRules(lng)));
  return rule;
}

/** The value at a dotted path, when it is a string. */
function at(strings: Strings | undefined, path: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The string for `key` in one language's strings: with a number `count`, `key_zero` (for 0), then the
 * language's plural form, then `key` itself, then `key_other`, in i18next's order.
 */
function lookup(strings: Strings | undefined, lng: string, key: string, count?: unknown): string | undefined {
  if (typeof count !== 'number') return at(strings, key);
  const form = `${key}_${pluralRule(lng).select(count)}`;
  return (
    (count === 0 ? at(strings, `${key}_zero`) : undefined) ??
    at(strings, form) ??
    at(strings, key) ??
    (form === `${key}_other` ? undefined : at(strings, `${key}_other`))
  );
}

const variable = /\{\{(-?)\s*([^}]+?)\s*\}\}/g;

/** A value as i18next writes it: nothing for null or undefined, else its string. */
const written = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * Fills `{{name}}` (and `{{- name}}`) from `values`, each value written once and never read again for
 * variables; a variable not among the values stays as it is, one given as undefined becomes empty.
 */
export function interpolate(text: string, values: Record<string, unknown> | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(variable, (whole, _raw: string, name: string) => {
    if (values && Object.prototype.hasOwnProperty.call(values, name)) return written(values[name]);
    const found = values ? valueAt(values, name) : undefined;
    return found === undefined ? whole : written(found);
  });
}

function valueAt(values: Record<string, unknown>, path: string): unknown {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * `t`: the translation (of the first key of a list that has one), else the default value, else the
 * (last) key; filled in from the options.
 */
export function translate(
  strings: Strings | undefined,
  lng: string,
  key: string | readonly string[],
  options?: TOptions,
): string {
  const keys = typeof key === 'string' ? [key] : key;
  let found: string | undefined;
  for (const k of keys) if ((found = lookup(strings, lng, k, options?.count)) !== undefined) break;
  found ??= options?.defaultValue;
  return found === undefined ? (keys.at(-1) ?? '') : interpolate(found, options);
}
