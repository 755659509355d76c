// Hostile input, GraphQL over HTTP: every case against a real server (production settings) on each
// database. Each must answer below 500 with clean JSON, reveal no stack or SQL, and change no stock,
// order or payment (checked by a snapshot around the whole family).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { startTestServer, type TestServer } from '../gateway-server';
import { testDatabases } from '../databases';
import { createShopper, gqlAs, type Shopper } from '../shoppers';
import { productOf } from '../buying-fixtures';
import { addAddress, newKey } from '../orders-api';
import { expectCleanGraphql, expectNoLeak, hostileInts, hostileStrings, snapshot, type Snapshot } from './gateway-kit';
import { sql } from 'drizzle-orm';
import { notificationOutbox } from '../../db/schema/notifications';
import { defaultConsultationSettings } from '../../api/consultations/settings';

type Who = 'anonymous' | 'customer' | 'admin';
/** One request: a GraphQL operation with variables, or a raw HTTP request. */
type Case =
  | {
      kind: 'op';
      query: string;
      variables?: (env: Env) => Record<string, unknown>;
      operationName?: string;
      who?: Who;
      expectErrors?: boolean;
    }
  | {
      kind: 'raw';
      method: string;
      body?: string | Blob;
      headers?: Record<string, string>;
      path?: string;
      status?: number;
    };
type Env = { productId: string; productSlug: string; addressId: string };

const cases: [string, Case][] = [];
const op = (name: string, query: string, more: Omit<Extract<Case, { kind: 'op' }>, 'kind' | 'query'> = {}) =>
  cases.push([name, { kind: 'op', query, ...more }]);
const raw = (name: string, c: Omit<Extract<Case, { kind: 'raw' }>, 'kind'>) =>
  cases.push([name, { kind: 'raw', ...c }]);

// ── Deep queries ────────────────────────────────────────────────────────────────────────────────────
for (const depth of [11, 15, 25, 60, 200]) {
  op(
    `deep: categories.children × ${depth}`,
    `{ categories { ${'children { '.repeat(depth)}slug${' }'.repeat(depth)} } }`,
    { expectErrors: true },
  );
}
op('deep: the nested related query', '{products{items{related{related{related{related{related{related{id}}}}}}}}}', {
  expectErrors: true,
});
op(
  'deep: related inside related, one level',
  '{ products(perPage: 1) { items { related(limit: 1) { related(limit: 1) { id } } } } }',
  { expectErrors: true },
);
op(
  'deep: category parents up and down',
  `{ category(slug: "silk-sarees") { ${'parent { children { '.repeat(6)}slug${' } }'.repeat(6)} } }`,
  { expectErrors: true },
);
op('deep: nested inline fragments', `{ ${'... on Query { '.repeat(40)}__typename${' }'.repeat(40)} }`);

// ── Wide queries and aliases ────────────────────────────────────────────────────────────────────────
for (const n of [16, 100, 1000]) {
  op(
    `aliases: ${n} aliased store fields`,
    `{ ${Array.from({ length: n }, (_, i) => `a${i}: store { name }`).join(' ')} }`,
    { expectErrors: true },
  );
}
for (const n of [16, 40]) {
  op(
    `aliases: ${n} aliased product listings`,
    `{ ${Array.from({ length: n }, (_, i) => `p${i}: products(perPage: 48) { items { id name description } }`).join(' ')} }`,
    { expectErrors: true },
  );
}
op('wide: one field repeated 3000 times', `{ ${'__typename '.repeat(3000)} }`, { expectErrors: true });
op(
  'wide: the largest listing with every field',
  `{ products(perPage: 48) { items { id slug name description care sku kind createdAt updatedAt discountPercent maxOrderQuantity lowStockQuantity stockState unit turnaroundDays price { amount currency } mrp { amount currency } images { key src srcSetAvif srcSetWebp width height } brand { name slug verified } rating { average count } reviews(first: 50) { items { id title body rating author createdAt } histogram { rating count } } related(limit: 12) { id slug name price { amount } images { src srcSetAvif } } } } }`,
  { expectErrors: true },
);
op(
  'wide: listing pages at the size limit, twice',
  '{ a: products(perPage: 48) { items { id } } b: products(perPage: 48, page: 2) { items { id } } }',
);
op('wide: a very long field name', `{ ${'f'.repeat(20_000)} }`, { expectErrors: true });
op('wide: 500 directives on one field', `{ __typename ${'@include(if: true) '.repeat(500)} }`, { expectErrors: true });

