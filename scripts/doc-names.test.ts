// The docs suite of `npm test` (scripts/doc-names.mjs): the docs as they are pass, and a
// copy of one with a cited file, name, table, rule or domain gone fails, naming what is missing. Prose,
// settings, enum values and SQL stay unchecked or pass.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDocs } from './doc-names.mjs';

const root = resolve(import.meta.dirname, '..');
const path = 'docs/ARCHITECTURE.md';
const made: string[] = [];

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/**
 * A real doc (docs/ARCHITECTURE.md unless named) with `from` replaced once by `to` (the text must be
 * there; a space in `from` matches a line break).
 */
function planted(from: string, to: string, doc = path): { path: string; text: string } {
  const real = readFileSync(join(root, doc), 'utf8');
  const re = new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ +/g, '\\s+'));
  expect(real).toMatch(re);
  return { path: doc, text: real.replace(re, to) };
}
const edited = (doc: { path: string; text: string }, from: string | RegExp, to: string) => ({
  path: doc.path,
  text: doc.text.replace(from, to),
});
const check = (doc: string | { path: string; text: string }) =>
  checkDocs(root, [typeof doc === 'string' ? { path, text: doc } : doc]);

describe('names cited in the docs (scripts/doc-names.mjs)', () => {
  it('passes on README.md and every doc as they are', () => {
    expect(checkDocs(root)).toEqual([]);
  });

  it('fails on a cited file that does not exist', () => {
    const misses = check(
      planted(
        '`runStatement` and `Params` in `src/db/statement.ts`',
        '`runStatement` and `Params` in `src/db/statements.ts`',
        'docs/BUYING.md',
      ),
    );
    expect(misses).toContainEqual(
      expect.stringMatching(/^docs\/BUYING\.md:\d+: `src\/db\/statements\.ts` does not exist$/),
    );
  });

  it('fails on a file of the diagram, a folder, a bare file name and a link that do not exist', () => {
    const doc = planted('src/api/executor.ts (same schema', 'src/api/run-pages.ts (same schema');
    const misses = check({
      path,
      text: doc.text
        .replace('gateway.ts (Yoga', 'yoga.ts (Yoga')
        .replace('`src/test/databases.ts`', '`src/test/dbs/`')
        .replace('`ProductExtras.tsx`', '`ProductExtra.tsx`')
        .replace('[CONTRACT.md](CONTRACT.md)', '[CONTRACT.md](STOREFRONT.md)'),
    });
    expect(misses.join('\n')).toMatch(/`src\/api\/run-pages\.ts` does not exist/);
    expect(misses.join('\n')).toMatch(/`yoga\.ts` is not in src\/api\//);
    expect(misses.join('\n')).toMatch(/`src\/test\/dbs\/` does not exist/);
    expect(misses.join('\n')).toMatch(/`ProductExtra\.tsx` does not exist/);
    expect(misses.join('\n')).toMatch(/`STOREFRONT\.md` does not exist/);
    // What runs make (folders .gitignore names) is no file of the repository, and passes.
    expect(check('# Planted\n\nBuilt to `dist/server.mjs`, kept in `./.data`.\n')).toEqual([]);
  });

  it('fails on a code name declared nowhere', () => {
    const misses = [
      ...check(planted('`lineTotalMinor(price, qty)`', '`lineTotal(price, qty)`', 'docs/BUYING.md')),
      ...check(planted('`catalogueChanged` (pub/sub', '`catalogChanged` (pub/sub', 'docs/CATALOGUE.md')),
    ];
    expect(misses).toContainEqual(expect.stringMatching(/`lineTotal` is not declared in src\/lib\/money\.ts$/));
    expect(misses).toContainEqual(expect.stringMatching(/`catalogChanged` is declared nowhere/));
  });

  it('fails on a name said to be in a file that does not declare it', () => {
    const misses = check(
      planted(
        '`runStatement` and `Params` in `src/db/statement.ts`',
        '`runStatement` and `takeStock` in `src/db/statement.ts`',
        'docs/BUYING.md',
      ),
    );
    expect(misses).toContainEqual(expect.stringMatching(/`takeStock` is not declared in src\/db\/statement\.ts$/));
    // A line break between the name and its file changes nothing.
    expect(check('# Planted\n\nOrders are placed by `placeOrder` in\n`src/db/statement.ts`.\n')).toEqual([
      'docs/ARCHITECTURE.md:3: `placeOrder` is not declared in src/db/statement.ts',
    ]);
  });

  it("fails on a domain's public function it does not export, one-word names too, and on a table it does not own", () => {
    const domains = 'docs/domains.md';
    const misses = check(
      edited(
        planted('`grantRole`, `setDisplayCurrency`', '`grantRole`, `signOut`', domains),
        '| orders | orders, order_items,',
        '| orders | orders, order_lines,',
      ),
    );
    expect(misses).toContainEqual(
      expect.stringMatching(/`signOut` is not exported by any file under src\/api\/identity\/$/),
    );
    expect(misses).toContainEqual(
      expect.stringMatching(/table `order_lines` is not declared in src\/db\/schema\/orders\.ts$/),
    );
    // `takeStock` is exported by catalog, not by cart.
    expect(check(planted('`normaliseItems`, `priceItems`', '`normaliseItems`, `takeStock`', domains))).toContainEqual(
      expect.stringMatching(/`takeStock` is not exported by any file under src\/api\/cart\/$/),
    );
  });

  it('fails on a domain missing from the diagram or the table, and on a rule missing from the rule table', () => {
    const misses = [
      ...check(
        edited(
          planted('media ·\n        │               notifications ·', '\n        │               '),
          /^\| `domain-tables` \|.*\n/m,
          '',
        ),
      ),
      ...check(edited(planted('| storefront |', '| storefront |', 'docs/domains.md'), /^\| storefront \|.*\n/m, '')),
    ];
    expect(misses.join('\n')).toMatch(
      /domain `notifications` \(src\/api\/notifications\/\) is missing from the diagram/,
    );
    expect(misses.join('\n')).toMatch(
      /domain `storefront` \(src\/api\/storefront\/\) is missing from the domain table/,
    );
    expect(misses.join('\n')).toMatch(/rule `domain-tables` of \.dependency-cruiser\.cjs is missing from the table/);
  });

  it('fails on a GraphQL field, a column or a code that is gone', () => {
    const misses = check(
      edited(
        edited(
          planted('`Order.cancelRefusal`', '`Order.cancelReason`', 'docs/BUYING.md'),
          '`products.step`',
          '`products.stride`',
        ),
        '`BAD_STEP`',
        '`BAD_STRIDE`',
      ),
    );
    expect(misses.join('\n')).toMatch(/`Order\.cancelReason` is not a field of schema\.graphql/);
    expect(misses.join('\n')).toMatch(/`products\.stride`: table products has no column stride/);
    expect(misses.join('\n')).toMatch(/`BAD_STRIDE` occurs nowhere/);
  });

  it('leaves prose, settings, enum values, SQL and packages alone', () => {
    const text = [
      '# Planted',
      '',
      "In the caller's `tx`, per `qty` and `lang`; `TOO_MANY_COD`, `COD_MAX_INR`, `width_bucket`, `Accept-Language`,",
      '`UPDATE … FROM`, `next/font/local`, `@fontsource`, `{ __typename }`, `Product:<id>`, `globalThis`, `Suspense`.',
      '',
    ].join('\n');
    expect(check(text)).toEqual([]);
  });

  it('makes the suite exit non-zero, naming the miss, and zero on the real doc', () => {
    const dir = mkdtempSync(join(tmpdir(), 'silai-doc-names-'));
    made.push(dir);
    writeFileSync(join(dir, 'PLANTED.md'), 'Steps are checked by `inStepp` in `src/lib/cart-rules.ts`.\n');
    const bad = spawnSync(process.execPath, ['scripts/doc-names.mjs', join(dir, 'PLANTED.md')], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/`inStepp` is not declared in src\/lib\/cart-rules\.ts/);
    const good = spawnSync(process.execPath, ['scripts/doc-names.mjs'], { cwd: root, encoding: 'utf8' });
    expect(good.stdout).toMatch(/doc names: 0 missing/);
    expect(good.status).toBe(0);
  });
});
