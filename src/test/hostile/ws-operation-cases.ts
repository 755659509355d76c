// Hostile GraphQL operations over WebSocket, sent on an open socket: each must fail or succeed alone,
// and the socket stays open.
import { hostileInts, hostileStrings } from './gateway-kit';

export type Env = { orderNumber: string; productSlug: string; productId: string };

// ── Operations on an open socket: each must fail or succeed alone ─────────────────────────────────
export type Op = {
  query: string;
  variables?: (env: Env) => Record<string, unknown>;
  operationName?: string;
  who?: 'anonymous' | 'customer' | 'admin';
};
export const ops: [string, Op][] = [];
const op = (name: string, query: string, more: Omit<Op, 'query'> = {}) => ops.push([name, { query, ...more }]);

for (const depth of [11, 30, 150])
  op(
    `deep: categories.children × ${depth}`,
    `{ categories { ${'children { '.repeat(depth)}slug${' }'.repeat(depth)} } }`,
  );
op('deep: the nested related query', '{products{items{related{related{related{related{related{related{id}}}}}}}}}');
op(
  'deep: related inside related through fragments',
  'query { products { items { ...R } } } fragment R on Product { related { ...S } } fragment S on Product { related { id } }',
);
for (const n of [16, 300])
  op(`aliases: ${n} aliased fields`, `{ ${Array.from({ length: n }, (_, i) => `a${i}: store { name }`).join(' ')} }`);
op(
  'aliases: 20 aliased product listings',
  `{ ${Array.from({ length: 20 }, (_, i) => `p${i}: products(perPage: 48) { items { id name } }`).join(' ')} }`,
);
op('wide: 3000 repeated fields', `{ ${'__typename '.repeat(3000)} }`);
op(
  'wide: the largest listing with reviews and related',
  '{ products(perPage: 48) { items { id name description reviews(first: 50) { items { id body } } related(limit: 12) { id name description } } } }',
);
op('fragments: a spread of itself', 'query { ...A } fragment A on Query { ...A }');
op('fragments: a two-step cycle', 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }');
for (const levels of [16, 32]) {
  const frags = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on Query { ${i + 1 < levels ? `...F${i + 1} ...F${i + 1}` : 'store { name }'} }`,
  ).join(' ');
  op(`fragments: a bomb ${levels} levels deep`, `query { ...F0 } ${frags}`);
}
op('fragments: an unknown fragment', 'query { ...Nope }');
op('syntax: an unfinished document', '{ banners { ');
op('syntax: an empty document', '');
op('syntax: 3000 tokens of punctuation', `{ ${'( '.repeat(3000)} }`);
op('fields: an unknown field', '{ nothingHere }');
op('operations: an unknown operationName', 'query A { __typename }', { operationName: 'Nope' });
op('operations: two operations and no name', 'query A { __typename } query B { store { name } }');
op('introspection: __schema', '{ __schema { types { name } } }');
op('introspection: __type', '{ __type(name: "Mutation") { fields { name } } }');
op('variables: an object for a String', 'query Q($s: String!) { product(slug: $s) { id } }', {
  variables: () => ({ s: { a: 1 } }),
});
op('variables: a required variable missing', 'query Q($s: String!) { product(slug: $s) { id } }', {
  variables: () => ({}),
});
op('variables: a variable never declared', '{ product(slug: $s) { id } }', { variables: () => ({ s: 'x' }) });
op('variables: a bad enum value', 'query Q($k: ProductKind) { products(filter: { kind: $k }) { total } }', {
  variables: () => ({ k: 'DROP' }),
});
op('variables: 5000 cart lines', 'query Q($items: [CartItemInput!]!) { cartCheck(items: $items) { ok } }', {
  variables: (env) => ({ items: Array.from({ length: 2000 }, () => ({ id: env.productId, qty: 1 })) }),
});
for (const [label, value] of hostileInts) {
  op(`int: products perPage = ${label}`, 'query Q($n: Int) { products(perPage: $n) { total perPage } }', {
    variables: () => ({ n: value }),
  });
  op(
    `int: related limit = ${label}`,
    'query Q($n: Int, $slug: String!) { product(slug: $slug) { related(limit: $n) { id } } }',
    { variables: (env) => ({ n: value, slug: env.productSlug }) },
  );
}
const stringSites: [string, string, Op['who']][] = [
  ['product slug', 'query Q($s: String!) { product(slug: $s) { id } }', 'anonymous'],
  ['products search', 'query Q($s: String) { products(filter: { search: $s }) { total } }', 'anonymous'],
  ['order number', 'query Q($s: String!) { order(number: $s) { id } }', 'customer'],
  ['orderUpdated number', 'subscription S($s: String!) { orderUpdated(number: $s) { status } }', 'customer'],
  ['sendOtp phone', 'mutation M($s: String!) { userservice { sendOtp(phone: $s) { ok } } }', 'anonymous'],
  [
    'updateProfile name',
    'mutation M($s: String!) { updateProfile(name: $s) { ok errors { field code } } }',
    'customer',
  ],
];
for (const [site, query, who] of stringSites) {
  for (const [label, value] of hostileStrings.slice(0, 6))
    op(`string: ${site} with ${label}`, query, { who, variables: () => ({ s: value }) });
}
op('access: a staff mutation as a customer', 'mutation { updateProduct(slug: "x", stock: 1) { ok } }', {
  who: 'customer',
});
op('access: staff orders as anonymous', '{ adminOrders { id } }');
op("access: following someone else's order", 'subscription S($n: String!) { orderUpdated(number: $n) { status } }', {
  who: 'customer',
  variables: (env) => ({ n: env.orderNumber }),
});
op('access: following an order anonymously', 'subscription S($n: String!) { orderUpdated(number: $n) { status } }', {
  variables: (env) => ({ n: env.orderNumber }),
});
op('subscriptions: an unknown order', 'subscription { orderUpdated(number: "SL-ZZZZZZZZ") { status } }', {
  who: 'customer',
});
op(
  'subscriptions: two root fields',
  'subscription { a: orderUpdated(number: "SL-ZZZZZZZZ") { status } b: orderUpdated(number: "SL-YYYYYYYY") { status } }',
  { who: 'customer' },
);
op(
  'mutations: placing an order with nothing',
  'mutation { placeOrder(input: { items: [], addressId: "x", paymentMethod: COD, idempotencyKey: "kkkkkkkkkkkkkkkkkkkk" }) { ok refusal } }',
  { who: 'customer' },
);