// ── Fragments ───────────────────────────────────────────────────────────────────────────────────────
op('fragments: a spread of itself', 'query { ...A } fragment A on Query { ...A }', { expectErrors: true });
op(
  'fragments: a two-step cycle',
  'query { ...A } fragment A on Query { store { name } ...B } fragment B on Query { ...A }',
  { expectErrors: true },
);
op(
  'fragments: a cycle through a selection',
  'query { products { ...L } } fragment L on ProductListing { items { ...P } } fragment P on Product { category { __typename } ...P }',
  { expectErrors: true },
);
for (const levels of [12, 24, 40]) {
  const frags = Array.from(
    { length: levels },
    (_, i) =>
      `fragment F${i} on Query { ${i + 1 < levels ? `...F${i + 1} ...F${i + 1} s${i}: store { name }` : 'store { name }'} }`,
  ).join(' ');
  op(`fragments: a bomb ${levels} levels deep, each spread twice`, `query { ...F0 } ${frags}`, {
    expectErrors: levels > 12,
  });
}
op('fragments: an unknown fragment', 'query { ...Nope }', { expectErrors: true });
op('fragments: on a type that cannot apply', 'query { store { ...P } } fragment P on Product { id }', {
  expectErrors: true,
});
op('fragments: defined and never used', 'query { __typename } fragment U on Query { store { name } }', {
  expectErrors: true,
});
op(
  'fragments: the same name twice',
  'query { ...A } fragment A on Query { __typename } fragment A on Query { store { name } }',
  { expectErrors: true },
);

