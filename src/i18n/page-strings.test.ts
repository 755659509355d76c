import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ cookies: vi.fn(), headers: vi.fn() }));
const { readNamespace, stringsFor } = await import('./server');

// Which sections of the bundle each page must ship: the sections named by the browser code the page
// holds. A module is browser code when it says 'use client' or a browser module imports it; a server
// component's text arrives as HTML. A section is named by a string starting with it (`'cart.title'`,
// `` `orders.status.${s}` ``), as every key in this code base is written.

const sections = Object.keys(readNamespace('en'));

type Module = {
  client: boolean;
  /** Static imports, and imports on demand that load no strings of their own. */
  imports: string[];
  /** Parts loaded on demand with their sections (`withStrings([...], import(...))`). */
  withStrings: { target: string; listed: string[] }[];
  uses: string[];
};

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('.')
    ? path.posix.join(path.posix.dirname(from), spec)
    : spec.startsWith('@/')
      ? `src/${spec.slice(2)}`
      : null;
  if (base === null) return null;
  for (const f of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(f) && existsSync(f) && statSync(f).isFile()) return f;
  return null;
}

const listOf = (items: string) => [...items.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]!);

const modules = new Map<string, Module>();
function read(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const text = readFileSync(file, 'utf8');
  // Comments name keys too ("translates `tailoring.problem.<code>`") without using them.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const wrapped = [...code.matchAll(/withStrings\(\s*\[([^\]]*)\]\s*,\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)];
  const wrappedSpecs = new Set(wrapped.map((m) => m[2]));
  const specs = [
    ...[...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm)],
    ...[...code.matchAll(/(?<!typeof\s)import\(\s*['"]([^'"]+)['"]\s*\)/g)].filter((m) => !wrappedSpecs.has(m[1])),
  ].map((m) => m[1]!);
  const m: Module = {
    client: /^\s*(\/\/.*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(text),
    imports: specs.map((s) => resolve(file, s)).filter((f): f is string => f !== null),
    withStrings: wrapped.map((w) => ({ target: resolve(file, w[2]!) ?? w[2]!, listed: listOf(w[1]!) })),
    uses: sections.filter((s) => new RegExp(`['"\`]${s}\\.`).test(code)),
  };
  modules.set(file, m);
  return m;
}

/** The sections the browser code reachable from `entries` uses, each with the files that use it. */
function usedFrom(entries: string[], inBrowser = false): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const visit = (file: string, inBrowser: boolean) => {
    const key = `${file}|${inBrowser}`;
    if (seen.has(key)) return;
    seen.add(key);
    const m = read(file);
    const browser = inBrowser || m.client;
    if (browser) for (const s of m.uses) (used.get(s) ?? used.set(s, new Set()).get(s)!).add(file);
    for (const i of m.imports) visit(i, browser);
  };
  for (const e of entries) visit(e, inBrowser);
  return used;
}

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = path.posix.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });

const appFiles = files('src/app');
const layouts = appFiles.filter((f) => path.posix.basename(f) === 'layout.tsx');
/** The layouts around a file, outermost first (a layout is not around itself). */
const layoutsAround = (file: string) =>
  layouts
    .filter((l) => l !== file && `${path.posix.dirname(file)}/`.startsWith(`${path.posix.dirname(l)}/`))
    .sort((a, b) => a.length - b.length);
/** A layout's own part: error and loading boundaries render inside it, around its pages. */
const boundaries = appFiles.filter((f) => /^(error|loading|template|default)\.tsx$/.test(path.posix.basename(f)));
const nearestLayout = (file: string) => [...layoutsAround(file)].pop();

/** What a page or layout declares: `<PageStrings … sections={[…]} />` or `stringsFor(lng, […])`. */
function declared(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/sections=\{\[([^\]]*)\]\}|stringsFor\(\s*\w+\s*,\s*\[([^\]]*)\]/g)].flatMap((m) =>
    listOf(m[1] ?? m[2] ?? ''),
  );
}

const units = appFiles.filter((f) => /^(page|layout|not-found)\.tsx$/.test(path.posix.basename(f)));

describe('the strings each page ships', () => {
  it('finds the pages, their browser code and the keys it names', () => {
    expect(units.length).toBeGreaterThan(40);
    const shell = usedFrom(['src/app/layout.tsx']);
    // The header's bag (a browser part of a server header) and the route error boundary.
    expect(shell.get('cart')).toContain('src/components/cart/CartButton.tsx');
    expect(usedFrom(['src/app/error.tsx']).get('error')).toContain('src/app/error.tsx');
    // A server component's keys are not the browser's.
    expect(usedFrom(['src/app/page.tsx']).has('home')).toBe(false);
  });

  it('each page and layout ships exactly the sections its browser code uses, beyond its layouts', () => {
    const problems: string[] = [];
    for (const unit of units) {
      const used = usedFrom([unit, ...boundaries.filter((b) => nearestLayout(b) === unit)]);
      const above = new Set(layoutsAround(unit).flatMap(declared));
      const mine = declared(unit);
      for (const [section, by] of used)
        if (!above.has(section) && !mine.includes(section))
          problems.push(`${unit} lacks '${section}' (used by ${[...by].join(', ')})`);
      for (const section of mine) {
        if (!used.has(section)) problems.push(`${unit} ships '${section}', which no browser code on it uses`);
        else if (above.has(section)) problems.push(`${unit} ships '${section}', which a layout around it ships`);
      }
      if (new Set(mine).size !== mine.length) problems.push(`${unit} names a section twice`);
    }
    expect(problems).toEqual([]);
  });

  it('each part loaded on demand with its strings lists exactly the sections it uses', () => {
    const wrapped = files('src').flatMap((f) => read(f).withStrings);
    expect(wrapped.length).toBeGreaterThan(0);
    for (const { target, listed } of wrapped)
      expect([...listed].sort(), target).toEqual([...usedFrom([target], true).keys()].sort());
  });

  it('hands over the sections asked for, whole, in the asked language', () => {
    const hi = readNamespace('hi');
    expect(stringsFor('hi', ['cart', 'product'])).toEqual({ cart: hi.cart, product: hi.product });
  });
});
