// `npm test`: everything a fresh machine needs, then every suite. Prints one closing line
// "test: N passed, N failed" and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { chromiumPath } from './chromium.mjs';
import { nginxBinary } from './cluster-parts.mjs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const run = (cmd, args, extra = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extra } }).status ?? 1;

function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  console.log(
    `Chromium is missing at ${chromiumPath}: installing Debian's chromium for the browser tests (about a minute)…`,
  );
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], { DEBIAN_FRONTEND: 'noninteractive' });
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', 'chromium', 'fonts-noto-core']) !== 0) {
    console.error('Could not install chromium with apt-get; install it (or set CHROMIUM_PATH) and run again.');
    process.exit(1);
  }
}

/** nginx, and redis-server for the suite's private Redis (the one it stops and starts again). */
function ensureClusterPackages() {
  const missing = [
    ...(nginxBinary() ? [] : ['nginx']),
    ...(spawnSync('redis-server', ['--version']).status === 0 ? [] : ['redis-server']),
  ];
  if (missing.length === 0) return;
  console.log(`${missing.join(' and ')} missing: installing Debian's packages for the cluster tests…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], { DEBIAN_FRONTEND: 'noninteractive' });
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', ...missing]) !== 0)
    console.error(`Could not install ${missing.join(' and ')} with apt-get; the cluster suite will say so.`);
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });
ensureChromium();
if (process.env.DATABASE_URL)
  console.log(`API tests run on PGlite and on PostgreSQL (${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`);
else console.log('API tests run on PGlite only (set DATABASE_URL to add PostgreSQL)');

await buildIfNeeded();
const results = [];
// The code Prettier keeps (.prettierrc.json, .prettierignore); `npm run format` writes it.
const formatted = ['**/*.{ts,tsx,mjs,cjs,js,css}'];

// Static checks, one suite each; a failure prints which rule and why.
for (const [suite, title, cmd, args] of [
  ['lint', 'lint (ESLint)', 'npx', ['eslint', '--max-warnings', '0', '.']],
  [
    'format',
    'format (Prettier: npm run format writes it)',
    'npx',
    ['prettier', '--check', '--log-level', 'warn', ...formatted],
  ],
  ['boundaries', 'boundaries (dependency-cruiser rules)', process.execPath, ['scripts/boundaries.mjs']],
  ['deps', 'declared, unused and dead: packages, files, exports (Knip)', 'npx', ['knip']],
  [
    'docs',
    'docs (files and names docs/ARCHITECTURE.md and docs/CONTRACT.md cite exist)',
    process.execPath,
    ['scripts/doc-names.mjs'],
  ],
  ['file-lines', 'file lines (no code file over 300 lines)', process.execPath, ['scripts/file-lines.mjs']],
]) {
  console.log(`\n== ${title}`);
  const code = run(cmd, args);
  results.push({ suite, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
}

console.log('\n== typecheck');
const tsc = run('npx', ['tsc', '--noEmit']);
results.push({ suite: 'typecheck', passed: tsc === 0 ? 1 : 0, failed: tsc === 0 ? 0 : 1 });

console.log('\n== unit and API tests (vitest)');
const vitestCode = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/unit.json',
]);
if (existsSync('test-results/unit.json')) {
  const r = JSON.parse(readFileSync('test-results/unit.json', 'utf8'));
  const byKind = { pglite: 0, postgres: 0 };
  for (const file of r.testResults)
    for (const a of file.assertionResults) {
      for (const k of Object.keys(byKind))
        if (a.status === 'passed' && new RegExp(`on '?${k}'?(\\W|$)`).test(a.fullName)) byKind[k]++;
    }
  console.log(`api tests passed: pglite ${byKind.pglite}, postgres ${byKind.postgres}`);
  if (process.env.DATABASE_URL && byKind.postgres === 0) {
    console.error('DATABASE_URL is set but no API test ran on PostgreSQL');
    results.push({ suite: 'postgres', passed: 0, failed: 1 });
  }
  results.push({
    suite: 'vitest',
    passed: r.numPassedTests,
    failed: r.numFailedTests + (vitestCode !== 0 && r.numFailedTests === 0 ? 1 : 0),
  });
} else results.push({ suite: 'vitest', passed: 0, failed: 1 });

// Several store processes behind nginx (tests/cluster/): on CI's PostgreSQL and Redis, so only with DATABASE_URL.
if (process.env.DATABASE_URL) {
  console.log('\n== cluster (nginx, two store processes, two workers: tests/cluster/)');
  ensureClusterPackages();
  const clusterCode = run('npx', [
    'vitest',
    'run',
    '--config',
    'tests/cluster/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/cluster.json',
  ]);
  const r = existsSync('test-results/cluster.json')
    ? JSON.parse(readFileSync('test-results/cluster.json', 'utf8'))
    : null;
  results.push({
    suite: 'cluster',
    passed: r?.numPassedTests ?? 0,
    failed: (r?.numFailedTests ?? 1) + (clusterCode !== 0 && r?.numFailedTests === 0 ? 1 : 0),
  });
}

console.log('\n== browser tests (Playwright, Chromium)');
const e2eCode = run('npx', ['playwright', 'test']);
if (existsSync('test-results/e2e.json')) {
  const s = JSON.parse(readFileSync('test-results/e2e.json', 'utf8')).stats;
  results.push({
    suite: 'playwright',
    passed: s.expected,
    failed: s.unexpected + s.flaky + (e2eCode !== 0 && s.unexpected === 0 ? 1 : 0),
  });
} else results.push({ suite: 'playwright', passed: 0, failed: 1 });

// The purchase, live order and consultation journeys again, through nginx in front of two store processes.
if (process.env.DATABASE_URL) {
  console.log('\n== browser tests through the cluster (tests/cluster/playwright.config.ts)');
  const code = run('npx', ['playwright', 'test', '-c', 'tests/cluster/playwright.config.ts']);
  const file = 'test-results/cluster-e2e.json';
  const s = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).stats : null;
  results.push({
    suite: 'cluster-journeys',
    passed: s?.expected ?? 0,
    failed: s ? s.unexpected + s.flaky + (code !== 0 && s.unexpected === 0 ? 1 : 0) : 1,
  });
}

for (const r of results) console.log(`${r.suite}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((a, r) => a + r.passed, 0);
const failed = results.reduce((a, r) => a + r.failed, 0);
console.log(`test: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
