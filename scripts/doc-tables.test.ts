// The doc tables suite of `npm test` (scripts/doc-tables.mjs): the repository as it is passes, and a copy
// with the code or a doc changed on one side fails, naming what differs and how to fix it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTables, domainsDoc } from './doc-tables.mjs';

const root = resolve(import.meta.dirname, '..');
const made: string[] = [];

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A copy of what the check reads: the code under src/, the printed schema and the docs. */
function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'silai-doc-tables-'));
  made.push(dir);
  for (const part of ['src', 'docs', 'schema.graphql', 'README.md', 'BENCHMARKS.md'])
    cpSync(join(root, part), join(dir, part), { recursive: true });
  return dir;
}

/** Replaces `from` (which must be there) by `to` in one file of the copy. */
function change(dir: string, file: string, from: string | RegExp, to: string): void {
  const text = readFileSync(join(dir, file), 'utf8');
  expect(text).toMatch(from);
  writeFileSync(join(dir, file), text.replace(from, to));
}

describe('the docs hold what the code says (scripts/doc-tables.mjs)', () => {
  it('passes on the repository as it is', () => {
    expect(checkTables(root)).toEqual([]);
  });

  it('fails when a door exports another name, until docs/domains.md is written again', () => {
    const dir = copy();
    writeFileSync(
      join(dir, 'src/api/wishlist/index.ts'),
      `${readFileSync(join(dir, 'src/api/wishlist/index.ts'), 'utf8')}export { wishlistCount } from './service';\n`,
    );
    expect(checkTables(dir)).toEqual([
      'docs/domains.md differs from the doors and tables (wishlist): run `npm run docs:tables`',
    ]);
    writeFileSync(join(dir, 'docs/domains.md'), domainsDoc(dir).text);
    expect(checkTables(dir)).toEqual([]);
    expect(readFileSync(join(dir, 'docs/domains.md'), 'utf8')).toMatch(/^\| wishlist \|.*`wishlistCount`/m);
  });

  it('says which doors register GraphQL fields when imported', () => {
    // A door that declares refs registers nothing; one that loads a schema file does.
    expect(
      domainsDoc(root)
        .text.split('\n')
        .find((r) => r.startsWith('| addresses |')),
    ).toMatch(/\| no \|/);
    const dir = copy();
    change(dir, 'src/api/addresses/index.ts', /^/, "export { saveAddressField } from './schema';\n");
    change(dir, 'src/api/addresses/schema.ts', /$/, '\nexport const saveAddressField = 1;\n');
    const row = domainsDoc(dir)
      .text.split('\n')
      .find((r) => r.startsWith('| addresses |'));
    expect(row).toMatch(/\| yes: `schema` \|/);
  });

  it('fails on a setting the store reads that the settings page leaves out, and on one it invents', () => {
    const dir = copy();
    change(dir, 'src/config.ts', '  HOST: z.string()', '  SHOP_MOTTO: z.string().optional(),\n  HOST: z.string()');
    change(dir, 'src/api/consultations/settings.ts', "'CONSULT_HORIZON_DAYS'", "'CONSULT_HORIZON_WEEKS'");
    change(dir, 'docs/SETTINGS.md', /^\| `LOG_LEVEL` \|/m, '| `LOG_LEVELS` |');
    expect(checkTables(dir).sort()).toEqual([
      'docs/SETTINGS.md does not name CONSULT_HORIZON_WEEKS, which the store reads',
      'docs/SETTINGS.md does not name LOG_LEVEL, which the store reads',
      'docs/SETTINGS.md does not name SHOP_MOTTO, which the store reads',
      'docs/SETTINGS.md names CONSULT_HORIZON_DAYS, which the store does not read',
      'docs/SETTINGS.md names LOG_LEVELS, which the store does not read',
    ]);
  });

  it('fails on a root field the scope table misses or keeps after it is gone', () => {
    const dir = copy();
    change(dir, 'schema.graphql', /^ {2}banners(\(.*\))?: /m, '  bannerList$1: ');
    expect(checkTables(dir).sort()).toEqual([
      'docs/root-field-scopes.md has no row for Query.bannerList: run `npm run docs:tables`',
      'docs/root-field-scopes.md names Query.banners, which schema.graphql has not: run `npm run docs:tables`',
    ]);
  });

  it('fails on a domain missing from the architecture, and on a link to no file or no heading', () => {
    const dir = copy();
    change(dir, 'docs/ARCHITECTURE.md', /^\| storefront \|.*\n/m, '');
    change(dir, 'README.md', '(docs/TESTING.md)', '(docs/TESTS.md)');
    change(dir, 'docs/CONSULTATIONS.md', '(SETTINGS.md#consultations)', '(SETTINGS.md#booking)');
    const problems = checkTables(dir);
    expect(problems).toContain('docs/ARCHITECTURE.md: the table of domains has no row for storefront');
    expect(problems).toContainEqual(
      expect.stringMatching(/^README\.md:\d+: the link to docs\/TESTS\.md leads to no file$/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^docs\/CONSULTATIONS\.md:\d+: docs\/SETTINGS\.md has no heading #booking$/),
    );
  });

  it('fails on a README longer than a screen and an architecture longer than ten minutes', () => {
    const dir = copy();
    writeFileSync(join(dir, 'README.md'), `${readFileSync(join(dir, 'README.md'), 'utf8')}${'More.\n'.repeat(150)}`);
    change(dir, 'docs/ARCHITECTURE.md', '## Adding a domain', `${'word '.repeat(2500)}\n\n## Adding a domain`);
    const problems = checkTables(dir);
    expect(problems).toContainEqual(
      expect.stringMatching(/^README\.md: \d+ lines, at most 150: move the detail to docs\/$/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^docs\/ARCHITECTURE\.md: \d+ words outside its diagram, at most 2500 \(about ten minutes\)$/,
      ),
    );
  });

  it('makes the suite exit non-zero, naming the difference, and zero on the repository', () => {
    const dir = copy();
    change(dir, 'docs/domains.md', /^\| audit \|.*\n/m, '');
    const bad = spawnSync(process.execPath, [join(root, 'scripts/doc-tables.mjs')], { cwd: dir, encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/docs\/domains\.md differs from the doors and tables \(audit\)/);
    const good = spawnSync(process.execPath, ['scripts/doc-tables.mjs'], { cwd: root, encoding: 'utf8' });
    expect(good.stdout).toMatch(/doc tables: 0 differences from the code/);
    expect(good.status).toBe(0);
  });
});
