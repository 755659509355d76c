'use client';
import {
  cloneElement,
  createContext,
  Fragment,
  useContext,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { interpolate, type TOptions } from '../../i18n/translate';
import type { T, Translator } from './translator';

/**
 * Client components' translations: `useTranslation()` and `<Trans>`, shaped like react-i18next's (the
 * parts the store uses) over the store's own translator, held to react-i18next's output by
 * react.test.tsx.
 */
const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs a TranslatorProvider above it (src/client/Providers.tsx)');
  return translator;
}

/** `t` in the language in effect (a new `t` after a switch, so effects and memos that use it run again). */
export function useTranslation(): { t: T; i18n: Translator } {
  const i18n = useTranslator();
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return { t: i18n.getFixedT(language), i18n };
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&apos;': "'",
  '&quot;': '"',
  '&nbsp;': '\u00a0',
  '&hellip;': '…',
};
const unescape = (s: string) => s.replace(/&(?:amp|lt|gt|apos|quot|nbsp|hellip);/g, (m) => entities[m] ?? m);

type Piece = string | { tag: string; children: Piece[] };
const tag = /<(\/?)([a-zA-Z0-9]+)\s*(\/?)>/g;

/** The translation's text and its `<name>…</name>` (or `<0>…</0>`) parts, nested. */
function parse(text: string): Piece[] {
  const root: Piece[] = [];
  const stack: { tag: string; children: Piece[] }[] = [];
  let children = root;
  let last = 0;
  for (const m of text.matchAll(tag)) {
    if (m.index > last) children.push(text.slice(last, m.index));
    last = m.index + m[0].length;
    const [, closing, name = '', selfClosing] = m;
    if (selfClosing) children.push({ tag: name, children: [] });
    else if (closing) {
      stack.pop();
      children = stack.at(-1)?.children ?? root;
    } else {
      const node = { tag: name, children: [] };
      children.push(node);
      stack.push(node);
      children = node.children;
    }
  }
  if (last < text.length) children.push(text.slice(last));
  return root;
}

function render(
  pieces: Piece[],
  components: Record<string, ReactElement> | ReactElement[],
  values: TOptions | undefined,
): ReactNode[] {
  return pieces.map((piece, i) => {
    if (typeof piece === 'string') return interpolate(unescape(piece), values);
    const element = (components as Record<string, ReactElement | undefined>)[piece.tag];
    const inner = render(piece.children, components, values);
    // A tag with no component is left out with its content, as react-i18next leaves unknown tags.
    if (!element) return <Fragment key={i}>{inner}</Fragment>;
    return cloneElement(element, { key: i }, ...inner);
  });
}

/**
 * A translation with elements inside it: `<name>{{name}}</name>` in the file becomes `components.name`
 * holding the text. Values fill the text only, so a shopper's name can never become markup.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string;
  values?: TOptions;
  components: Record<string, ReactElement> | ReactElement[];
}) {
  const { i18n } = useTranslation();
  // The template untouched (its variables kept), so parsing sees only the file's own tags.
  const template = i18n.getFixedT(i18n.language)(i18nKey, { ...values, ...keep(values) });
  return <>{render(parse(template), components, values)}</>;
}

/** Each value but the count (which chooses the plural form) as its own `{{name}}`: the template comes back with its variables in place. */
function keep(values: TOptions | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.keys(values ?? {})
      .filter((name) => name !== 'count')
      .map((name) => [name, `{{${name}}}`]),
  );
}

/** A `t` as components and their helpers take it, from a hook here or from the server's translations. */
export type TFunction = T;
