// The static checks of `npm test` (lint, boundaries, deps) fail on a planted violation of each of their
// rules, name the rule, and stay quiet about what the rules allow. Violations are planted in small
// projects in a temporary folder (node_modules linked to this one), or handed to ESLint as text.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const made: string[] = [];

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'silai-boundaries-'));
  made.push(dir);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('lint (ESLint, eslint.config.mjs)', () => {
  const eslint = new ESLint({ cwd: root });
  const lint = async (path: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, path) });
    return (result?.messages ?? []).map((m) => `${m.severity === 2 ? 'error' : 'warning'} ${m.ruleId}`);
  };

  it('fails on `any`', async () => {
    expect(await lint('src/lib/planted.ts', 'export const parse = (raw: any): number => Number(raw);\n')).toContain(
      'error @typescript-eslint/no-explicit-any',
    );
  });

  it('fails on a hook called conditionally', async () => {
    const code = `import { useState } from 'react';
export function Planted({ open }: { open: boolean }) {
  if (open) {
    const [n] = useState(0);
    return <p>{n}</p>;
  }
  return null;
}
`;
    expect(await lint('src/components/Planted.tsx', code)).toContain('error react-hooks/rules-of-hooks');
  });

  it('fails on an effect that leaves a dependency out', async () => {
    const code = `import { useEffect } from 'react';
export function Planted({ id }: { id: string }) {
  useEffect(() => {
    document.title = id;
  }, []);
  return null;
}
`;
    expect(await lint('src/components/Planted.tsx', code)).toContain('error react-hooks/exhaustive-deps');
  });

  it('passes the same component written right', async () => {
    const code = `import { useEffect, useState } from 'react';
export function Planted({ id, open }: { id: string; open: boolean }) {
  const [n] = useState(0);
  useEffect(() => {
    document.title = id;
  }, [id]);
  return open ? <p>{n}</p> : null;
}
`;
    expect(await lint('src/components/Planted.tsx', code)).toEqual([]);
  });

  it('makes `npm run lint` exit non-zero with the rule in its message', () => {
    const r = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules/eslint/bin/eslint.js'),
        '--max-warnings',
        '0',
        '--stdin',
        '--stdin-filename',
        'src/lib/planted.ts',
      ],
      {
        cwd: root,
        input: 'export const parse = (raw: any): number => Number(raw);\n',
        encoding: 'utf8',
      },
    );
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/error\s+Unexpected any\. Specify a different type\s+@typescript-eslint\/no-explicit-any/);
  });
});

