// Hostile HTTP requests to /graphql that are not a proper GraphQL request: bodies, batches, methods,
// content types, origins and headers.
import { caseTable } from './graphql-case';

const { cases, raw } = caseTable();
// ── Bodies that are not a GraphQL request ──────────────────────────────────────────────────────────
const json = { 'content-type': 'application/json', role: 'anonymous' };
for (const [label, body] of [
  ['an unfinished object', '{"query": '],
  ['an empty body', ''],
  ['null', 'null'],
  ['a string', '"{ __typename }"'],
  ['a number', '42'],
  ['true', 'true'],
  ['query as a number', '{"query": 5}'],
  ['query as null', '{"query": null}'],
  ['query as an object', '{"query": {"a": 1}}'],
  ['variables as a string', '{"query": "{ __typename }", "variables": "x"}'],
  ['variables as a list', '{"query": "{ __typename }", "variables": [1]}'],
  ['extensions as a number', '{"query": "{ __typename }", "extensions": 5}'],
  ['operationName as an object', '{"query": "{ __typename }", "operationName": {}}'],
  ['a byte-order mark first', '\ufeff{"query": "{ __typename }"}'],
  ['JSON nested 5000 deep', `{"query": "{ __typename }", "variables": {"a": ${'['.repeat(5000)}${']'.repeat(5000)}}}`],
  ['duplicate keys', '{"query": "{ __typename }", "query": "{ store { name } }"}'],
  ['trailing garbage', '{"query": "{ __typename }"} trailing'],
  ['single quotes', "{'query': '{ __typename }'}"],
] as const) {
  raw(`body: ${label}`, { method: 'POST', headers: json, body });
}
raw('body: invalid UTF-8 bytes', {
  method: 'POST',
  headers: json,
  body: new Blob([new Uint8Array([0x7b, 0x22, 0x71, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d])]),
});
raw('body: 2 MB of JSON', {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ query: '{ __typename }', variables: { pad: 'p'.repeat(2_000_000) } }),
  status: 413,
});

// ── Batched requests (batching is off) ────────────────────────────────────────────────────────────
raw('batch: an empty list', { method: 'POST', headers: json, body: '[]' });
raw('batch: one operation in a list', { method: 'POST', headers: json, body: '[{"query": "{ __typename }"}]' });
raw('batch: 50 mutations in a list', {
  method: 'POST',
  headers: json,
  body: JSON.stringify(
    Array.from({ length: 50 }, () => ({
      query: 'mutation { userservice { sendOtp(phone: "+919812300000") { ok } } }',
    })),
  ),
});

// ── Methods and content types ──────────────────────────────────────────────────────────────────────
const tq = encodeURIComponent('{ __typename }');
for (const method of ['PUT', 'DELETE', 'PATCH'])
  raw(`method: ${method}`, { method, headers: json, body: '{"query": "{ __typename }"}' });
raw('method: HEAD', { method: 'HEAD', path: `/graphql?query=${tq}`, headers: { role: 'anonymous' } });
raw('method: OPTIONS without an origin', { method: 'OPTIONS', headers: {} });
raw('method: a mutation over GET', {
  method: 'GET',
  path: `/graphql?query=${encodeURIComponent('mutation { userservice { logout } }')}`,
  headers: { role: 'anonymous' },
});
raw('method: GET without a query', {
  method: 'GET',
  path: '/graphql?variables=%7B%7D',
  headers: { role: 'anonymous', accept: 'application/json' },
});
raw('method: GET with broken variables', {
  method: 'GET',
  path: `/graphql?query=${tq}&variables=%7Bbad`,
  headers: { role: 'anonymous' },
  status: 400,
});
raw('method: GET with broken extensions', {
  method: 'GET',
  path: `/graphql?query=${tq}&extensions=%7Bbad`,
  headers: { role: 'anonymous' },
  status: 400,
});
// Node itself refuses a request line this long (431, before the gateway sees it).
raw('method: GET with a 30 kB query string', {
  method: 'GET',
  path: `/graphql?query=${encodeURIComponent(`{ ${'__typename '.repeat(3000)} }`)}`,
  headers: { role: 'anonymous' },
  status: 431,
});
raw('method: GET with a 12 kB query string', {
  method: 'GET',
  path: `/graphql?query=${encodeURIComponent(`{ ${'__typename '.repeat(1000)} }`)}`,
  headers: { role: 'anonymous' },
});
// A persisted hash is looked up by what the caller sent: names of Object's own members find nothing.
for (const hash of ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf']) {
  const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }));
  raw(`persisted: the hash ${hash}`, {
    method: 'GET',
    path: `/graphql?extensions=${extensions}`,
    headers: { role: 'anonymous', accept: 'application/json' },
  });
}
raw('method: GET without the role header (CSRF)', {
  method: 'GET',
  path: `/graphql?query=${tq}`,
  headers: {},
  status: 403,
});
const mutationBody = '{"query": "mutation { userservice { sendOtp(phone: \\"+919812300001\\") { ok } } }"}';
for (const [type, status] of [
  ['text/plain', 415],
  ['application/x-www-form-urlencoded', 415],
  ['multipart/form-data; boundary=x', 415],
  ['application/xml', 415],
  ['application/graphql', 415],
  ['application/json; charset=latin1', 200],
  ['APPLICATION/JSON', 200],
  ['application/jsonp', 415],
] as const) {
  raw(`content type: ${type}`, {
    method: 'POST',
    headers: { 'content-type': type, role: 'anonymous' },
    body: mutationBody,
    status,
  });
}
raw('content type: none', { method: 'POST', headers: { role: 'anonymous' }, body: mutationBody, status: 415 });
raw('origin: a page of another site', {
  method: 'POST',
  headers: { ...json, origin: 'https://evil.example' },
  body: '{"query": "{ __typename }"}',
  status: 403,
});
raw('origin: null', {
  method: 'POST',
  headers: { ...json, origin: 'null' },
  body: '{"query": "{ __typename }"}',
  status: 403,
});
raw('headers: an unknown role', {
  method: 'POST',
  headers: { ...json, role: 'superuser' },
  body: '{"query": "{ __typename }"}',
});
raw('headers: a malformed bearer token', {
  method: 'POST',
  headers: { ...json, role: 'customer', authorization: 'Bearer ' + 'a'.repeat(5000) },
  body: '{"query": "{ __typename }"}',
});
raw('headers: a token with alg none', {
  method: 'POST',
  headers: { ...json, role: 'admin', authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
  body: '{"query": "{ __typename }"}',
});

/** Raw requests, each with the status it must get when one is fixed. */
export const requestCases = cases;
