import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { productSeeds } from '../../src/db/seed/catalogue-data/products';
import { storeEnv, storeNodeArgs } from '../../scripts/store-process.mjs';

// Hostile requests to the pages (the API routes have their suite in src/test/hostile/http.test.ts),
// against a store of this spec's own, so its log can be read and its database checked afterwards:
// every answer below 500 with no stack or SQL, no raw control character in the log, and no stock,
// order or payment changed. Requests only; no browser. The store runs without the test gateway, as a
// live store does.

const port = Number(process.env.E2E_PORT ?? 3100) + 5;
const base = `http://127.0.0.1:${port}`;
let store: ChildProcess | null = null;
let output = '';
let dataDir = '';
let api: APIRequestContext;

const stackOrSql = new RegExp(
  [
    String.raw`(\n|\\n)\s+at [^\n]+?:\d+:\d+`,
    String.raw`\b(TypeError|ReferenceError|RangeError|URIError): `,
    String.raw`Failed query|params: `,
    String.raw`\bselect\s+(?:"|\*|distinct\b|count\()|\binsert\s+into\s+"|\bupdate\s+"\w+"\s+set\b|\bdelete\s+from\s+"`,
    String.raw`syntax error at|violates (?:unique|check|foreign key|not-null)|invalid byte sequence|invalid input syntax|relation "|SQLSTATE`,
    String.raw`\bdrizzle|node_modules|\.tsx?:\d+`,
  ].join('|'),
  'i',
);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'silai-hostile-'));
  // The store as `npm start` runs it (dist/server.mjs, compiled before the journeys' own stores start),
  // which starts in seconds where tsx compiles server.ts first.
  const child = spawn(process.execPath, storeNodeArgs, {
    env: storeEnv({
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      MEDIA_PRERENDER: 'false',
      PAYMENT_TEST_GATEWAY: 'false',
    }),
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (output += d.toString('utf8')));
  store = child;
  const healthy = () =>
    fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
  await expect
    .poll(healthy, { message: 'the hostile-pages store did not become healthy', intervals: [500], timeout: 150_000 })
    .toBe(true);
  api = await playwrightRequest.newContext({ baseURL: base });
});

test.afterAll(async () => {
  await api?.dispose();
  if (store && store.exitCode === null) {
    store.kill('SIGTERM');
    await new Promise((r) => store!.once('exit', r));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function expectClean(status: number, body: string) {
  expect(status).toBeLessThan(500);
  expect(body).not.toMatch(stackOrSql);
  expect(body).not.toContain('root:x:0:0');
}

/** Bytes exactly as given, for what a URL parser would tidy away (dot segments, raw control bytes). */
function raw(target: string, method = 'GET'): Promise<{ status: number | null; text: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? NaN) || null, text });
    });
    socket.setTimeout(30_000, () => socket.destroy());
    socket.write(Buffer.from(`${method} ${target} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`, 'latin1'));
  });
}

const brokenEscapes = [
  '%',
  '%E0%A4',
  '%ZZ',
  '%C0%AF',
  '%C0%AE%C0%AE%C0%AF',
  '%E0%80%AF',
  '%F0%80%80%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%00',
  '%0A',
  '%0D%0A%7B%22level%22%3A%22error%22%7D',
  '%2e%2e%2f',
  '%u002e',
];
const pagePrefixes = [
  '/products/',
  '/orders/',
  '/collections/',
  '/pay/test/',
  '/search?q=',
  '/sarees?weave=',
  '/processing-payment?order=',
  '/login?next=',
  '/locales/',
  '/_next/static/',
];
const slug = productSeeds[0]!.slug;

