// Anonymous catalogue reads through the real HTTP gateway on PostgreSQL, beside a bare Node http server
// in the same run: the floor (`{ __typename }` by POST), then each read by POST with its query text (as
// any GraphQL client sends it: kept by the response cache like the persisted GET, counting the SQL
// statements a kept answer runs), then as persisted GETs; both answered before GraphQL runs.
import { ProductListingDocument, ProductPageDocument } from '../src/gql/graphql';
import { testDatabases } from '../src/test/databases';
import { startTestServer } from '../src/test/gateway-server';
import { productOf } from '../src/test/buying-fixtures';
import { autocannon, bareHttp, line } from './load';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const postgres = testDatabases().find((t) => t.kind === 'postgres');

if (!postgres) {
  console.log('bench: response_cache skipped (DATABASE_URL is unset: these figures are for PostgreSQL)');
  process.exit(0);
}

const bare = await bareHttp({ seconds, connections });
line('response_cache_bare_http_rps', Math.round(bare.rps), 'req/s');

// Statements the gateway runs, counted while kept answers are asked for (goal: none).
let statements = 0;
const db = await postgres.open({ onQuery: (q) => void (q !== 'select 1' && statements++) });
const server = await startTestServer(db, { production: true });
const product = await productOf(db, 'saree', 0);
const operations = [
  { name: 'catalogue', doc: ProductListingDocument, variables: { filter: { kind: 'SAREE' }, page: 1, perPage: 24 } },
  { name: 'product', doc: ProductPageDocument, variables: { slug: product.slug } },
];
const headers = { role: 'anonymous', 'x-locale': 'en' };

function persistedUrl(hash: string, variables: Record<string, unknown>): string {
  const params = new URLSearchParams({
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
  });
  return `${server.url}/graphql?${params}`;
}

try {
  // The stack's floor: the smallest query by POST, as any GraphQL client sends it.
  const floor = await autocannon({
    url: `${server.url}/graphql`,
    method: 'POST',
    body: JSON.stringify({ query: '{ __typename }' }),
    headers: { ...headers, 'content-type': 'application/json' },
    seconds,
    connections,
  });
  if (floor.errors || floor.non2xx) throw new Error(`__typename POST: ${floor.errors} errors, ${floor.non2xx} non-2xx`);
  line('post_typename_rps_postgres', Math.round(floor.rps), 'req/s');
  line('post_typename_to_bare_ratio_postgres', floor.rps / bare.rps, 'ratio');
  for (const op of operations) {
    const body = JSON.stringify({ query: op.doc.toString(), variables: op.variables });
    // Kept by the catalogue after the first: the next ones should run no statement.
    const ask = () =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      }).then((r) => r.text());
    const kept = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    });
    await kept.text();
    // BENCH_ALLOW_UNCACHED_POST=1 (scripts/bench-compare.mjs) measures a tree from before POSTs were
    // kept as it answers them; unset, a POST that is not kept stops the bench.
    const wasKept = kept.headers.get('cache-control') === 'public, no-cache';
    if (!wasKept && process.env.BENCH_ALLOW_UNCACHED_POST !== '1') throw new Error(`${op.name}: the POST was not kept`);
    statements = 0;
    for (let i = 0; i < 20; i++) await ask();
    line(`${op.name}_post_sql_per_answer_postgres`, statements / 20, 'statements');
    const hash: unknown = op.doc.__meta__?.hash;
    if (typeof hash !== 'string') throw new Error(`${op.name}: the document has no persisted hash (npm run codegen)`);
    const post = await autocannon({
      url: `${server.url}/graphql`,
      method: 'POST',
      body,
      headers: { ...headers, 'content-type': 'application/json' },
      seconds,
      connections,
    });
    if (post.errors || post.non2xx) throw new Error(`${op.name} POST: ${post.errors} errors, ${post.non2xx} non-2xx`);
    line(`${op.name}_post_rps_postgres`, Math.round(post.rps), 'req/s');
    line(`${op.name}_post_p99_postgres`, post.p99, 'ms');
    line(`${op.name}_post_to_bare_ratio_postgres`, post.rps / bare.rps, 'ratio');

    const url = persistedUrl(hash, op.variables);
    const first = await fetch(url, { headers });
    if (first.headers.get('cache-control') !== 'public, no-cache')
      throw new Error(`${op.name}: the persisted GET was not cacheable`);
    const get = await autocannon({ url, headers, seconds, connections });
    if (get.errors || get.non2xx) throw new Error(`${op.name} GET: ${get.errors} errors, ${get.non2xx} non-2xx`);
    line(`${op.name}_anon_rps_postgres`, Math.round(get.rps), 'req/s');
    line(`${op.name}_anon_p99_postgres`, get.p99, 'ms');
    line(`${op.name}_anon_to_bare_ratio_postgres`, get.rps / bare.rps, 'ratio');
    // The same bytes and headers from a bare server: what the answer's size alone costs this machine (the
    // load generator shares its two cores and reads every byte), beside the 26-byte bare answer above.
    // As autocannon asks (no compression); the framing headers are the bare server's own.
    const sent = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
    const framing = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);
    const answer = {
      body: Buffer.from(await sent.arrayBuffer()),
      headers: Object.fromEntries([...sent.headers].filter(([k]) => !framing.has(k))),
    };
    const same = await bareHttp({ seconds, connections, answer });
    line(`${op.name}_bare_same_answer_rps`, Math.round(same.rps), 'req/s');
    line(`${op.name}_anon_to_same_answer_ratio_postgres`, get.rps / same.rps, 'ratio');
  }
} finally {
  await server.close();
  await db.close();
}
