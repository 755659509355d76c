// Before/after benchmarks, interleaved: every suite of `npm run bench` run in one tree and then the
// other, the order swapped from one suite to the next and from one round to the next, so a machine that
// slows down during the run weighs on both trees alike. Each tree runs this tree's bench/ files (copy
// them into the older tree first: `cp -r bench <older>/`), against its own build and code.
//   node scripts/bench-compare.mjs <before-tree> <after-tree> [rounds] > compare.tsv
// Prints `round suite tree name value unit` rows (tab-separated); the suites' own output goes to stderr.
// BENCH_SUITES=checkout,pages picks suites by their file's name.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const [beforeDir, afterDir, roundsArg] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
  console.error('usage: node scripts/bench-compare.mjs <before-tree> <after-tree> [rounds]');
  process.exit(2);
}
const trees = { before: path.resolve(beforeDir), after: path.resolve(afterDir) };
const rounds = Number(roundsArg ?? 1);
for (const [name, dir] of Object.entries(trees)) {
  if (!existsSync(path.join(dir, 'bench'))) {
    console.error(
      `${name} tree ${dir}: no bench/ folder (a checkout of this store, with this tree's bench/ copied in)`,
    );
    process.exit(2);
  }
}
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 20) {
  console.error(`rounds: a whole number from 1 to 20, not ${roundsArg}`);
  process.exit(2);
}
// The suites of scripts/bench.mjs that measure one tree's code: the cluster bench (its own nginx and
// processes) and the first start's pictures (which measures the earlier way beside the new) are left out.
const suites = [
  'gateway.bench.ts',
  'hostile.bench.ts',
  'catalogue.bench.ts',
  'cold-start.bench.ts',
  'response-cache.bench.ts',
  'checkout.bench.ts',
  'consultations.bench.ts',
  'admin-orders.bench.ts',
  'pages.bench.mjs',
  'interactions.bench.mjs',
];
const only = process.env.BENCH_SUITES?.split(',').map((s) => s.trim());
const unknown = only?.filter((o) => !suites.some((s) => s.startsWith(`${o}.`))) ?? [];
if (unknown.length) {
  console.error(
    `BENCH_SUITES: unknown suite ${unknown.join(', ')} (known: ${suites.map((s) => s.split('.')[0]).join(', ')})`,
  );
  process.exit(2);
}
const chosen = suites.filter((s) => !only || only.some((o) => s.startsWith(`${o}.`)));

/** Runs one suite in one tree; resolves with its `bench:` lines. */
function runSuite(tree, suite) {
  const args = suite.endsWith('.ts') ? ['--import', 'tsx', `bench/${suite}`] : [`bench/${suite}`];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: trees[tree],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', BENCH_ALLOW_UNCACHED_POST: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const found = [];
    let rest = '';
    child.stdout.on('data', (chunk) => {
      process.stderr.write(chunk);
      const text = rest + chunk.toString();
      const lines = text.split('\n');
      rest = lines.pop() ?? '';
      for (const l of lines) {
        // A figure's name starts with a letter: the benches' `(load average …)` notes are not figures.
        const m = /^bench: ([a-z]\S*) (.+) (\S+)$/.exec(l.trim());
        if (m) found.push({ name: m[1], value: m[2], unit: m[3] });
      }
    });
    child.on('exit', (code) => resolve({ code, found }));
  });
}

let failed = 0;
let turn = 0;
for (let round = 1; round <= rounds; round++) {
  for (const suite of chosen) {
    const order = turn++ % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    for (const tree of order) {
      const started = new Date().toISOString();
      const { code, found } = await runSuite(tree, suite);
      if (code !== 0) failed++;
      console.error(`bench-compare: ${suite} in ${tree} (round ${round}) from ${started}, exit ${code}`);
      for (const f of found) console.log([round, suite, tree, f.name, f.value, f.unit].join('\t'));
    }
  }
}
process.exit(failed ? 1 : 0);
