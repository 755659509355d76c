import { createHmac } from 'node:crypto';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../../db/client';
import { startTestServer, type TestServer } from '../gateway-server';
import { testDatabases } from '../databases';

// Hostile requests over plain HTTP against the real server on a random port: every route family the
// process answers itself (/graphql, /healthz, /media, /api/market-2, /api/payments). The pages are
// covered by tests/e2e/hostile-pages.spec.ts (they need the production build).
// Each answer: below 500, no stack trace, no SQL. After all of them: no raw control character in the
// log, and stock, orders and payments exactly as before.

const testSecret = 'hostile-suite-test-gateway-secret-0123456789';
const webhookSecret = 'whsec_hostile_0123456789';
const sign = (secret: string, body: string | Buffer) => createHmac('sha256', secret).update(body).digest('hex');

type Answer = { status: number | null; raw: string };
/** nodeAnswer: Node's parser answers by itself (a bare 400 with no body), before any handler of ours. */
type Case = { name: string; request: string | Buffer; allowNoAnswer?: boolean; waitMs?: number; nodeAnswer?: boolean };

/** Sends bytes exactly as given (fetch would normalise the path) and reads the whole answer. */
function send(port: number, request: string | Buffer, waitMs = 15_000): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(raw);
      resolve({ status: m ? Number(m[1]) : null, raw });
    };
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', done);
    socket.on('error', () => undefined); // a reset after the answer: what was read counts
    socket.setTimeout(waitMs, () => socket.destroy());
    socket.write(request);
  });
}

/**
 * One HTTP/1.1 request as bytes (the request line and headers byte for byte, Latin-1), closing the
 * connection after the answer; `tail` is sent after the head as it is (a body without a length…).
 */
function req(
  method: string,
  target: string,
  opts: { headers?: Record<string, string>; body?: string | Buffer; raw?: string; tail?: string } = {},
): Buffer {
  const body = opts.body === undefined ? null : Buffer.isBuffer(opts.body) ? opts.body : Buffer.from(opts.body, 'utf8');
  const headers = {
    host: '127.0.0.1',
    connection: 'close',
    ...(body ? { 'content-length': String(body.length) } : {}),
    ...opts.headers,
  };
  const head = `${method} ${target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}${opts.raw ?? ''}\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), body ?? Buffer.alloc(0), Buffer.from(opts.tail ?? '', 'latin1')]);
}

// A stack frame ("    at fn (file.ts:1:2)"), a Node error name, or SQL / database wording.
// (Also escaped inside JSON: "\\n    at …".)
const stackOrSql = new RegExp(
  [
    String.raw`(\n|\\n)\s+at [^\n]+?:\d+:\d+`,
    String.raw`\b(TypeError|ReferenceError|RangeError|SyntaxError|URIError): `,
    String.raw`Failed query|params: `,
    String.raw`\bselect\s+(?:"|\*|distinct\b|count\()|\binsert\s+into\s+"|\bupdate\s+"\w+"\s+set\b|\bdelete\s+from\s+"`,
    String.raw`syntax error at|violates (?:unique|check|foreign key|not-null)|invalid byte sequence|invalid input syntax|relation "|SQLSTATE`,
    // (Not the database's name: /healthz says which one runs, on purpose.)
    String.raw`\bdrizzle|node_modules|\.ts:\d+`,
  ].join('|'),
  'i',
);

// ---- the cases ----------------------------------------------------------------------------------

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
  '%0D%0A',
  '%2e%2e%2f',
  '%u002e',
];
const prefixes = [
  '/media/',
  '/api/market-2/',
  '/api/market-2/category-based-product?tag=',
  '/api/market-2/products?type=',
  '/api/payments/test/',
  '/api/payments/razorpay/webhook?x=',
  '/graphql?query=',
  '/healthz?x=',
];
const escapeCases: Case[] = prefixes.flatMap((p) =>
  brokenEscapes.map((e) => ({ name: `GET ${p}${e}`, request: req('GET', `${p}${e}`) })),
);

