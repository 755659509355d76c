// The store under a hostile query (related products nested six deep): ten at once, round after round, while /healthz is asked every
// 10 ms. Measures how fast the refusals come and whether health checks stay quick meanwhile.
// Bounded: loopback only, a fixed number of rounds, each request capped.
import { Worker } from 'node:worker_threads';
import { startTestServer } from '../src/test/gateway-server';
import { testDatabases } from '../src/test/databases';
import { line } from './load';

const rounds = Number(process.env.BENCH_HOSTILE_ROUNDS ?? 100);
const warmupRounds = 5;
const perRound = 10;
const hostile = '{products{items{related{related{related{related{related{related{id}}}}}}}}}';

// The clients run in a worker thread: their clocks are not held up by the server's event loop.
const client = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, rounds, warmupRounds, perRound, query } = workerData;
const now = () => performance.now();
async function timed(u, init) {
  const t = now();
  const res = await fetch(u, { ...init, signal: AbortSignal.timeout(60000) });
  const text = await res.text();
  return { ms: now() - t, status: res.status, text };
}
const hostile = () => timed(url + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', role: 'anonymous' }, body: JSON.stringify({ query }) });
(async () => {
  // Unmeasured rounds first: the first requests compile what every later one reuses.
  for (let i = 0; i < warmupRounds; i++) {
    await Promise.all(Array.from({ length: perRound }, hostile));
    await timed(url + '/healthz');
  }
  // The same polling with nothing else going on: what this machine gives /healthz anyway.
  const idle = [];
  for (let i = 0; i < 100; i++) {
    idle.push((await timed(url + '/healthz')).ms);
    await new Promise((r) => setTimeout(r, 10));
  }
  const health = [];
  let stop = false;
  const poll = (async () => {
    while (!stop) {
      const r = await timed(url + '/healthz');
      health.push(r.ms);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const refusals = [];
  let unexpected = 0;
  for (let i = 0; i < rounds; i++) {
    const answers = await Promise.all(Array.from({ length: perRound }, hostile));
    for (const a of answers) {
      refusals.push(a.ms);
      if (a.status >= 500 || !a.text.includes('too-complex')) unexpected++;
    }
  }
  stop = true;
  await poll;
  parentPort.postMessage({ idle, health, refusals, unexpected });
})().catch((e) => parentPort.postMessage({ error: String(e) }));
`;

function p99(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil(s.length * 0.99) - 1)]! * 10) / 10;
}

for (const t of testDatabases()) {
  const db = await t.open();
  const server = await startTestServer(db, { production: true });
  try {
    const result = await new Promise<{
      idle: number[];
      health: number[];
      refusals: number[];
      unexpected: number;
      error?: string;
    }>((resolve, reject) => {
      const w = new Worker(client, {
        eval: true,
        workerData: { url: server.url, rounds, warmupRounds, perRound, query: hostile },
      });
      w.once('message', resolve);
      w.once('error', reject);
    });
    if (result.error) throw new Error(result.error);
    if (result.unexpected) throw new Error(`${result.unexpected} hostile queries were not refused cleanly`);
    const suffix = t.kind === 'pglite' ? '' : `_${t.kind}`;
    line(`hostile_refusal_p99${suffix}`, p99(result.refusals), 'ms');
    line(`hostile_healthz_p99${suffix}`, p99(result.health), 'ms');
    line(`hostile_healthz_idle_p99${suffix}`, p99(result.idle), 'ms');
    line(`hostile_requests${suffix}`, result.refusals.length, 'requests');
    line(`hostile_healthz_samples${suffix}`, result.health.length, 'samples');
  } finally {
    await server.close();
    await db.close();
  }
}
