// The file-lines suite of `npm test` (scripts/file-lines.mjs): a tree of small files passes, a
// planted file of 301 lines fails by name and count, and generated code and migrations are exempt.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitTrees } from './git-tree';
import { longFiles, MAX_LINES } from './file-lines.mjs';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const line${i} = ${i};\n`).join('');

const tree = gitTrees('file-lines');

describe('no code file over 300 lines (scripts/file-lines.mjs)', () => {
  it('passes on a tree of small files, 300 lines included', () => {
    expect(MAX_LINES).toBe(300);
    const root = tree({ 'src/a.ts': lines(10), 'src/b.tsx': lines(300), 'scripts/c.mjs': lines(1) });
    expect(longFiles(root)).toEqual([]);
  });

  it('fails on a planted file of 301 lines, naming it and its count', () => {
    const root = tree({ 'src/a.ts': lines(10), 'src/lib/planted.ts': lines(301), 'app.css': lines(2) });
    expect(longFiles(root)).toEqual([{ file: 'src/lib/planted.ts', lines: 301 }]);
  });

  it('leaves out generated code, migrations, untracked files and other kinds of file', () => {
    const root = tree({
      'src/gql/graphql.ts': lines(400),
      'src/db/migrations/0001_init.ts': lines(400),
      'README.md': lines(400),
      'src/a.ts': lines(10),
    });
    writeFileSync(join(root, 'src/untracked.ts'), lines(400));
    expect(longFiles(root)).toEqual([]);
  });
});