// Raw bytes the parser must refuse or treat as data: NUL, CR, LF, TAB, ESC, DEL, an overlong '/'.
const rawBytes: [string, string][] = [
  ['NUL', '\u0000'],
  ['CR', '\r'],
  ['LF', '\n'],
  ['TAB', '\t'],
  ['ESC', '\u001b[31m'],
  ['DEL', '\u007f'],
  ['overlong /', '\u00c0\u00af'],
];
const rawTargets = (b: string) => [
  `/media/a${b}b-320.avif`,
  `/api/market-2/products?type=${b}`,
  `/healthz?x=${b}{"level":"error"}`,
  `/api/market-2/categories?lang=${b}`,
];
const controlCases: Case[] = rawBytes.flatMap(([label, b]) =>
  rawTargets(b).map((t) => ({ name: `raw ${label} in ${t.replace(b, '<' + label + '>')}`, request: req('GET', t) })),
);

const big = (n: number) => 'x'.repeat(n);
const hugeCases: Case[] = [
  { name: 'a 10 kB query string on the feed', request: req('GET', `/api/market-2/products?type=${big(10_000)}`) },
  { name: 'a 60 kB query string on /media', request: req('GET', `/media/p-a-1-320.avif?${big(60_000)}`) },
  { name: 'a 200 kB query string (over the header limit)', request: req('GET', `/healthz?${big(200_000)}`) },
  {
    name: '5000 query parameters',
    request: req('GET', `/api/market-2/products?${Array.from({ length: 5000 }, (_, i) => `p${i}=1`).join('&')}`),
  },
  { name: 'a 10 kB tag', request: req('GET', `/api/market-2/category-based-product?tag=${big(10_000)}`) },
  { name: 'a 5 kB path under /media', request: req('GET', `/media/${big(5_000)}-320.avif`) },
  { name: 'a 100 kB header', request: req('GET', '/healthz', { headers: { 'x-filler': big(100_000) } }) },
  {
    name: '500 headers',
    request: req('GET', '/healthz', { raw: Array.from({ length: 500 }, (_, i) => `x-h${i}: ${i}\r\n`).join('') }),
  },
];

const routes = [
  '/graphql',
  '/healthz',
  '/api/market-2/products',
  '/api/market-2/brand',
  '/api/payments/test/webhook',
  '/api/payments/razorpay/webhook',
  '/media/p-none-1-320.avif',
  '/nowhere',
];
const methodCases: Case[] = routes.flatMap((r) =>
  ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'HEAD'].map((m) => ({
    name: `${m} ${r}`,
    request: req(
      m,
      r,
      m === 'PUT' || m === 'PATCH' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {},
    ),
  })),
);
methodCases.push({ name: 'CONNECT to another host', request: req('CONNECT', 'example.com:443'), allowNoAnswer: true });
methodCases.push({ name: 'a made-up method', request: req('BREW', '/healthz') });

const badBodies: [string, string | Buffer][] = [
  ['empty', ''],
  ['half an object', '{'],
  ['null', 'null'],
  ['an array', '[]'],
  ['a string', '"x"'],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xc0, 0xaf, 0xff, 0x22, 0x7d])],
  ['NUL bytes', '{"a":"\u0000"}\u0000'],
  ['deep nesting', '['.repeat(20_000) + ']'.repeat(20_000)],
  ['a huge number', '{"amount":1e309}'],
  ['prototype keys', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'],
];
const contentTypes = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
];
const bodyCases: Case[] = [
  ...['/api/payments/test/webhook', '/api/payments/razorpay/webhook'].flatMap((path) =>
    badBodies.flatMap(([label, body]) =>
      contentTypes.slice(0, 2).map((ct) => ({
        name: `POST ${path} with ${label} as ${ct}`,
        request: req('POST', path, { body, headers: { 'content-type': ct } }),
      })),
    ),
  ),
  ...badBodies.flatMap(([label, body]) =>
    contentTypes.map((ct) => ({
      name: `POST /graphql with ${label} as ${ct}`,
      request: req('POST', '/graphql', { body, headers: { 'content-type': ct, role: 'anonymous' } }),
    })),
  ),
  {
    name: 'POST /graphql with no content type',
    request: req('POST', '/graphql', { body: '{"query":"{ __typename }"}', headers: { role: 'anonymous' } }),
  },
  { name: 'POST webhook with no content type', request: req('POST', '/api/payments/test/webhook', { body: '{}' }) },
];

