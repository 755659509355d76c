// Hostile HTTP requests whose request line or headers are the attack: broken escapes, raw control bytes,
// huge targets and headers, every method on every route, smuggled header values, path traversal, and
// absurd numbers in the feed's query strings.
import { big, req, type Case } from './http-request';

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
  // The suite's server trusts loopback as its proxy, so these X-Forwarded-For values are read.
  ...[
    ['4000 forwarded addresses', Array.from({ length: 4000 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(', ')],
    ['a forwarded address of 8 kB', big(8000)],
    ['forwarded addresses that are not addresses', ' , ,unknown, [::1]:80, 999.1.1.1, ::ffff:999.1.1.1, fe80::1%eth0'],
    ['a forwarded address with control bytes', '198.51.100.1\u0001, \u007f127.0.0.1'],
  ].map(([name, value]) => ({
    name: name!,
    request: req('POST', '/graphql', {
      body: '{"query":"{ __typename }"}',
      headers: {
        'content-type': 'application/json',
        role: 'anonymous',
        'x-forwarded-for': value!,
        'x-real-ip': value!,
      },
    }),
  })),
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

/** Broken escapes, raw bytes, huge targets and headers, and every method. */
export const requestLineCases: Case[] = [...escapeCases, ...controlCases, ...hugeCases, ...methodCases];
/** Smuggled header values, path traversal, and absurd numbers in the feed's query strings. */
export const headerAndTargetCases: Case[] = [...headerCases, ...traversalCases, ...numberCases];
