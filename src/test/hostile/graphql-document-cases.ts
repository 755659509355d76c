// Hostile GraphQL documents: the query text itself is the attack (depth, width, fragments, literals,
// operations that do not exist, introspection and suggestions with production settings).
import { caseTable } from './graphql-case';

// Each table is filled in a block of its own, with that table's `op`.
const shapes = caseTable();
{
  const { op } = shapes;
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
  op('wide: 500 directives on one field', `{ __typename ${'@include(if: true) '.repeat(500)} }`, {
    expectErrors: true,
  });

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
}
/** Deep, wide and fragment-laden documents, and Int literals out of range. */
export const shapeCases = shapes.cases;

const documents = caseTable();
{
  const { op } = documents;
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
  op('suggestions: a misspelt input field', '{ products(filter: { serch: "silk" }) { total } }', {
    expectErrors: true,
  });
  op('suggestions: a misspelt argument', '{ products(perPag: 2) { total } }', { expectErrors: true });
  op('suggestions: a misspelt type in a fragment', 'query { ...F } fragment F on Quer { __typename }', {
    expectErrors: true,
  });
}
/** Operations that do not exist or are malformed, introspection, and misspellings that beg for hints. */
export const documentCases = documents.cases;