// Webhooks with a valid signature and hostile content: ids with NUL and control characters, absurd amounts.
const signed = (path: string, body: string, header: string, secret: string, label: string): Case => ({
  name: `signed ${path.split('/')[3]} webhook: ${label}`,
  request: req('POST', path, { body, headers: { 'content-type': 'application/json', [header]: sign(secret, body) } }),
});
const testCallback = (o: Record<string, unknown>) =>
  JSON.stringify({
    paymentId: 'a'.repeat(20),
    orderNumber: 'SL-AAAAAAAA',
    status: 'paid',
    amount: 100,
    currency: 'INR',
    eventId: 'evt_00000001',
    ...o,
  });
const razorpayEvent = (entity: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1', amount: 100, currency: 'INR', ...entity } } },
    ...extra,
  });
const signedCases: Case[] = [
  ...[
    { paymentId: `pay\u0000${'a'.repeat(20)}` },
    { paymentId: `${'a'.repeat(20)}\n` },
    { orderNumber: 'SL-\u0000' },
    { eventId: 'evt\u0000\u0000\u0000\u0000\u0000' },
    { currency: 'IN\u0000' },
    { amount: -1 },
    { amount: 1e300 },
    { amount: 2 ** 53 },
    { status: 'refunded' },
    { paymentId: 'a'.repeat(10_000) },
  ].map((o) =>
    signed(
      '/api/payments/test/webhook',
      testCallback(o),
      'x-silai-signature',
      testSecret,
      JSON.stringify(o).slice(0, 60),
    ),
  ),
  ...[
    razorpayEvent({ order_id: 'order_\u0000' }),
    razorpayEvent({ id: 'pay_\u0000', order_id: 'order_x' }),
    razorpayEvent({ currency: '\u0000\u0000\u0000' }),
    razorpayEvent({ amount: 1e308 }),
    razorpayEvent({ amount: -5 }),
    razorpayEvent({}, { id: 'evt_\u0000' }),
    razorpayEvent({ order_id: 'x'.repeat(5000) }),
    JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: null } } }),
    JSON.stringify({ event: { $gt: '' }, payload: 'x' }),
  ].map((body, i) =>
    signed(
      '/api/payments/razorpay/webhook',
      body,
      'x-razorpay-signature',
      webhookSecret,
      `#${i + 1} ${body.slice(body.indexOf('entity') + 9, body.indexOf('entity') + 50)}`,
    ),
  ),
  {
    name: 'razorpay webhook with a NUL event id header',
    request: req('POST', '/api/payments/razorpay/webhook', {
      body: razorpayEvent({}),
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sign(webhookSecret, razorpayEvent({})),
        'x-razorpay-event-id': 'evt_%00',
      },
    }),
  },
];

const oversizedCases: Case[] = [
  {
    name: 'a 70 kB webhook body',
    request: req('POST', '/api/payments/test/webhook', {
      body: big(70_000),
      headers: { 'content-type': 'application/json' },
    }),
  },
  {
    name: 'a 2 MB webhook body',
    request: req('POST', '/api/payments/razorpay/webhook', {
      body: big(2_000_000),
      headers: { 'content-type': 'application/json' },
    }),
  },
  {
    name: 'a 2 MB GraphQL body',
    request: req('POST', '/graphql', {
      body: `{"query":"{ __typename }","x":"${big(2_000_000)}"}`,
      headers: { 'content-type': 'application/json', role: 'anonymous' },
    }),
  },
  { name: 'a body on GET /healthz', request: req('GET', '/healthz', { body: big(100_000) }) },
  {
    name: 'a content-length larger than the body',
    request: req('POST', '/api/payments/test/webhook', { raw: 'content-length: 10\r\n', tail: '{}' }),
    allowNoAnswer: true,
    waitMs: 2000,
  },
];

