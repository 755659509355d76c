// The role-checks suite of `npm test` (scripts/role-checks.mjs): a role compared by hand on the server,
// outside the builder and the viewer modules, fails by file and line; the homes, tests and the
// browser's code pass, and so does a line listed as a role being data; a listed line gone is reported.
import { describe, expect, it } from 'vitest';
import { gitTrees } from './git-tree';
import { roleChecks } from './role-checks.mjs';

const tree = gitTrees('role-checks');

const guard = "  if (ctx.viewer.role !== 'admin') return null;\n";

describe('no role compared by hand outside the builder and the viewer (scripts/role-checks.mjs)', () => {
  it('passes on this repository', () => {
    expect(roleChecks(process.cwd())).toEqual({ found: [], stale: [] });
  });

  it('names the file and line of each comparison planted on the server', () => {
    const root = tree({
      'src/api/orders/schema.ts': `export const a = 1;\n${guard}`,
      'src/server/route.ts':
        "const ok = user.roles.includes('admin');\nconst isAdmin = true;\nif (role === 'designer') {}\n",
    });
    expect(roleChecks(root, []).found).toEqual([
      { file: 'src/api/orders/schema.ts', line: 2, code: guard.trim() },
      { file: 'src/server/route.ts', line: 1, code: "const ok = user.roles.includes('admin');" },
      { file: 'src/server/route.ts', line: 2, code: 'const isAdmin = true;' },
      { file: 'src/server/route.ts', line: 3, code: "if (role === 'designer') {}" },
    ]);
  });

  it('lets the homes, tests, comments and the browser compare roles', () => {
    const root = tree({
      'src/api/core/builder.ts': guard,
      'src/api/identity/viewer.ts': guard,
      'src/api/orders/orders.test.ts': guard,
      'src/api/orders/notes.ts': "// a customer's role === 'admin' is refused above\n",
      'src/components/Desk.tsx': "const isAdmin = user?.roles.includes('admin');\n",
    });
    expect(roleChecks(root, [])).toEqual({ found: [], stale: [] });
  });

  it('passes a listed line, and reports a listed line that is gone', () => {
    const root = tree({ 'src/api/identity/grant.ts': guard });
    expect(roleChecks(root, [['src/api/identity/grant.ts', guard.trim()]])).toEqual({ found: [], stale: [] });
    expect(roleChecks(root, [['src/api/identity/gone.ts', 'x.role === 1']]).stale).toEqual([
      { file: 'src/api/identity/gone.ts', code: 'x.role === 1' },
    ]);
  });
});