const gets: string[] = [
  ...pagePrefixes.flatMap((p) => brokenEscapes.map((e) => `${p}${e}`)),
  '/products/a%00b',
  `/products/${slug}%00`,
  '/orders/SL-%00',
  '/orders/SL-AAAAAAAA%00%0A',
  '/collections/a%00b',
  '/pay/test/a%00b',
  '/sarees?page=-1',
  '/sarees?page=1e309',
  '/sarees?page=NaN',
  '/sarees?min=NaN&max=Infinity',
  '/sarees?min=-1e309&max=1e309&sort=%3Cscript%3E',
  '/sarees?perPage=1000000000&page=99999999999999999999',
  '/fabrics?inStock=maybe&weave[]=x&weave=__proto__',
  '/tailoring?min=abc&max=-5',
  '/collections/bridal?page=-5',
  `/search?q=${'x'.repeat(5000)}`,
  `/sarees?${'weave=banarasi&'.repeat(2000)}`,
  `/products/${'a'.repeat(4000)}`,
  '/login?next=%0d%0aSet-Cookie:%20injected=1',
  '/login?next=https://evil.example',
  '/processing-payment?order=%0d%0aLocation:%20https://evil.example',
  '/_next/image?url=/etc/passwd&w=64&q=75',
  '/_next/image?url=http://169.254.169.254/latest&w=64&q=75',
  '/locales/..%2f..%2fpackage.json',
  '/_next/static/%2e%2e/%2e%2e/package.json',
  '/sitemap.xml?page=-1',
  '/robots.txt%00',
];

const methodRoutes = ['/', `/products/${slug}`, '/orders', '/cart', '/sarees', '/pay/test/x', '/login', '/sitemap.xml'];
const methods = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'];

const traversal = [
  '/products/../../etc/passwd',
  '/_next/static/../../../../etc/passwd',
  '/locales/../../package.json',
  '/locales/en/../../../.env',
  '/orders/..%2f..%2f..%2fetc%2fpasswd',
  '/products/a\u0000b',
  '/orders/\r\nx',
  '/search?q=\u001b[31mred',
];

test.describe('hostile requests to the pages', () => {
  for (const url of gets) {
    test(`GET ${url.slice(0, 90)}`, async () => {
      const res = await api.get(url, { maxRedirects: 0 });
      expectClean(res.status(), await res.text());
      expect(res.headers()['set-cookie'] ?? '').not.toContain('injected');
      expect(res.headers()['location'] ?? '').not.toContain('evil.example');
    });
  }

  for (const route of methodRoutes) {
    for (const method of methods) {
      test(`${method} ${route}`, async () => {
        const res = await api.fetch(route, {
          method,
          data: method === 'POST' || method === 'PUT' || method === 'PATCH' ? 'x=1' : undefined,
          headers: method === 'POST' ? { 'next-action': 'abc' } : {},
          maxRedirects: 0,
        });
        expectClean(res.status(), await res.text());
      });
    }
  }

  for (const target of traversal) {
    test(`raw ${JSON.stringify(target)}`, async () => {
      const res = await raw(target);
      if (res.status !== null) expectClean(res.status, res.text);
    });
  }

  test('an address that cannot name an order or a payment, and the test gateway without the gateway, is a real 404 page', async () => {
    for (const url of [
      '/orders/nope',
      '/orders/SL-0000000O',
      '/orders/SL-AAAAAAAAA',
      '/orders/sl-aaaaaaaa',
      '/pay/test/x',
      '/pay/test/a.b',
      '/pay/test/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const res = await api.get(url, { maxRedirects: 0 });
      expect(res.status(), url).toBe(404);
      expect(await res.text(), url).toContain('We could not find that page');
    }
  });

  test('afterwards: the log holds JSON lines without raw control characters, and nothing was bought, paid or changed', async () => {
    test.setTimeout(120_000);
    expect((await api.get('/healthz')).status()).toBe(200);
    store!.kill('SIGTERM');
    await new Promise((r) => store!.once('exit', r));
    const lines = output.split('\n').filter((l) => l.length > 0);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
      expect(() => JSON.parse(line) as unknown, line.slice(0, 200)).not.toThrow();
      expect(line).not.toMatch(/params: (?!\[redacted\])/);
    }
    const db = new PGlite(path.join(dataDir, 'pg'));
    try {
      const count = async (table: string) =>
        (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
      for (const table of ['orders', 'order_items', 'order_events', 'payments', 'payment_events', 'carts'])
        expect(await count(table), table).toBe(0);
      // Stock is numeric(10, 2) (fabric sold by the metre); as float8 it reads as the number the seed wrote.
      const rows = (
        await db.query<{ slug: string; stock: number | null; price: number }>(
          'select slug, stock::float8 as stock, price_minor as price from products',
        )
      ).rows;
      const bySlug = new Map(rows.map((r) => [r.slug, r]));
      for (const p of productSeeds)
        expect(bySlug.get(p.slug), p.slug).toMatchObject({ stock: p.stock, price: Math.round(p.price * 100) });
    } finally {
      await db.close();
    }
  });
});