const headerCases: Case[] = [
  {
    name: 'CRLF smuggled in a header value',
    request: req('GET', '/healthz', { raw: 'x-request-id: a\rset-cookie: evil=1\r\n' }),
  },
  { name: 'a bare LF in a header', request: req('GET', '/healthz', { raw: 'x-a: 1\nx-b: 2\r\n' }) },
  { name: 'NUL in a header value', request: req('GET', '/healthz', { raw: 'x-request-id: a\u0000b\r\n' }) },
  { name: 'a header name with a space', request: req('GET', '/healthz', { raw: 'bad name: 1\r\n' }) },
  {
    name: 'transfer-encoding and content-length together',
    request: req('POST', '/graphql', { raw: 'transfer-encoding: chunked\r\ncontent-length: 4\r\n', tail: '0\r\n\r\n' }),
  },
  {
    name: 'two content-lengths',
    request: req('POST', '/api/payments/test/webhook', {
      raw: 'content-length: 2\r\ncontent-length: 3\r\n',
      tail: '{}',
    }),
  },
  {
    name: 'a negative content-length',
    request: req('POST', '/api/payments/test/webhook', { raw: 'content-length: -1\r\n' }),
  },
  { name: 'a content-length of letters', request: req('POST', '/graphql', { raw: 'content-length: abc\r\n' }) },
  {
    name: 'an unknown transfer-encoding',
    request: req('POST', '/graphql', { raw: 'transfer-encoding: gzip, chunked, x\r\n', tail: '0\r\n\r\n' }),
  },
  {
    name: 'a hostile x-request-id',
    request: req('POST', '/graphql', {
      body: '{"query":"{ __typename }"}',
      headers: {
        'content-type': 'application/json',
        role: 'anonymous',
        'x-request-id': '<script>alert(1)</script>'.repeat(20),
      },
    }),
  },
  {
    name: 'a role header with control bytes',
    request: req('POST', '/graphql', {
      body: '{"query":"{ __typename }"}',
      headers: { 'content-type': 'application/json', role: 'admin\u0001' },
    }),
  },
  {
    name: 'an authorization header of 8 kB',
    request: req('POST', '/graphql', {
      body: '{"query":"{ __typename }"}',
      headers: { 'content-type': 'application/json', role: 'customer', authorization: `Bearer ${big(8000)}` },
    }),
  },
  { name: 'no host header', request: 'GET /healthz HTTP/1.1\r\nconnection: close\r\n\r\n', nodeAnswer: true },
  { name: 'HTTP/0.9 style request', request: 'GET /healthz\r\n\r\n', allowNoAnswer: true },
  { name: 'an absolute-form target', request: req('GET', 'http://evil.example/healthz') },
  { name: 'an asterisk target', request: req('OPTIONS', '*') },
  {
    name: 'an accept-language bomb',
    request: req('GET', '/api/market-2/categories', {
      headers: { 'accept-language': Array.from({ length: 2000 }, (_, i) => `x${i};q=0.${i % 9}`).join(',') },
    }),
  },
];

const traversal = [
  '/media/../../etc/passwd',
  '/media/..%2f..%2fetc%2fpasswd',
  '/media/%2e%2e/%2e%2e/etc/passwd',
  '/media/....//....//etc/passwd',
  '/media/..\\..\\etc\\passwd',
  '/media/%252e%252e%252fetc%252fpasswd',
  '/media//etc/passwd',
  '/media/%2Fetc%2Fpasswd',
  '/media/p-a-1-320.avif/../../../../etc/passwd',
  '/media/..%c0%af..%c0%afetc%c0%afpasswd',
  '/api/market-2/../../../etc/passwd',
  '/api/payments/../../etc/passwd',
  '/media/.env',
  '/media/%2e%2e%2f.env',
];
const traversalCases: Case[] = traversal.map((t) => ({ name: `traversal ${t}`, request: req('GET', t) }));

