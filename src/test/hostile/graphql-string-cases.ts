// Hostile strings in every string argument of the public queries and mutations, and in the query text.
import { newKey } from '../orders-api';
import { hostileStrings } from './gateway-kit';
import { caseTable, type Env, type Who } from './graphql-case';

const { cases, op } = caseTable();
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
// Strings inside the query text, where the parser meets them first.
for (const [label, value] of hostileStrings) {
  op(`string literal: product slug with ${label}`, `{ product(slug: ${JSON.stringify(value)}) { id } }`);
}
op('string literal: an unterminated string', '{ product(slug: "abc) { id } }', { expectErrors: true });
op('string literal: a raw newline inside a string', '{ product(slug: "a\nb") { id } }', { expectErrors: true });
op('string literal: a block string of 50 kB', `{ product(slug: """${'y'.repeat(50_000)}""") { id } }`);

/** Each string site with the hostile strings, e-mails with control characters, and string literals. */
export const stringCases = cases;