// ── Int arguments: literals in the query ────────────────────────────────────────────────────────────
for (const [label, literal] of [
  ['2^31', '2147483648'],
  ['-2^31-1', '-2147483649'],
  ['20 digits', '99999999999999999999'],
  ['a float', '1.5'],
  ['an exponent', '1e308'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['a string', '"24"'],
  ['null', 'null'],
  ['-0', '-0'],
] as const) {
  op(`int literal: perPage ${label}`, `{ products(perPage: ${literal}) { total perPage } }`);
}

// ── Int and quantity (Float) arguments: variables (numbers, strings, objects in JSON) ──────────
type IntSite = { name: string; query: string; who?: Who };
const intSites: IntSite[] = [
  { name: 'products perPage', query: 'query Q($n: Int) { products(perPage: $n) { total perPage } }' },
  { name: 'products page', query: 'query Q($n: Int) { products(page: $n) { page pageCount } }' },
  { name: 'products minPrice', query: 'query Q($n: Int) { products(filter: { minPrice: $n }) { total } }' },
  {
    name: 'product related limit',
    query: 'query Q($n: Int, $slug: String!) { product(slug: $slug) { related(limit: $n) { id } } }',
  },
  {
    name: 'product reviews first',
    query: 'query Q($n: Int, $slug: String!) { product(slug: $slug) { reviews(first: $n) { items { id } } } }',
  },
  {
    name: 'cartCheck qty',
    query: 'query Q($n: Float!, $id: ID!) { cartCheck(items: [{ id: $id, qty: $n }]) { ok itemCount } }',
  },
  {
    name: 'cartCheck seenPrice',
    query: 'query Q($n: Int, $id: ID!) { cartCheck(items: [{ id: $id, qty: 1, seenPrice: $n }]) { ok } }',
  },
  {
    name: 'syncCart qty',
    query: 'mutation M($n: Float!, $id: ID!) { syncCart(items: [{ id: $id, qty: $n }], merge: false) { id qty } }',
    who: 'customer',
  },
  {
    name: 'placeOrder qty',
    query:
      'mutation M($n: Float!, $id: ID!, $addr: ID!, $key: String!) { placeOrder(input: { items: [{ id: $id, qty: $n }], addressId: $addr, paymentMethod: COD, idempotencyKey: $key }) { ok refusal } }',
    who: 'customer',
  },
  {
    name: 'checkoutQuote qty',
    query:
      'query Q($n: Float!, $id: ID!, $addr: ID!) { checkoutQuote(addressId: $addr, items: [{ id: $id, qty: $n }]) { ok } }',
    who: 'customer',
  },
  { name: 'adminOrders first (anonymous)', query: 'query Q($n: Int) { adminOrders(first: $n) { id } }' },
  {
    name: 'updateProduct stock (a customer)',
    query: 'mutation M($n: Int, $slug: String!) { updateProduct(slug: $slug, stock: $n) { ok refusal } }',
    who: 'customer',
  },
];
for (const site of intSites) {
  for (const [label, value] of hostileInts) {
    op(`int variable: ${site.name} = ${label}`, site.query, {
      who: site.who,
      variables: (env) => ({ n: value, slug: env.productSlug, id: env.productId, addr: env.addressId, key: newKey() }),
    });
  }
}

// ── Strings: every string argument of the public queries and mutations ─────────────────────────────
type StringSite = {
  name: string;
  query: string;
  who?: Who;
  all?: boolean;
  vars?: (s: string, env: Env) => Record<string, unknown>;
};
// Every site gets the strings most likely to break storage or parsing; the public lookups get them all.
const core = new Set([
  '10 kB of letters',
  'control characters',
  'only a NUL byte',
  'bidi overrides',
  'a lone surrogate',
  'quotes and a comment',
]);
const address = {
  name: 'Meera Iyer',
  phone: '+919820012345',
  line1: '12 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400020',
  country: 'IN',
};
const stringSites: StringSite[] = [
  { name: 'product slug', query: 'query Q($s: String!) { product(slug: $s) { id } }', all: true },
  { name: 'category slug', query: 'query Q($s: String!) { category(slug: $s) { id } }' },
  { name: 'collection slug', query: 'query Q($s: String!) { collection(slug: $s) { id } }' },
  { name: 'categories parentSlug', query: 'query Q($s: String) { categories(parentSlug: $s) { slug } }' },
  {
    name: 'products search',
    query: 'query Q($s: String) { products(filter: { search: $s }) { total search notices } }',
    all: true,
  },
  { name: 'products category', query: 'query Q($s: String) { products(filter: { category: $s }) { total notices } }' },
  {
    name: 'products collection',
    query: 'query Q($s: String) { products(filter: { collection: $s }) { total notices } }',
  },
  {
    name: 'products attribute filter',
    query: 'query Q($s: String!) { products(filter: { attributes: [{ code: $s, values: [$s] }] }) { total notices } }',
  },
  { name: 'order number', query: 'query Q($s: String!) { order(number: $s) { id } }' },
  { name: 'testPayment id', query: 'query Q($s: ID!) { testPayment(paymentId: $s) { id } }' },
  {
    name: 'cartCheck item id',
    query: 'query Q($s: ID!) { cartCheck(items: [{ id: $s, qty: 1 }]) { ok lines { problem } } }',
  },
  {
    name: 'sendOtp phone',
    query: 'mutation M($s: String!) { userservice { sendOtp(phone: $s) { ok refusal } } }',
    all: true,
  },
  {
    name: 'verifyOtp phone',
    query: 'mutation M($s: String!) { userservice { verifyOtp(phone: $s, code: "123456") { ok refusal id_token } } }',
  },
  {
    name: 'verifyOtp code',
    query:
      'mutation M($s: String!) { userservice { verifyOtp(phone: "+919812345678", code: $s) { ok refusal id_token } } }',
  },
  {
    name: 'refreshToken token',
    query: 'mutation M($s: String!) { userservice { refreshToken(token: $s) { token } } }',
  },
  {
    name: 'completeTestPayment id',
    query: 'mutation M($s: ID!) { completeTestPayment(paymentId: $s, outcome: SUCCESS) { ok } }',
  },
  {
    name: 'updateProfile name',
    query: 'mutation M($s: String!) { updateProfile(name: $s) { ok errors { field code } } }',
    who: 'customer',
    all: true,
  },
  {
    name: 'updateProfile email',
    query: 'mutation M($s: String) { updateProfile(name: "Meera", email: $s) { ok errors { field code } } }',
    who: 'customer',
  },
  ...(['name', 'line1', 'state', 'postalCode', 'country', 'phone'] as const).map<StringSite>((field) => ({
    name: `saveAddress ${field}`,
    query: 'mutation M($input: AddressInput!) { saveAddress(input: $input) { ok errors { field code } } }',
    who: 'customer',
    vars: (s) => ({ input: { ...address, [field]: s } }),
  })),
  {
    name: 'saveAddress id',
    query: 'mutation M($s: ID, $input: AddressInput!) { saveAddress(id: $s, input: $input) { ok } }',
    who: 'customer',
    vars: (s) => ({ s, input: address }),
  },
  { name: 'deleteAddress id', query: 'mutation M($s: ID!) { deleteAddress(id: $s) }', who: 'customer' },
  { name: 'setDefaultAddress id', query: 'mutation M($s: ID!) { setDefaultAddress(id: $s) { id } }', who: 'customer' },
  {
    name: 'syncCart item id',
    query: 'mutation M($s: ID!) { syncCart(items: [{ id: $s, qty: 1 }], merge: true) { id } }',
    who: 'customer',
  },
  {
    name: 'checkoutQuote addressId',
    query: 'query Q($s: ID!, $id: ID!) { checkoutQuote(addressId: $s, items: [{ id: $id, qty: 1 }]) { ok } }',
    who: 'customer',
    vars: (s, env) => ({ s, id: env.productId }),
  },
  {
    name: 'placeOrder idempotencyKey',
    query:
      'mutation M($s: String!, $id: ID!, $addr: ID!) { placeOrder(input: { items: [{ id: $id, qty: 1 }], addressId: $addr, paymentMethod: COD, idempotencyKey: $s }) { ok refusal } }',
    who: 'customer',
    vars: (s, env) => ({ s, id: env.productId, addr: env.addressId }),
  },
  {
    name: 'placeOrder addressId',
    query:
      'mutation M($s: ID!, $id: ID!, $key: String!) { placeOrder(input: { items: [{ id: $id, qty: 1 }], addressId: $s, paymentMethod: COD, idempotencyKey: $key }) { ok refusal } }',
    who: 'customer',
    vars: (s, env) => ({ s, id: env.productId, key: newKey() }),
  },
  {
    name: 'placeOrder item id',
    query:
      'mutation M($s: ID!, $addr: ID!, $key: String!) { placeOrder(input: { items: [{ id: $s, qty: 1 }], addressId: $addr, paymentMethod: COD, idempotencyKey: $key }) { ok refusal } }',
    who: 'customer',
    vars: (s, env) => ({ s, addr: env.addressId, key: newKey() }),
  },
  {
    name: 'cancelOrder number',
    query: 'mutation M($s: String!) { cancelOrder(number: $s) { ok refusal } }',
    who: 'customer',
  },
  {
    name: 'verifyRazorpayPayment fields',
    query:
      'mutation M($s: String!) { verifyRazorpayPayment(orderNumber: $s, razorpayOrderId: $s, razorpayPaymentId: $s, signature: $s) { ok refusal } }',
    who: 'customer',
  },
  {
    name: 'advanceOrder number (a customer)',
    query:
      'mutation M($s: String!) { advanceOrder(number: $s, to: CONFIRMED, carrier: $s, trackingNumber: $s, note: $s) { ok } }',
    who: 'customer',
  },
  {
    name: 'updateProduct slug (a customer)',
    query: 'mutation M($s: String!) { updateProduct(slug: $s, stock: 1) { ok } }',
    who: 'customer',
  },
];
for (const site of stringSites) {
  for (const [label, value] of hostileStrings.filter(([l]) => site.all || core.has(l))) {
    op(`string: ${site.name} with ${label}`, site.query, {
      who: site.who,
      variables: (env) => (site.vars ? site.vars(value, env) : { s: value }),
    });
  }
}
// An e-mail shaped like one but holding a control character (C0, DEL, C1): refused as invalid, never stored.
for (const c of ['\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\u009b']) {
  op(
    `string: updateProfile email with ${JSON.stringify(c)} inside`,
    'mutation M($s: String) { updateProfile(name: "Meera", email: $s) { ok errors { field code } } }',
    {
      who: 'customer',
      variables: () => ({ s: `me${c}x@example.com` }),
    },
  );
}
// Ids that must be uuids, given as anything else, by the one caller who may name another designer.
const notUuids = ['not-a-uuid', '1', '__proto__', 'a\u0000b', '00000000-0000-0000-0000-00000000000g', 'x'.repeat(5000)];
const settingsInput = {
  displayName: 'Asha',
  timeZone: null,
  lengths: [30],
  hours: [{ weekday: 1, startMinute: 600, endMinute: 1080 }],
  daysOff: [],
};
for (const id of notUuids) {
  const label = JSON.stringify(id.slice(0, 20));
  op(`uuid: designerDay(designerId: ${label})`, 'query Q($s: ID) { designerDay(designerId: $s) { designerId } }', {
    who: 'admin',
    variables: () => ({ s: id }),
  });
  op(
    `uuid: designerSettings(designerId: ${label})`,
    'query Q($s: ID) { designerSettings(designerId: $s) { designerId } }',
    { who: 'admin', variables: () => ({ s: id }) },
  );
  op(
    `uuid: saveDesignerSettings(designerId: ${label})`,
    'mutation M($s: ID, $i: DesignerSettingsInput!) { saveDesignerSettings(designerId: $s, input: $i) { ok refusal } }',
    {
      who: 'admin',
      variables: () => ({ s: id, i: settingsInput }),
    },
  );
}
// Strings inside the query text, where the parser meets them first.
for (const [label, value] of hostileStrings) {
  op(`string literal: product slug with ${label}`, `{ product(slug: ${JSON.stringify(value)}) { id } }`);
}
op('string literal: an unterminated string', '{ product(slug: "abc) { id } }', { expectErrors: true });
op('string literal: a raw newline inside a string', '{ product(slug: "a\nb") { id } }', { expectErrors: true });
op('string literal: a block string of 50 kB', `{ product(slug: """${'y'.repeat(50_000)}""") { id } }`);

// ── Variables of the wrong type, or none ───────────────────────────────────────────────────────────
op('variables: an object for a String', 'query Q($s: String!) { product(slug: $s) { id } }', {
  variables: () => ({ s: { a: 1 } }),
});
op('variables: a list for a String', 'query Q($s: String!) { product(slug: $s) { id } }', {
  variables: () => ({ s: ['a', 'b'] }),
});
op('variables: null for a required String', 'query Q($s: String!) { product(slug: $s) { id } }', {
  variables: () => ({ s: null }),
});
op('variables: a required variable missing', 'query Q($s: String!) { product(slug: $s) { id } }', {
  variables: () => ({}),
});
op('variables: a variable never declared', '{ product(slug: $s) { id } }', {
  variables: () => ({ s: 'x' }),
  expectErrors: true,
});
op('variables: declared with an unknown type', 'query Q($s: Nope!) { product(slug: $s) { id } }', {
  variables: () => ({ s: 'x' }),
  expectErrors: true,
});
op('variables: an input object with unknown fields', 'query Q($f: ProductFilter) { products(filter: $f) { total } }', {
  variables: () => ({ f: { search: 'silk', nope: 1, __proto__: { polluted: true } } }),
});
op('variables: __proto__ and constructor keys', 'query Q($f: ProductFilter) { products(filter: $f) { total } }', {
  variables: () =>
    JSON.parse('{"f":{"__proto__":{"search":"x"},"constructor":{"prototype":{"polluted":1}}}}') as Record<
      string,
      unknown
    >,
});
op('variables: a bad enum value', 'query Q($k: ProductKind) { products(filter: { kind: $k }) { total } }', {
  variables: () => ({ k: 'DROP' }),
});
op('variables: 5000 cart lines', 'query Q($items: [CartItemInput!]!) { cartCheck(items: $items) { ok itemCount } }', {
  variables: (env) => ({ items: Array.from({ length: 5000 }, () => ({ id: env.productId, qty: 1 })) }),
});
op(
  'variables: a boolean for merge given as a string',
  'mutation M($m: Boolean!) { syncCart(items: [], merge: $m) { id } }',
  { who: 'customer', variables: () => ({ m: 'yes' }) },
);

// ── Operations that do not exist, or not where asked ───────────────────────────────────────────────
op('operations: an operationName that is not in the document', 'query A { __typename }', {
  operationName: 'Nope',
  expectErrors: true,
});
op('operations: two operations and no name', 'query A { __typename } query B { store { name } }', {
  expectErrors: true,
});
op('operations: an unknown field', '{ nothingHere }', { expectErrors: true });
op('operations: an unknown mutation', 'mutation { dropEverything }', { expectErrors: true });
op('operations: a subscription over HTTP POST', 'subscription { orderUpdated(number: "SL-AAAAAAAA") { id } }');
op('operations: an empty document', '', { expectErrors: true });
op('operations: only a comment', '# nothing', { expectErrors: true });
op('operations: a syntax error', '{ products { ', { expectErrors: true });
op('operations: 3000 tokens of punctuation', `{ ${'( '.repeat(3000)} }`, { expectErrors: true });

// ── Introspection with production settings ────────────────────────────────────────────────────────
op('introspection: __schema', '{ __schema { types { name fields { name } } } }', { expectErrors: true });
op('introspection: __type', '{ __type(name: "Query") { fields { name args { name } } } }', { expectErrors: true });
op(
  'introspection: nested __type',
  '{ __type(name: "Product") { fields { type { fields { type { fields { name } } } } } } }',
  { expectErrors: true },
);
op('introspection: a misspelt field begs for suggestions', '{ prodcts { total } }', { expectErrors: true });

// Production hides every "Did you mean …?" hint (checked on every answer below), enum values too.
op('suggestions: a misspelt enum literal', 'mutation { completeTestPayment(paymentId: "x", outcome: FAI) { ok } }', {
  expectErrors: true,
});
op('suggestions: a misspelt enum variable', 'query Q($s: ProductSort) { products(sort: $s) { total } }', {
  variables: () => ({ s: 'NEWES' }),
  expectErrors: true,
});
op(
  'suggestions: a misspelt enum inside an input variable',
  'query Q($f: ProductFilter) { products(filter: $f) { total } }',
  { variables: () => ({ f: { kind: 'SARE' } }), expectErrors: true },
);
op('suggestions: a misspelt input field', '{ products(filter: { serch: "silk" }) { total } }', { expectErrors: true });
op('suggestions: a misspelt argument', '{ products(perPag: 2) { total } }', { expectErrors: true });
op('suggestions: a misspelt type in a fragment', 'query { ...F } fragment F on Quer { __typename }', {
  expectErrors: true,
});

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

// ────────────────────────────────────────────────────────────────────────────────────────────────────
describe.each(testDatabases())('hostile GraphQL over HTTP on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let customer: Shopper;
  let admin: Shopper;
  let env: Env;
  let before: Snapshot;

  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db, { production: true });
    customer = await createShopper(db, server);
    admin = await createShopper(db, server, 'admin');
    const saree = await productOf(db, 'saree', 0, 3);
    env = { productId: saree.id, productSlug: saree.slug, addressId: await addAddress(server, customer) };
    before = await snapshot(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it.each(cases)('%s', async (name, c) => {
    let res: Response;
    if (c.kind === 'op') {
      const headers: Record<string, string> = { 'content-type': 'application/json', role: 'anonymous' };
      if (c.who === 'customer') Object.assign(headers, await customer.headers());
      if (c.who === 'admin') Object.assign(headers, await admin.headers());
      res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: c.query, variables: c.variables?.(env), operationName: c.operationName }),
      });
    } else {
      res = await fetch(`${server.url}${c.path ?? '/graphql'}`, { method: c.method, headers: c.headers, body: c.body });
    }
    const text = await res.text();
    expect(res.status, `${name}: ${text.slice(0, 300)}`).toBeLessThan(500);
    expect(text, name).not.toMatch(/Did you mean/i);
    if (c.kind === 'raw' && c.status !== undefined) expect(res.status, text.slice(0, 300)).toBe(c.status);
    expectNoLeak(text, name);
    if (c.kind === 'raw' && (c.method === 'HEAD' || c.method === 'OPTIONS' || c.status === 431)) return;
    const body: unknown = JSON.parse(text);
    expectCleanGraphql(body, name);
    if (c.kind === 'op' && c.expectErrors) {
      expect((body as { errors?: unknown[] }).errors?.length ?? 0, name).toBeGreaterThan(0);
      expect((body as { data?: unknown }).data ?? null, name).toBeNull();
    }
  });

  it('refuses each e-mail with a control character as invalid and keeps none of them', async () => {
    for (const c of ['\u0000', '\u001f', '\u007f', '\u0085']) {
      const r = await gqlAs<{ updateProfile: unknown }>(
        server,
        customer,
        'mutation M($e: String) { updateProfile(name: "Meera", email: $e) { ok errors { field code } } }',
        { e: `me${c}x@example.com` },
      );
      expect(r).toEqual({
        data: { updateProfile: { ok: false, errors: [{ field: 'email', code: 'INVALID' }] } },
        errors: undefined,
      });
    }
    const me = await gqlAs<{ me: { email: string | null } }>(server, customer, '{ me { email } }');
    expect(me.data.me.email ?? '').not.toMatch(/\p{Cc}/u);
  });

  it('answers a designer id that is not a uuid as an unknown designer', async () => {
    for (const id of notUuids) {
      const day = await gqlAs(server, admin, 'query Q($s: ID) { designerDay(designerId: $s) { designerId } }', {
        s: id,
      });
      expect(day).toEqual({ data: { designerDay: [] }, errors: undefined });
      const read = await gqlAs(server, admin, 'query Q($s: ID) { designerSettings(designerId: $s) { designerId } }', {
        s: id,
      });
      expect(read.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['Not a designer.', 'access-denied']]);
      const save = await gqlAs(
        server,
        admin,
        'mutation M($s: ID, $i: DesignerSettingsInput!) { saveDesignerSettings(designerId: $s, input: $i) { ok } }',
        { s: id, i: settingsInput },
      );
      expect(save.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([['Not a designer.', 'access-denied']]);
    }
  });

  it('changed no stock, order or payment', async () => {
    expect(await snapshot(db)).toEqual(before);
  });
});

