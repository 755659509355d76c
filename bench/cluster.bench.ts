// Several store processes behind nginx (`npm run cluster`, tests/cluster/harness.ts): reads and orders per
// second through nginx with two processes, beside one process behind the same nginx setup and the bare
// server, in the same run. Bounded: loopback only, fixed durations, a fixed number of orders.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { nginxBinary, writeNginxConfig } from '../scripts/cluster-parts.mjs';
import { productOf } from '../src/test/buying-fixtures';
import { eventually, ports, startCluster, type Cluster } from '../tests/cluster/harness';
import { autocannon, bareHttp, line } from './load';
import type { LoadPlan, LoadRun } from './checkout-load';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 20;
const orders = Number(process.env.BENCH_CLUSTER_ORDERS ?? 240);
const nginx = nginxBinary();
if (!process.env.DATABASE_URL || !nginx) {
  console.log('bench: cluster skipped (needs DATABASE_URL, and nginx: apt-get install nginx)');
  process.exit(0);
}

const bareRun = await bareHttp({ seconds, connections });
line('cluster_bare_http_rps', Math.round(bareRun.rps), 'req/s');

/** Runs bench/checkout-client.ts (the buyers as a process of their own) against `url`. */
function placeOrders(plan: LoadPlan<{ headers: Record<string, string>; addressId: string }>): Promise<LoadRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/checkout-client.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stdin.end(JSON.stringify(plan));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as LoadRun) : reject(new Error(`client exited ${code}`)),
    ),
  );
}

async function measure(c: Cluster, name: string, base: string): Promise<void> {
  const saree = await productOf(c.db, 'saree', 0);
  const reads = await autocannon({
    url: `${base}/graphql`,
    method: 'POST',
    seconds,
    connections,
    headers: { 'content-type': 'application/json', role: 'anonymous' },
    body: JSON.stringify({ query: `{ product(slug: "${saree.slug}") { id name price { amount } stockState } }` }),
  });
  if (reads.errors || reads.non2xx) throw new Error(`${name}: ${reads.errors} errors, ${reads.non2xx} non-2xx reads`);
  line(`cluster_reads_${name}_rps`, Math.round(reads.rps), 'req/s');
  line(`cluster_reads_${name}_vs_bare`, reads.rps / bareRun.rps, 'x');
  const fabrics = await Promise.all(Array.from({ length: 20 }, (_, i) => productOf(c.db, 'fabric', i, 1_000_000)));
  const buyers = [];
  for (let i = 0; i < Math.ceil(orders / 3); i += 10)
    buyers.push(...(await Promise.all(Array.from({ length: 10 }, () => c.shopper()))));
  const run = await placeOrders({
    url: base,
    buyers: buyers.map((b) => ({ headers: b.auth, addressId: b.addressId })),
    products: fabrics.map((f) => f.id),
    concurrency: connections,
    orders,
    seconds: seconds * 6,
  });
  if (run.failed) throw new Error(`${name}: ${run.failed} of ${run.latencies.length} orders failed`);
  run.latencies.sort((x, y) => x - y);
  line(`cluster_orders_${name}_per_s`, run.latencies.length / run.seconds, 'orders/s');
  line(
    `cluster_orders_${name}_p99`,
    Math.round(run.latencies[Math.ceil(run.latencies.length * 0.99) - 1]! * 10) / 10,
    'ms',
  );
}

const c = await startCluster();
// One process behind its own nginx, same settings: the run's baseline for what the second process adds.
const oneDir = path.resolve('.data/cluster-bench-one');
const onePort = ports.nginx + 1;
const conf = writeNginxConfig(oneDir, onePort, [ports.a]);
const one = spawn(nginx, ['-c', conf, '-p', oneDir, '-g', 'daemon off;'], { stdio: 'inherit' });
try {
  await eventually(async () => (await fetch(`http://127.0.0.1:${onePort}/healthz`).catch(() => null))?.ok === true);
  await measure(c, 'one_process', `http://127.0.0.1:${onePort}`);
  await measure(c, 'two_processes', `http://127.0.0.1:${ports.nginx}`);
} finally {
  one.kill('SIGQUIT');
  await c.stop();
}