const numberCases: Case[] = [
  'products?page=-1',
  'products?page=1e309',
  'products?min=NaN&max=Infinity',
  'products?type=saree&perPage=-99999999999',
  'products?type[]=saree&type[]=fabric',
  'products?type=__proto__',
  'categories?lang=xx-INVALID',
  'categories?lang=hi&lang=ar',
  'category-based-product?tag=fabrics&tag=sarees',
  'category-based-product?tag=%3Cscript%3E',
  'category-based-product?tag=constructor',
  'brand?limit=99999999999999999999999',
].map((q) => ({ name: `GET /api/market-2/${q}`, request: req('GET', `/api/market-2/${q}`) }));

const allCases: Case[] = [
  ...escapeCases,
  ...controlCases,
  ...hugeCases,
  ...methodCases,
  ...bodyCases,
  ...signedCases,
  ...oversizedCases,
  ...headerCases,
  ...traversalCases,
  ...numberCases,
];

// ---- the suite ----------------------------------------------------------------------------------

/** Everything the database holds that a request could change: stock, orders, payments, carts. */
async function snapshot(db: DbHandle): Promise<Record<string, unknown>> {
  const r = (await db.db.execute(
    sql.raw(`select
      (select coalesce(sum(stock), 0)::text from products) as stock,
      (select string_agg(id || ':' || price_minor || ':' || active, ',' order by id) from products) as products,
      (select count(*)::int from orders) as orders,
      (select count(*)::int from order_items) as items,
      (select count(*)::int from order_events) as events,
      (select count(*)::int from payments) as payments,
      (select count(*)::int from payment_events) as payment_events,
      (select count(*)::int from carts) as carts`),
  )) as unknown as { rows: Record<string, unknown>[] };
  return r.rows[0]!;
}

describe.each(testDatabases())('hostile HTTP requests on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let port: number;
  let before: Record<string, unknown>;
  const written: string[] = [];

  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db, {
      production: true,
      buying: {
        testSecret,
        razorpay: {
          keyId: 'rzp_test_hostile',
          keySecret: 'hostile-key-secret',
          webhookSecret,
          baseUrl: 'http://127.0.0.1:9',
        },
      },
    });
    port = Number(new URL(server.url).port);
    before = await snapshot(db);
    // The server runs in this process: its log is what this process writes.
    const keep = (chunk: unknown) => (
      written.push(Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk)),
      true
    );
    vi.spyOn(process.stdout, 'write').mockImplementation(keep);
    vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
    await db?.close();
  });

  it('has at least 150 cases', () => {
    expect(allCases.length).toBeGreaterThanOrEqual(150);
    const names = allCases.map((c) => c.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it.each(allCases)(
    '$name: answered below 500, without a stack or SQL',
    async ({ request, allowNoAnswer, waitMs, nodeAnswer }) => {
      const answer = await send(port, request, waitMs);
      if (answer.status === null) expect(allowNoAnswer ?? false).toBe(true);
      else expect(answer.status).toBeLessThan(500);
      expect(answer.raw).not.toMatch(stackOrSql);
      expect(answer.raw).not.toContain('root:x:0:0');
      // An answer from this server carries the security headers, however bad the request.
      if (answer.status !== null && !nodeAnswer)
        expect(answer.raw.toLowerCase()).toContain('x-content-type-options: nosniff');
    },
  );

  it('the server still answers, the log has no raw control characters, and nothing was bought, paid or changed', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const text = written.join('');
    const lines = text.split('\n').filter((l) => l.length > 0);
    // The refused requests were logged with the visitor's bytes (escaped): the log was exercised.
    expect(lines.some((l) => l.includes('http: malformed request refused'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
      expect(() => JSON.parse(line) as unknown).not.toThrow();
      expect(line).not.toMatch(/params: (?!\[redacted\])/);
    }
    expect(await snapshot(db)).toEqual(before);
  });
});