// ── Rapid booking changes: one shopper booking, cancelling and moving as fast as the server answers ──
describe.each(testDatabases())('hostile booking changes over HTTP on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  const limit = defaultConsultationSettings.maxChangesPerHour;
  const upcoming = defaultConsultationSettings.maxUpcoming;
  const BOOK =
    'mutation B($input: BookConsultationInput!) { bookConsultation(input: $input) { ok refusal consultation { id } } }';
  const MOVE =
    'mutation R($id: ID!, $at: String!) { rescheduleConsultation(id: $id, startsAt: $at, timeZone: "Asia/Kolkata") { ok refusal } }';
  const CANCEL = 'mutation C($id: ID!) { cancelConsultation(id: $id) { ok refusal } }';
  type Answer = { ok: boolean; refusal: string | null; consultation?: { id: string } | null };

  /** One mutation as the shopper; the answer must be clean whatever happened. */
  async function send(who: Shopper, query: string, variables: Record<string, unknown>, field: string): Promise<Answer> {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await who.headers()) },
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBeLessThan(500);
    expectNoLeak(text, field);
    const body: unknown = JSON.parse(text);
    expectCleanGraphql(body, field);
    return (body as { data: Record<string, Answer> }).data[field]!;
  }
  /** Free times on the designer's all-day grid, an hour apart, from five hours on. */
  const times = (n: number) => {
    const step = 15 * 60_000;
    const first = Math.ceil((Date.now() + 5 * 3_600_000) / step) * step;
    return Array.from({ length: n }, (_, i) => new Date(first + i * 3_600_000).toISOString());
  };
  const input = (startsAt: string) => ({
    startsAt,
    durationMinutes: 30,
    topic: 'BRIDAL',
    channel: 'VIDEO',
    timeZone: 'Asia/Kolkata',
  });
  const waitingNews = async (phone: string) =>
    db.db
      .select()
      .from(notificationOutbox)
      .where(
        sql`${notificationOutbox.phone} = ${phone} and ${notificationOutbox.status} = 'PENDING' and ${notificationOutbox.kind} <> 'CONSULTATION_REMINDER'`,
      );

  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db, { production: true, seed: false });
    const designer = await createShopper(db, server, 'designer');
    const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 }));
    const saved = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await designer.headers()) },
      body: JSON.stringify({
        query: 'mutation S($input: DesignerSettingsInput!) { saveDesignerSettings(input: $input) { ok } }',
        variables: { input: { displayName: 'Asha', lengths: [30], hours, daysOff: [] } },
      }),
    });
    expect(
      ((await saved.json()) as { data: { saveDesignerSettings: { ok: boolean } } }).data.saveDesignerSettings.ok,
    ).toBe(true);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('30 book-and-cancel pairs, three at a time: at most the hourly limit of changes, the rest refused by name', async () => {
    const shopper = await createShopper(db, server);
    const slots = times(30);
    // Three lanes, each booking and at once cancelling, as fast as the server answers.
    const outcomes = await Promise.all(
      [0, 1, 2].map(async (lane) => {
        const got: Answer[] = [];
        for (let i = lane; i < slots.length; i += 3) {
          const booked = await send(shopper, BOOK, { input: input(slots[i]!) }, 'bookConsultation');
          got.push(booked);
          if (booked.ok) got.push(await send(shopper, CANCEL, { id: booked.consultation!.id }, 'cancelConsultation'));
        }
        return got;
      }),
    );
    const answers = outcomes.flat();
    const made = answers.filter((a) => a.ok).length;
    expect(made).toBeLessThanOrEqual(limit + upcoming);
    expect(
      answers
        .filter((a) => !a.ok)
        .map((a) => a.refusal)
        .every((r) => r === 'TOO_MANY_CHANGES' || r === 'TOO_MANY'),
    ).toBe(true);
    expect(answers.some((a) => a.refusal === 'TOO_MANY_CHANGES')).toBe(true);
    // What waits for this phone is bounded by the changes that were let through.
    expect((await waitingNews(shopper.phone)).length).toBeLessThanOrEqual(made);
  });

  it('30 moves of one booking at once: at most the limit go through, and one message about it waits', async () => {
    const shopper = await createShopper(db, server);
    const [first, ...others] = times(31);
    const booked = await send(shopper, BOOK, { input: input(first!) }, 'bookConsultation');
    expect(booked.ok).toBe(true);
    const answers = await Promise.all(
      others.map((at) => send(shopper, MOVE, { id: booked.consultation!.id, at }, 'rescheduleConsultation')),
    );
    expect(answers.filter((a) => a.ok).length).toBeLessThanOrEqual(limit - 1);
    expect(answers.filter((a) => !a.ok).every((a) => a.refusal === 'TOO_MANY_CHANGES')).toBe(true);
    // Each move replaced the news of the one before, untried: the shopper hears of the booking once.
    expect((await waitingNews(shopper.phone)).map((m) => m.kind)).toEqual(['CONSULTATION_BOOKED']);
  });

  it('a burst of cancels of one booking cancels it once, with one message', async () => {
    const shopper = await createShopper(db, server);
    const booked = await send(shopper, BOOK, { input: input(times(1)[0]!) }, 'bookConsultation');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(shopper, CANCEL, { id: booked.consultation!.id }, 'cancelConsultation')),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok).every((a) => a.refusal === 'NOT_FOUND')).toBe(true);
    expect((await waitingNews(shopper.phone)).map((m) => m.kind)).toEqual(['CONSULTATION_CANCELLED']);
  });
});
