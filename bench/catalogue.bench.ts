// The `products` listing query (24 cards with facets), on PGlite and PostgreSQL, at seed size, 5,000 and
// (PostgreSQL) 50,000 products, beside a bare Node http server in the same run. Measured twice: with the
// catalogue cache (what shoppers get) and with it off (every request runs its SQL). Then the memory of the
// real store process (server.ts, embedded PGlite, fresh data directory): idle, and its peak under a fixed
// load of pages and listings.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setCatalogueCacheSeconds } from '../src/api/catalog';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { startTestServer } from '../src/test/gateway-server';
import { testDatabases } from '../src/test/databases';
import { storeEnv, storeNodeArgs } from '../scripts/store-process.mjs';
import { growCatalogue } from './catalogue-generator';
import { autocannon, line } from './load';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const sizesFor = (kind: 'pglite' | 'postgres') =>
  (process.env[`BENCH_SIZES_${kind.toUpperCase()}`] ?? (kind === 'pglite' ? 'seed,5000' : 'seed,5000,50000'))
    .split(',')
    .filter(Boolean);

const listing = JSON.stringify({
  query: `query($f: ProductFilter) { products(filter: $f, perPage: 24, sort: FEATURED) {
    total pageCount notices inStockCount price { min { amount } max { amount } }
    facets { attribute { code name } values { count selected value { slug name } } }
    items { id slug name discountPercent stockState price { amount currency } mrp { amount } brand { name verified } rating { average count } thumbnail { srcSetAvif srcSetWebp } } } }`,
  variables: {
    f: { kind: 'SAREE', attributes: [{ code: 'occasion', values: ['festive', 'bridal'] }], minPrice: 300000 },
  },
});
const listingRequest = {
  method: 'POST',
  body: listing,
  headers: { 'content-type': 'application/json', role: 'anonymous' },
};

const load = () =>
  process.platform === 'linux' ? readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ') : 'n/a';

const server = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"hello":"world"}}'),
);
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const bare = await autocannon({
  url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
  seconds,
  connections,
});
server.close();
line('catalogue_bare_http_rps', Math.round(bare.rps), 'req/s');
console.log(`bench: (load average ${load()})`);

for (const t of testDatabases()) {
  const db = t.kind === 'pglite' ? await openDatabase({ memory: true }) : await t.open();
  if (t.kind === 'pglite') await runMigrations(db);
  await seed(db, `${process.env.TMPDIR ?? '/tmp'}/silai-bench-media`);
  for (const size of sizesFor(t.kind)) {
    if (size !== 'seed') {
      const started = performance.now();
      const products = await growCatalogue(db, Number(size));
      line(`catalogue_products_${t.kind}_${size}`, products, 'products');
      line(`catalogue_grow_${t.kind}_${size}_seconds`, (performance.now() - started) / 1000, 's');
    }
    for (const mode of ['cached', 'uncached'] as const) {
      setCatalogueCacheSeconds(mode === 'cached' ? 60 : 0);
      const s = await startTestServer(db, { production: true, seed: false });
      const r = await autocannon({ url: `${s.url}/graphql`, ...listingRequest, seconds, connections });
      await s.close();
      // Requests autocannon abandoned at the end may still be running: let them finish before the next step.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      if (r.errors || r.non2xx) throw new Error(`listing on ${t.kind}: ${r.errors} errors, ${r.non2xx} non-2xx`);
      const name = `products_listing_${mode}_${t.kind}_${size}`;
      line(`${name}_rps`, Math.round(r.rps), 'req/s');
      line(`${name}_p99`, r.p99, 'ms');
      line(`${name}_to_bare_ratio`, r.rps / bare.rps, 'ratio');
      if (mode === 'uncached') {
        line(`catalogue_uncached_p99_${size}_${t.kind}`, r.p99, 'ms');
        line(`catalogue_uncached_rps_${size}_${t.kind}`, Math.round(r.rps), 'req/s');
      }
    }
    console.log(`bench: (load average ${load()})`);
  }
  await db.close();
}

if (process.env.BENCH_RSS !== '0') await measureStoreMemory();

/**
 * Idle and peak resident memory of the store as shoppers run it: `server.ts` in production on a fresh
 * embedded database, sampled from /proc while pages, product pages and listings are driven at once.
 */
async function measureStoreMemory(): Promise<void> {
  if (spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' }).status !== 0)
    throw new Error('the store did not build');
  const port = Number(process.env.BENCH_PORT ?? 3300);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'silai-rss-'));
  // Started as `npm start` starts it (scripts/store-process.mjs).
  const child = spawn(process.execPath, storeNodeArgs, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: storeEnv({
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      MEDIA_PRERENDER: 'false',
      LOG_LEVEL: 'warn',
    }),
  });
  try {
    await waitFor(`${base}/healthz`);
    // Every page kind once (and its images rendered), then settle: that is "idle".
    for (const p of ['/', '/sarees', '/products/red-banarasi-silk-saree', '/cart'])
      await fetch(base + p).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 3000));
    const idle = rssMb(child);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child))), 200);
    const loadSeconds = Number(process.env.BENCH_RSS_SECONDS ?? 20);
    const runs = await Promise.all([
      autocannon({ url: `${base}/sarees`, seconds: loadSeconds, connections: 4 }),
      autocannon({ url: `${base}/products/red-banarasi-silk-saree`, seconds: loadSeconds, connections: 2 }),
      autocannon({ url: `${base}/graphql`, ...listingRequest, seconds: loadSeconds, connections: 4 }),
    ]);
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(child));
    if (runs.some((r) => r.errors)) throw new Error(`store under load: ${runs.map((r) => r.errors).join('/')} errors`);
    line('rss_idle_mb', idle, 'MB');
    line('rss_under_load_mb', peak, 'MB');
    line('rss_load_requests_rps', Math.round(runs.reduce((s, r) => s + r.rps, 0)), 'req/s');
    console.log(`bench: (load average ${load()})`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; ; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (i > 240) throw new Error(`${url} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