describe('boundaries (dependency-cruiser, .dependency-cruiser.cjs)', () => {
  // One small store with one violation of every rule, and one allowed arrow beside most of them.
  const planted: Record<string, string> = {
    'package.json': JSON.stringify({
      name: 'planted',
      private: true,
      type: 'module',
      dependencies: { zod: '*' },
      devDependencies: { vitest: '*' },
    }),
    'tsconfig.json': JSON.stringify({
      compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true },
    }),
    // data → gateway
    'src/db/client.ts': "import { gateway } from '../api/gateway';\nexport const db = { gateway };\n",
    // gateway → process, and back: a file cycle and a folder cycle
    'src/api/gateway.ts': "import { listen } from '../server/http';\nexport const gateway = listen;\n",
    'src/server/http.ts':
      "import type { gateway } from '../api/gateway';\nexport const listen = (g?: typeof gateway) => g;\n",
    'src/api/executor.ts': "import { db } from '../db/client';\nexport const runQuery = () => db;\n",
    // a domain and its own tables (allowed), another domain's tables (not)
    'src/api/orders/place.ts':
      "import { orders } from '../../db/schema/orders';\nimport { payments } from '../../db/schema/payments';\nimport { localized } from '../../db/schema/localized';\nexport const place = [orders, payments, localized];\n",
    'src/db/schema/orders.ts': 'export const orders = 1;\n',
    'src/db/schema/payments.ts': 'export const payments = 2;\n',
    'src/db/schema/localized.ts': 'export const localized = 3;\n',
    // browser plumbing: the generated documents (allowed), the gateway (not)
    'src/gql/index.ts': 'export const graphql = (s: string) => s;\n',
    'src/client/session.ts':
      "import { graphql } from '../gql';\nimport { gateway } from '../api/gateway';\nexport const session = [graphql, gateway];\n",
    // a page: the executor (allowed), the data layer (not)
    'src/app/page.tsx':
      "import { runQuery } from '../api/executor';\nimport { db } from '../db/client';\nimport { session } from '../client/session';\nimport { use } from '../lib/packages';\nexport default function Page() { return <p>{String([runQuery, db, session, use])}</p>; }\n",
    // packages: declared (allowed), installed but undeclared, missing, a devDependency in store code
    'src/lib/packages.ts':
      "import { z } from 'zod';\nimport DataLoader from 'dataloader';\nimport { pad } from 'left-pad-that-is-not-installed';\nimport { expect } from 'vitest';\nexport const use = [z, DataLoader, pad, expect];\n",
    // the zone library's module: a gateway domain's (allowed), a module shared with the browser's (not)
    'src/lib/zoned-time.ts': 'export const dayAt = 1;\n',
    'src/api/consultations/slots.ts': "import { dayAt } from '../../lib/zoned-time';\nexport const slots = dayAt;\n",
    'src/lib/dates.ts': "import { dayAt } from './zoned-time';\nexport const dates = dayAt;\n",
    // nothing imports it, and it imports nothing
    'src/lib/dead.ts': 'export const dead = 1;\n',
    // domains: another domain's door and the shared core (allowed), its inner file or the workflow (not)
    'src/api/core/text.ts': 'export const text = 4;\n',
    'src/api/catalog/index.ts': "export { stock } from './stock';\n",
    'src/api/catalog/stock.ts': 'export const stock = 5;\n',
    'src/api/catalog/schema.ts': "import { stock } from './stock';\nexport const catalogSchema = stock;\n",
    'src/api/cart/service.ts':
      "import { stock } from '../catalog';\nimport { stock as inner } from '../catalog/stock';\nimport { text } from '../core/text';\nimport { place } from '../checkout';\nexport const cart = [stock, inner, text, place];\n",
    'src/api/checkout/index.ts': "export const place = 'place';\n",
    // the gateway's schema joins the domains' schema files (allowed); the process goes through a door
    'src/api/schema.ts':
      "import './catalog/schema';\nimport { cart } from './cart/service';\nexport const schema = cart;\n",
    'src/server/feed.ts':
      "import { stock } from '../api/catalog';\nimport { stock as inner } from '../api/catalog/stock';\nimport { schema } from '../api/schema';\nexport const feed = [stock, inner, schema];\n",
    // orders → payments/ledger and payments → orders: no folder cycle, but a domain cycle
    'src/api/orders/store.ts':
      "import { ledger } from '../payments/ledger/ledger';\nimport { place } from './place';\nexport const store = [ledger, place];\n",
    'src/api/payments/ledger/ledger.ts': 'export const ledger = 6;\n',
    'src/api/payments/apply.ts': "import { store } from '../orders/store';\nexport const apply = store;\n",
    // translation (like src/lib) reaches no part of the gateway, its core included
    'src/i18n/server.ts': "import { text } from '../api/core/text';\nexport const t = text;\n",
  };
  let dir: string;
  let out: { status: number | null; stdout: string };
  const check = (baseline: string) => {
    const r = spawnSync(
      process.execPath,
      [
        join(root, 'scripts/boundaries.mjs'),
        '--config',
        join(root, '.dependency-cruiser.cjs'),
        '--baseline',
        baseline,
        'src',
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    return { status: r.status, stdout: r.stdout + r.stderr };
  };

  beforeAll(() => {
    dir = project(planted);
    out = check(join(dir, 'none.json'));
  });

  it.each([
    ['data-not-to-gateway-pages-browser', 'src/db/client.ts → src/api/gateway.ts'],
    ['gateway-not-to-pages-browser-process', 'src/api/gateway.ts → src/server/http.ts'],
    ['browser-only-through-generated-documents', 'src/client/session.ts → src/api/gateway.ts'],
    ['pages-only-through-executor', 'src/app/page.tsx → src/db/client.ts'],
    ['domain-tables', 'src/api/orders/place.ts → src/db/schema/payments.ts'],
    ['no-circular', 'src/api/gateway.ts → src/server/http.ts → src/api/gateway.ts'],
    ['no-circular-folders', 'src/api → src/server → src/api'],
    ['domain-door', 'src/api/cart/service.ts → src/api/catalog/stock.ts'],
    ['domain-door', 'src/server/feed.ts → src/api/catalog/stock.ts'],
    ['domain-door', 'src/api/orders/store.ts → src/api/payments/ledger/ledger.ts'],
    ['domains-not-to-workflow', 'src/api/cart/service.ts → src/api/checkout/index.ts'],
    ['gateway-only-from-process', 'src/i18n/server.ts → src/api/core/text.ts'],
    ['no-domain-cycle', 'src/api/orders → src/api/payments → src/api/orders'],
    ['no-orphans', 'src/lib/dead.ts'],
    ['no-non-package-json', 'src/lib/packages.ts → node_modules/dataloader/'],
    ['not-to-unresolvable', 'src/lib/packages.ts → left-pad-that-is-not-installed'],
    ['not-to-dev-dep', 'src/lib/packages.ts → node_modules/vitest/'],
    ['zone-library-server-only', 'src/lib/dates.ts → src/lib/zoned-time.ts'],
  ])('fails on %s, naming the rule and saying why', (rule, arrow) => {
    expect(out.status).toBe(1);
    const line = out.stdout.split('\n').find((l) => l.startsWith(`✖ ${rule}: `) && l.includes(arrow));
    expect(line, `no "${rule}" violation for ${arrow} in:\n${out.stdout}`).toBeDefined();
    // The rule's reason follows on the next line.
    const reason = out.stdout.split('\n')[out.stdout.split('\n').indexOf(line!) + 1];
    expect(reason?.trim().startsWith(`${rule}: `)).toBe(true);
  });

  it('leaves the allowed arrows alone', () => {
    for (const allowed of [
      'src/app/page.tsx → src/api/executor.ts',
      'src/client/session.ts → src/gql/index.ts',
      'src/api/orders/place.ts → src/db/schema/orders.ts',
      'src/api/orders/place.ts → src/db/schema/localized.ts',
      'src/api/consultations/slots.ts → src/lib/zoned-time.ts',
      'src/app/page.tsx → src/client/session.ts',
      '→ zod',
      '→ src/api/catalog/index.ts',
      'src/api/cart/service.ts → src/api/core/text.ts',
      'src/api/schema.ts → src/api/catalog/schema.ts',
      'src/api/schema.ts → src/api/cart/service.ts',
      'src/server/feed.ts → src/api/schema.ts',
    ])
      expect(out.stdout).not.toContain(allowed);
  });

  it('counts a subfolder as its domain: the domain cycle is no folder cycle, and it names its imports', () => {
    expect(out.stdout).not.toMatch(/no-circular-folders: src\/api\/(orders|payments)/);
    expect(out.stdout).toContain(
      'through src/api/orders/store.ts → src/api/payments/ledger/ledger.ts, src/api/payments/apply.ts → src/api/orders/store.ts',
    );
  });

  it('sets known violations aside, folder cycles included, and only those', () => {
    const everything = join(dir, 'known.json');
    expect(
      spawnSync(
        process.execPath,
        [
          join(root, 'scripts/boundaries.mjs'),
          '--config',
          join(root, '.dependency-cruiser.cjs'),
          '--baseline',
          everything,
          '--update-baseline',
          'src',
        ],
        { cwd: dir },
      ).status,
    ).toBe(0);
    const known = check(everything);
    expect(known.status, known.stdout).toBe(0);
    expect(known.stdout).toMatch(/boundaries: 0 violations, \d+ known/);

    // A new violation beside the known ones still fails.
    writeFileSync(
      join(dir, 'src/db/more.ts'),
      "import { session } from '../client/session';\nexport const more = session;\n",
    );
    const fresh = check(everything);
    expect(fresh.status).toBe(1);
    expect(fresh.stdout).toContain('✖ data-not-to-gateway-pages-browser: src/db/more.ts → src/client/session.ts');
    expect(fresh.stdout).not.toContain('src/db/client.ts → src/api/gateway.ts');
  });
});

describe('deps (Knip, knip.config.ts)', () => {
  it('fails on an undeclared package, an unused file and an unused export, naming each', () => {
    const dir = project({
      'package.json': JSON.stringify({ name: 'planted', private: true, type: 'module', dependencies: {} }),
      // An entry point by knip.config.ts, like the store's own command-line tools.
      'scripts/planted.ts':
        "import DataLoader from 'dataloader';\nimport { used } from '../src/used';\nexport const loader = new DataLoader(async (keys: readonly string[]) => keys.map(() => used));\n",
      'src/used.ts': 'export const used = 1;\nexport const neverImported = 2;\n',
      'src/forgotten.ts': 'export const forgotten = 1;\n',
    });
    copyFileSync(join(root, 'knip.config.ts'), join(dir, 'knip.config.ts'));
    const r = spawnSync(process.execPath, [join(root, 'node_modules/knip/bin/knip.js'), '--no-config-hints'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(r.status, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toMatch(/Unlisted dependencies \(1\)\s+dataloader\s+scripts\/planted\.ts/);
    expect(r.stdout).toMatch(/Unused files \(1\)\s+src\/forgotten\.ts/);
    expect(r.stdout).toMatch(/Unused exports \(1\)\s+neverImported\s+src\/used\.ts/);
  });
});
