// Gateway throughput for a catalogue-shaped query against a bare Node http server, same run, same machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase, type DbHandle } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { startTestServer } from '../src/test/gateway-server';
import { testDatabases } from '../src/test/databases';
import { autocannon, line } from './load';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

// What the home page asks for: banners, badges and the category tree with images.
const catalogueQuery = JSON.stringify({
  query: `{ banners { id title description buttonText buttonLink discount image { src srcSetAvif srcSetWebp width height } }
    trustBadges { id icon title description }
    categories { id slug name description image { srcSetAvif } children { id slug name } } }`,
});

async function bare(): Promise<number> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"data":{"hello":"world"}}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const r = await autocannon({ url: `http://127.0.0.1:${port}/`, seconds, connections });
  server.close();
  line('bare_http_rps', Math.round(r.rps), 'req/s');
  line('bare_http_p99', r.p99, 'ms');
  return r.rps;
}

async function gateway(kind: string, db: DbHandle, bareRps: number) {
  const server = await startTestServer(db, { production: true });
  const r = await autocannon({
    url: `${server.url}/graphql`,
    method: 'POST',
    body: catalogueQuery,
    headers: { 'content-type': 'application/json', role: 'anonymous' },
    seconds,
    connections,
  });
  await server.close();
  if (r.errors || r.non2xx) throw new Error(`gateway on ${kind}: ${r.errors} errors, ${r.non2xx} non-2xx`);
  line(`gateway_catalogue_rps_${kind}`, Math.round(r.rps), 'req/s');
  line(`gateway_catalogue_p99_${kind}`, r.p99, 'ms');
  line(`gateway_to_bare_ratio_${kind}`, r.rps / bareRps, 'ratio');
}

const bareRps = await bare();
for (const t of testDatabases()) {
  const db = t.kind === 'pglite' ? await openDatabase({ memory: true }) : await t.open();
  if (t.kind === 'pglite') await runMigrations(db);
  await gateway(t.kind, db, bareRps);
  await db.close();
}
