// Hostile GraphQL variables: Int and quantity arguments given hostile numbers, ids that must be uuids
// given anything else, and variables of the wrong type or missing.
import { newKey } from '../orders-api';
import { hostileInts } from './gateway-kit';
import { caseTable, type Who } from './graphql-case';

// Each table is filled in a block of its own, with that table's `op`.
const ints = caseTable();
{
  const { op } = ints;
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
        variables: (env) => ({
          n: value,
          slug: env.productSlug,
          id: env.productId,
          addr: env.addressId,
          key: newKey(),
        }),
      });
    }
  }
}
/** Every Int and quantity argument with each hostile number, as a JSON variable. */
export const intVariableCases = ints.cases;

// Ids that must be uuids, given as anything else, by the one caller who may name another designer.
export const notUuids = [
  'not-a-uuid',
  '1',
  '__proto__',
  'a\u0000b',
  '00000000-0000-0000-0000-00000000000g',
  'x'.repeat(5000),
];
export const settingsInput = {
  displayName: 'Asha',
  timeZone: null,
  lengths: [30],
  hours: [{ weekday: 1, startMinute: 600, endMinute: 1080 }],
  daysOff: [],
};
const uuids = caseTable();
{
  const { op } = uuids;
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
}
/** Designer ids that are not uuids, given by an admin. */
export const uuidCases = uuids.cases;

const types = caseTable();
{
  const { op } = types;
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
  op(
    'variables: an input object with unknown fields',
    'query Q($f: ProductFilter) { products(filter: $f) { total } }',
    {
      variables: () => ({ f: { search: 'silk', nope: 1, __proto__: { polluted: true } } }),
    },
  );
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
}
/** Variables of the wrong type, undeclared, missing or with prototype keys. */
export const variableTypeCases = types.cases;
