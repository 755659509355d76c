// `node scripts/role-checks.mjs` (a suite of `npm test`): who may call what is declared as a scope
// (src/api/core/builder.ts, from viewerScopes in src/api/core/viewer.ts; the HTTP routes through
// src/server/route-scope.ts), so a role compared by hand anywhere else on the server is a check the
// scope table does not show. Fails naming the file and line of each; the few lines where a role is
// data (a role being granted, whether a named user is a designer) are listed below with why.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// The server's code: the gateway and its domains, the process. The browser's role checks only choose
// what to draw; the server answers for them.
const SERVER = /^(src\/api\/|src\/server\/|server\.ts$)/;
const CODE = /\.(ts|tsx|mjs|cjs|js)$/;
const TEST = /\.test\.tsx?$|^src\/test\//;
// Where a role becomes a scope: the builder and the viewer modules.
const HOMES = ['src/api/core/builder.ts', 'src/api/core/viewer.ts', 'src/api/identity/viewer.ts'];

/** Something named role or roles compared, searched or tested by name. */
const PATTERNS = [
  /\broles?\s*[!=]==?(?!>)/,
  /[!=]==?\s*[\w.?]*\broles?\b/,
  /\broles\s*\??\.\s*(includes|some|every|indexOf|find|filter)\(/,
  /\bis(Admin|Staff|Designer|Customer)\b/,
];

/** Lines where a role is data rather than a permission: the file and the line's code, trimmed. */
const ROLES_AS_DATA = [
  // Granting and dropping staff roles: which role is asked for and which the user holds.
  [
    'src/api/identity/staff-roles.ts',
    "if (!input.granted && input.role === 'admin' && input.userId === viewer.userId) {",
  ],
  ['src/api/identity/staff-roles.ts', "if (!author?.roles.includes('admin')) refuse('NO_LONGER_ADMIN');"],
  ['src/api/identity/staff-roles.ts', 'const has = before.roles.includes(input.role);'],
  [
    'src/api/identity/staff-roles.ts',
    'const roles = input.granted ? [...before.roles, input.role] : before.roles.filter((r) => r !== input.role);',
  ],
  // The roles a sign-in's token will list.
  [
    'src/api/identity/sign-in.ts',
    "const granted = user.roles.filter((r): r is Role => (allRoles as readonly string[]).includes(r) && r !== 'anonymous');",
  ],
  ['src/api/identity/service.ts', "if (role === 'anonymous') throw new Error('anonymous is not a role to grant');"],
  [
    'src/api/identity/erase.ts',
    "const holdsStaffRole = (roles: readonly string[]) => roles.some((r) => r !== 'customer');",
  ],
  // Whether the user a call or a setting names is a designer.
  ['src/api/consultations/schema.ts', "if (!u?.roles.includes('designer')) throw notADesigner();"],
  [
    'src/api/consultations/team.ts',
    "const active = profiles.filter((p) => people.get(p.userId)?.roles.includes('designer'));",
  ],
  // The response cache keeps a page only for a request that asks as no one.
  ['src/api/core/front-reply.ts', "if (h.role !== 'anonymous' || !plainMediaType(h.accept)) return null;"],
];

/**
 * Each hand-written role comparison under `root` (a git work tree) outside the homes and the list, and
 * each entry of the list no line matches any more (so the list stays what is true).
 */
export function roleChecks(root, allowed = ROLES_AS_DATA) {
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed in ${root}: ${listed.stderr}`);
  const known = new Set(allowed.map(([file, code]) => `${file}\n${code}`));
  const found = [];
  const used = new Set();
  for (const file of listed.stdout.split('\0')) {
    if (!SERVER.test(file) || !CODE.test(file) || TEST.test(file) || HOMES.includes(file)) continue;
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        const code = text.trim();
        if (code.startsWith('//') || code.startsWith('*') || !PATTERNS.some((p) => p.test(code))) return;
        if (known.has(`${file}\n${code}`)) used.add(`${file}\n${code}`);
        else found.push({ file, line: i + 1, code });
      });
  }
  const stale = [...known].filter((k) => !used.has(k)).map((k) => ({ file: k.split('\n')[0], code: k.split('\n')[1] }));
  return { found, stale };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { found, stale } = roleChecks(process.cwd());
  for (const { file, line, code } of found)
    console.log(`✖ ${file}:${line}: a role compared by hand (declare a scope instead): ${code}`);
  for (const { file, code } of stale) console.log(`✖ ${file}: listed in ROLES_AS_DATA but no longer there: ${code}`);
  console.log(`role checks: ${found.length} outside ${HOMES.join(', ')}, ${stale.length} stale`);
  process.exit(found.length || stale.length ? 1 : 0);
}
