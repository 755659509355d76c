// A throwaway git work tree for the tests of the static checks that read what git tracks.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect } from 'vitest';

/** Returns `tree(files)`: a git work tree holding `files` (path → text), all tracked, removed after the file's tests. */
export function gitTrees(prefix: string): (files: Record<string, string>) => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  return (files) => {
    const root = mkdtempSync(join(tmpdir(), `${prefix}-`));
    made.push(root);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, dirname(path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    for (const args of [
      ['init', '-q'],
      ['add', '.'],
    ])
      expect(spawnSync('git', args, { cwd: root }).status).toBe(0);
    return root;
  };
}
