// The `products` listing query (24 cards with facets), on PGlite and PostgreSQL, at seed size and at
// 5,000+ products, beside a bare Node http server in the same run. Measured twice: with the catalogue
// cache (what shoppers get) and with it off (every request runs its SQL).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setCatalogueCacheSeconds } from '../src/api/catalog/cache';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { startTestServer } from '../src/test/gateway-server';
import { testDatabases } from '../src/test/databases';
import { growCatalogue } from './catalogue-generator';
import { autocannon, line } from './load';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const target = Number(process.env.BENCH_PRODUCTS ?? 5000);

const listing = JSON.stringify({
  query: `query($f: ProductFilter) { products(filter: $f, perPage: 24, sort: FEATURED) {
    total pageCount notices inStockCount price { min { amount } max { amount } }
    facets { attribute { code name } values { count selected value { slug name } } }
    items { id slug name discountPercent stockState price { amount currency } mrp { amount } brand { name verified } rating { average count } thumbnail { srcSetAvif srcSetWebp } } } }`,
  variables: { f: { kind: 'SAREE', attributes: [{ code: 'occasion', values: ['festive', 'bridal'] }], minPrice: 300000 } },
});

const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"hello":"world"}}'));
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const bare = await autocannon({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, seconds, connections });
server.close();
line('catalogue_bare_http_rps', Math.round(bare.rps), 'req/s');

for (const t of testDatabases()) {
  const db = t.kind === 'pglite' ? await openDatabase({ memory: true }) : await t.open();
  if (t.kind === 'pglite') await runMigrations(db);
  await seed(db, `${process.env.TMPDIR ?? '/tmp'}/silai-bench-media`);
  for (const size of ['seed', String(target)]) {
    const products = size === 'seed' ? null : await growCatalogue(db, target);
    if (products) line(`catalogue_products_${t.kind}`, products, 'products');
    for (const mode of ['cached', 'uncached'] as const) {
      setCatalogueCacheSeconds(mode === 'cached' ? 60 : 0);
      const s = await startTestServer(db, { production: true, seed: false });
      const r = await autocannon({ url: `${s.url}/graphql`, method: 'POST', body: listing, headers: { 'content-type': 'application/json', role: 'anonymous' }, seconds, connections });
      await s.close();
      // Requests autocannon abandoned at the end may still be running: let them finish before the next step.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      if (r.errors || r.non2xx) throw new Error(`listing on ${t.kind}: ${r.errors} errors, ${r.non2xx} non-2xx`);
      const name = `products_listing_${mode}_${t.kind}_${size}`;
      line(`${name}_rps`, Math.round(r.rps), 'req/s');
      line(`${name}_p99`, r.p99, 'ms');
      line(`${name}_to_bare_ratio`, r.rps / bare.rps, 'ratio');
    }
  }
  await db.close();
}
