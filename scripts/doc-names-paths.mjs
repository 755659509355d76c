// How scripts/doc-names.mjs tells a cited path from a name, finds what a path stands for (`*`,
// `<placeholder>` and `{a,b}` in a path match files that exist) and which docs it reads unless told.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const FILE_EXT = /\.(ts|tsx|mts|mjs|cjs|js|json|md|graphql|css|sql)$/;

const PATH = /^[\w.\-[\]()@*{},<>]+(\/[\w.\-[\]()@*{},<>]*)*$/;

/** A cited path: folders from one that exists at one of `bases`, or any name with a file extension. */
export function isPath(s, bases) {
  if (!PATH.test(s) || /^\.\w+$/.test(s)) return false;
  if (FILE_EXT.test(s)) return true;
  const first = s.split('/')[0];
  return s.includes('/') && bases.some((b) => existsSync(join(b, first)));
}

export function expandBraces(path) {
  const m = path.match(/\{([^{}]*)\}/);
  if (!m) return [path];
  return m[1].split(',').flatMap((alt) => expandBraces(path.replace(m[0], alt)));
}

/** Whether a cited path exists under `base`: `*` and a `<placeholder>` match any name in one folder. */
export function pathExists(base, path) {
  const parts = path.replace(/\/$/, '').split('/');
  let dirs = [base];
  for (const part of parts) {
    if (part === '**') continue;
    if (/[*<]/.test(part)) {
      const re = new RegExp(
        `^${part
          .replace(/<[^>]*>/g, '*')
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
      );
      dirs = dirs.flatMap((d) =>
        existsSync(d) && statSync(d).isDirectory()
          ? readdirSync(d)
              .filter((n) => re.test(n))
              .map((n) => join(d, n))
          : [],
      );
    } else dirs = dirs.map((d) => join(d, part)).filter((d) => existsSync(d));
    if (!dirs.length) return false;
  }
  return true;
}

/** Source files a cited path stands for (one file, or every file in a folder or glob). */
export function filesOf(project, base, path) {
  const full = relative(project.root, resolve(base, path.replace(/\/\*+$/, '').replace(/\/$/, '')));
  return [...project.byFile.keys()].filter((f) => f === full || f.startsWith(`${full}/`));
}

/** What scripts/doc-names.mjs checks unless told: README.md and every Markdown file of docs/. */
export const defaultDocs = (root) => [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];
