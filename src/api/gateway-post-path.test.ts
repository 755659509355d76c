import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListingDocument, ProductPageDocument } from '../client/catalog/documents';
import type { DbHandle } from '../db/client';
import { gql, startTestServer, type TestServer } from '../test/gateway-server';
import { testDatabases } from '../test/databases';
import { productOf } from '../test/buying-fixtures';
import { limits } from './gateway';

// The ordinary POST path (a query's text, as any GraphQL client sends it): what each request costs
// beyond its own work. Timing is for the benchmarks (bench/response-cache.bench.ts); these count.

/** A POST whose body arrives in chunks with no declared length, as a streaming client sends it. */
function chunkedPost(url: string, chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/graphql`,
      { method: 'POST', headers: { 'content-type': 'application/json', role: 'anonymous' } },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

describe.each(testDatabases())('the POST path on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let statements: string[] = [];

  beforeAll(async () => {
    db = await open({ seeded: true, onQuery: (q) => void (q !== 'select 1' && statements.push(q)) });
    server = await startTestServer(db, { production: true });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('answers a product and a listing the catalogue keeps with no SQL statement', async () => {
    const product = await productOf(db, 'saree', 0);
    for (const [doc, variables] of [
      [ProductPageDocument, { slug: product.slug }],
      [ProductListingDocument, { filter: { kind: 'SAREE' }, page: 1, perPage: 24 }],
    ] as const) {
      const query = doc.toString();
      const first = await gql(server, query, { variables });
      expect(first.body.errors).toBeUndefined();
      statements = [];
      for (let i = 0; i < 3; i++) {
        const again = await gql(server, query, { variables });
        expect(again.body).toEqual(first.body);
        // The store's own documents are kept whole, as their persisted GETs are (response-cache-post.test.ts).
        expect(again.headers.get('cache-control')).toBe('public, no-cache');
      }
      expect(statements).toEqual([]);
    }
  });

  it('refuses a body over the size limit, declared or streamed, with 413 and reads one under it', async () => {
    const padding = 'x'.repeat(limits.requestBytes);
    const big = JSON.stringify({ query: `{ __typename } # ${padding}` });
    const declared = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', role: 'anonymous' },
      body: big,
    });
    expect(declared.status).toBe(413);
    const streamed = await chunkedPost(server.url, [big.slice(0, 1000), big.slice(1000)]);
    expect(streamed.status).toBe(413);
    expect(streamed.body).toContain('Request body too large');
    const small = await chunkedPost(server.url, ['{"query":', '"{ __typename }"}']);
    expect({ status: small.status, body: JSON.parse(small.body) }).toEqual({
      status: 200,
      body: { data: { __typename: 'Query' } },
    });
  });
});
