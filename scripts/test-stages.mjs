// The stages of `npm test` (scripts/test.mjs): what each runs and how its result is counted.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/**
 * Runs a command without blocking the others. `capture`: its output is kept and printed in one piece
 * when it ends, so a stage beside another does not interleave with it line by line.
 */
export function run(cmd, args, { capture = false, extra = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...extra },
    });
    let out = '';
    if (capture) for (const s of [child.stdout, child.stderr]) s.on('data', (d) => (out += d));
    child.on('error', (e) => resolve({ code: 1, out: `${out}${e.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

const json = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const passFail = (suite, code) => ({ suite, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });

// The code Prettier keeps (.prettierrc.json, .prettierignore); `npm run format` writes it.
const formatted = ['**/*.{ts,tsx,mjs,cjs,js,css}'];

/** Static checks, one suite each; a failure prints which rule and why. */
export const checks = [
  ['lint', 'lint (ESLint)', 'npx', ['eslint', '--max-warnings', '0', '.']],
  [
    'format',
    'format (Prettier: npm run format writes it)',
    'npx',
    ['prettier', '--check', '--log-level', 'warn', ...formatted],
  ],
  ['boundaries', 'boundaries (dependency-cruiser rules)', process.execPath, ['scripts/boundaries.mjs']],
  ['deps', 'declared, unused and dead: packages, files, exports (Knip)', 'npx', ['knip']],
  ['docs', 'docs (files and names README.md and docs/ cite exist)', process.execPath, ['scripts/doc-names.mjs']],
  [
    'doc-tables',
    'doc tables (generated tables, settings and links match the code: npm run docs:tables writes the tables)',
    process.execPath,
    ['scripts/doc-tables.mjs'],
  ],
  ['file-lines', 'file lines (no code file over 300 lines)', process.execPath, ['scripts/file-lines.mjs']],
  [
    'role-checks',
    'role checks (no role compared by hand outside the builder and the viewer)',
    process.execPath,
    ['scripts/role-checks.mjs'],
  ],
  ['typecheck', 'typecheck', 'npx', ['tsc', '--noEmit']],
];

/** One static check, its output held until it ends (it runs beside the unit and API tests). */
export async function check([suite, title, cmd, args]) {
  const { code, out } = await run(cmd, args, { capture: true });
  process.stdout.write(`\n== ${title}\n${out}`);
  return passFail(suite, code);
}

export async function vitest() {
  console.log('\n== unit and API tests (vitest)');
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'];
  const { code } = await run('npx', args);
  const r = json('test-results/unit.json');
  if (!r) return [{ suite: 'vitest', passed: 0, failed: 1 }];
  const byKind = { pglite: 0, postgres: 0 };
  for (const file of r.testResults)
    for (const a of file.assertionResults)
      for (const k of Object.keys(byKind))
        if (a.status === 'passed' && new RegExp(`on '?${k}'?(\\W|$)`).test(a.fullName)) byKind[k]++;
  console.log(`api tests passed: pglite ${byKind.pglite}, postgres ${byKind.postgres}`);
  const results = [];
  if (process.env.DATABASE_URL && byKind.postgres === 0) {
    console.error('DATABASE_URL is set but no API test ran on PostgreSQL');
    results.push({ suite: 'postgres', passed: 0, failed: 1 });
  }
  results.push({
    suite: 'vitest',
    passed: r.numPassedTests,
    failed: r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0),
  });
  return results;
}

/** Several store processes behind nginx (tests/cluster/), on PostgreSQL and a private Redis. */
export async function cluster() {
  console.log('\n== cluster (nginx, two store processes, two workers: tests/cluster/)');
  const file = 'test-results/cluster.json';
  const { code } = await run('npx', [
    'vitest',
    'run',
    '--config',
    'tests/cluster/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const r = json(file);
  return [
    {
      suite: 'cluster',
      passed: r?.numPassedTests ?? 0,
      failed: (r?.numFailedTests ?? 1) + (code !== 0 && r?.numFailedTests === 0 ? 1 : 0),
    },
  ];
}

async function playwright(suite, args, file) {
  const { code } = await run('npx', ['playwright', 'test', ...args]);
  const s = json(file)?.stats;
  return [
    {
      suite,
      passed: s?.expected ?? 0,
      failed: s ? s.unexpected + s.flaky + (code !== 0 && s.unexpected === 0 ? 1 : 0) : 1,
    },
  ];
}

export function journeys() {
  console.log('\n== browser tests (Playwright, Chromium)');
  return playwright('playwright', [], 'test-results/e2e.json');
}

/** The purchase, live order and consultation journeys again, through nginx in front of two store processes. */
export function clusterJourneys() {
  console.log('\n== browser tests through the cluster (tests/cluster/playwright.config.ts)');
  return playwright('cluster-journeys', ['-c', 'tests/cluster/playwright.config.ts'], 'test-results/cluster-e2e.json');
}
