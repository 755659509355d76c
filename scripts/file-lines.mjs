// `node scripts/file-lines.mjs` (a suite of `npm test`): no code file is over 300 lines, so each
// stays small enough to read whole. Counts every tracked (git ls-files) .ts, .tsx, .mjs, .cjs, .js
// and .css file as `wc -l` does, except generated code (src/gql/), migrations (src/db/migrations/)
// and node_modules; prints each file over the limit with its count and exits 1 on any.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const MAX_LINES = 300;
const CODE = /\.(ts|tsx|mjs|cjs|js|css)$/;
// Written by tools, not by hand: codegen's typed documents and drizzle-kit's migrations.
const EXEMPT = /^src\/gql\/|^src\/db\/migrations\/|(^|\/)node_modules\//;

/** The files over `max` lines under `root` (a git work tree), as `{ file, lines }`, longest first. */
export function longFiles(root, max = MAX_LINES) {
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed in ${root}: ${listed.stderr}`);
  return listed.stdout
    .split('\0')
    .filter((file) => CODE.test(file) && !EXEMPT.test(file))
    .map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').split('\n').length - 1 }))
    .filter((f) => f.lines > max)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const long = longFiles(process.cwd());
  for (const { file, lines } of long) console.log(`✖ ${file}: ${lines} lines (at most ${MAX_LINES})`);
  console.log(`file lines: ${long.length} file${long.length === 1 ? '' : 's'} over ${MAX_LINES} lines`);
  process.exit(long.length ? 1 : 0);
}
