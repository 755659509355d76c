// `npm test`: everything a fresh machine needs, then every suite. Prints each stage's wall time, then one
// closing line "test: N passed, N failed", and exits non-zero on any failure.
// `npm test -- --part vitest` (or several: `--part static,e2e`) runs the named stages alone.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { chromiumPath } from './chromium.mjs';
import { nginxBinary } from './cluster-parts.mjs';
import { check, checks, cluster, clusterJourneys, journeys, run, vitest } from './test-stages.mjs';

const parts = ['static', 'vitest', 'cluster', 'e2e', 'cluster-e2e'];
const args = process.argv.slice(2);
const values = args.flatMap((a, i) => (a.startsWith('--part=') ? [a.slice(7)] : args[i - 1] === '--part' ? [a] : []));
const asked = values.flatMap((a) => a.split(','));
const unknown = asked.filter((p) => !parts.includes(p));
if (unknown.length || args.some((a) => !a.startsWith('--part') && !values.includes(a))) {
  console.error(`usage: npm test [-- --part ${parts.join('|')}[,…]] (unknown: ${unknown.join(', ') || 'argument'})`);
  process.exit(2);
}
const chosen = new Set(asked.length ? asked : parts);
const hasPg = !!process.env.DATABASE_URL;
// The cluster runs on CI's PostgreSQL and a private Redis, so only with DATABASE_URL.
for (const p of ['cluster', 'cluster-e2e'])
  if (chosen.has(p) && !hasPg) {
    if (asked.includes(p)) console.log(`${p} needs DATABASE_URL (a PostgreSQL server): not run`);
    chosen.delete(p);
  }

function apt(packages) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const cmd = sudo[0] ?? 'apt-get';
  const pre = sudo.length ? ['apt-get'] : [];
  const opts = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  return (
    spawnSync(cmd, [...pre, 'update', '-qq'], opts).status === 0 &&
    spawnSync(cmd, [...pre, 'install', '-y', '-qq', ...packages], opts).status === 0
  );
}

function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  console.log(
    `Chromium is missing at ${chromiumPath}: installing Debian's chromium for the browser tests (about a minute)…`,
  );
  if (!apt(['chromium', 'fonts-noto-core'])) {
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
  if (!apt(missing))
    console.error(`Could not install ${missing.join(' and ')} with apt-get; the cluster suite will say so.`);
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });
if (chosen.has('e2e') || chosen.has('cluster-e2e')) ensureChromium();
if (chosen.has('cluster')) ensureClusterPackages();
if (chosen.has('vitest'))
  console.log(
    hasPg
      ? `API tests run on PGlite and on PostgreSQL (${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`
      : 'API tests run on PGlite only (set DATABASE_URL to add PostgreSQL)',
  );

const started = Date.now();
const times = [];
const results = [];
async function stage(name, fn, note = '') {
  const t = Date.now();
  const r = await fn();
  times.push({ name, ms: Date.now() - t, note });
  if (Array.isArray(r)) results.push(...r);
  return r;
}

const needsBuild = ['cluster', 'e2e', 'cluster-e2e'].some((p) => chosen.has(p));
let built = true;
// Two lanes at once: the build and the static checks (mostly one process at a time), beside the unit and
// API tests. The build comes first in its lane: the typecheck reads the route types it writes.
await Promise.all([
  (async () => {
    if (needsBuild)
      await stage('build', async () => {
        built = (await run(process.execPath, ['scripts/build-if-needed.mjs'])).code === 0;
        return built ? [] : [{ suite: 'build', passed: 0, failed: 1 }];
      });
    if (chosen.has('static'))
      await stage(
        'static checks',
        async () => {
          const r = [];
          for (const c of checks) r.push(await check(c));
          return r;
        },
        chosen.has('vitest') ? 'beside vitest' : '',
      );
  })(),
  chosen.has('vitest') ? stage('vitest', vitest) : undefined,
]);

const skipped = (suite) => [{ suite, passed: 0, failed: 1 }];
// With cores to spare, the cluster suite (its own ports, database and Redis) runs beside the journeys.
const beside = availableParallelism() >= 4 && chosen.has('cluster') && chosen.has('e2e');
const clusterStage = async () => {
  if (chosen.has('cluster'))
    await stage('cluster', () => (built ? cluster() : skipped('cluster')), beside ? 'beside the journeys' : '');
};
const browsers = async () => {
  if (chosen.has('e2e')) await stage('browser journeys', () => (built ? journeys() : skipped('playwright')));
  if (chosen.has('cluster-e2e'))
    await stage('cluster journeys', () => (built ? clusterJourneys() : skipped('cluster-journeys')));
};
if (beside) await Promise.all([clusterStage(), browsers()]);
else {
  await clusterStage();
  await browsers();
}

const clock = (ms) => `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
console.log(`\n== stage times (wall clock, ${availableParallelism()} cores)`);
for (const t of times) console.log(`${t.name}: ${clock(t.ms)}${t.note ? ` (${t.note})` : ''}`);
console.log(`total: ${clock(Date.now() - started)}`);
// The suites in one order whichever stage ended first.
const order = [...checks.map((c) => c[0]), 'build', 'postgres', 'vitest', 'cluster', 'playwright', 'cluster-journeys'];
results.sort((a, b) => order.indexOf(a.suite) - order.indexOf(b.suite));
for (const r of results) console.log(`${r.suite}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((a, r) => a + r.passed, 0);
const failed = results.reduce((a, r) => a + r.failed, 0);
console.log(`test: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
