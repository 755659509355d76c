import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser journeys share one store, so a shopper's phone number must belong to one journey: a
// second journey signing in with it finds a name already given (or a staff role) and waits for a page
// that never comes. Only staff, granted by scripts/e2e-server.mjs before the store opens, are shared.
const dir = path.join(process.cwd(), 'tests/e2e');
const server = readFileSync('scripts/e2e-server.mjs', 'utf8');
const grants = [...server.matchAll(/\['\+91(\d{10})', '(?:admin|designer)'\]/g)].map((m) => m[1]!);
const staff = new Set(grants);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => ({ file: f, text: readFileSync(path.join(dir, f), 'utf8') }));
// `const SHOPPER = { local: '9000000021', …}` or `const API_ADMIN = { phone: '+919000000008', …}`
const declarations = files.flatMap(({ file, text }) =>
  [...text.matchAll(/const (\w+) = \{ (?:local|phone): '(?:\+91)?(\d{10})'/g)].map((m) => ({
    file,
    name: m[1]!,
    number: m[2]!,
  })),
);
const isStaffName = (name: string) => /ADMIN|DESIGNER/.test(name);

describe('the journeys’ phone numbers', () => {
  it('finds the declarations and the grants it checks', () => {
    expect(declarations.length).toBeGreaterThan(10);
    expect(grants.length).toBeGreaterThan(3);
  });

  it('each staff number is granted one role only', () => {
    expect(new Set(grants).size).toBe(grants.length);
  });

  it('an admin or designer of a journey is granted; a shopper is not', () => {
    const wrong = declarations.filter((d) => isStaffName(d.name) !== staff.has(d.number));
    expect(wrong).toEqual([]);
  });

  it('each shopper number is used by one journey file only', () => {
    const users = new Map<string, string[]>();
    for (const { file, text } of files)
      for (const n of new Set(text.match(/\b9000000\d{3}\b/g) ?? [])) users.set(n, [...(users.get(n) ?? []), file]);
    expect([...users].filter(([n, users]) => users.length > 1 && !staff.has(n))).toEqual([]);
  });
});
