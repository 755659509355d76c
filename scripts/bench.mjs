// `npm run bench`: every benchmark, each printing `bench: <name> <value> <unit>` lines.
import { spawnSync } from 'node:child_process';

const suites = [
  [process.execPath, ['--import', 'tsx', 'bench/gateway.bench.ts']],
  [process.execPath, ['--import', 'tsx', 'bench/hostile.bench.ts']],
  [process.execPath, ['--import', 'tsx', 'bench/catalogue.bench.ts']],
  [process.execPath, ['--import', 'tsx', 'bench/cold-start.bench.ts']],
  [process.execPath, ['--import', 'tsx', 'bench/response-cache.bench.ts']],
  [process.execPath, ['--import', 'tsx', 'bench/checkout.bench.ts']],
  [process.execPath, ['--import', 'tsx', 'bench/consultations.bench.ts']],
  [process.execPath, ['--import', 'tsx', 'bench/admin-orders.bench.ts']],
  [process.execPath, ['--import', 'tsx', 'bench/first-start-pictures.bench.ts']],
  [process.execPath, ['bench/pages.bench.mjs']],
  [process.execPath, ['bench/interactions.bench.mjs']],
  [process.execPath, ['--import', 'tsx', 'bench/cluster.bench.ts']],
];
console.log(
  `bench: machine ${process.platform}-${process.arch} node ${process.version}, ${(await import('node:os')).cpus().length} cores`,
);
let failed = 0;
for (const [cmd, args] of suites) {
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn' },
  });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
