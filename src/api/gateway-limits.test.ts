import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../db/schema/identity';
import type { DbHandle } from '../db/client';
import { gql, startTestServer, type TestServer } from '../test/gateway-server';
import { testDatabases } from '../test/databases';
import { openRaw } from '../test/ws-raw';
import { createShopper, type Shopper } from '../test/shoppers';
import { productOf } from '../test/buying-fixtures';
import { addAddress, place } from '../test/orders-api';

// A few bytes asking for 24 × 8⁶ products, which once stopped the store; the cost limit refuses it.
const nestedRelated = '{products{items{related{related{related{related{related{related{id}}}}}}}}}';
const code = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => body.errors?.[0]?.extensions?.code;

/** A drizzle query builder that never answers, as a database stuck behind a lock would. */
function hangingDb(db: DbHandle): DbHandle {
  const never = new Promise<never>(() => {});
  const stuck: unknown = new Proxy(function () {}, {
    get: (_t, prop) => (prop === 'then' ? never.then.bind(never) : stuck),
    apply: () => stuck,
  });
  return {
    ...db,
    db: new Proxy(db.db, { get: (target, prop) => (prop === 'select' ? () => stuck : Reflect.get(target, prop)) }),
  };
}

describe.each(testDatabases())('gateway limits on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let slow: TestServer;
  let small: TestServer;
  let admin: Shopper;
  let orderNumber: string;

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db, { production: true, allowedOrigins: ['https://shop.example'] });
    slow = await startTestServer(hangingDb(db), {
      production: true,
      seed: false,
      kit: server.kit,
      limits: { timeoutMs: 200 },
    });
    small = await startTestServer(db, {
      production: true,
      seed: false,
      kit: server.kit,
      limits: { responseBytes: 2000 },
    });
    admin = await createShopper(db, server, 'admin');
    const saree = await productOf(db, 'saree', 0, 5);
    orderNumber = (
      await place(server, admin, { items: [{ id: saree.id, qty: 1 }], addressId: await addAddress(server, admin) })
    ).order!.number;
  });
  afterAll(async () => {
    await small?.close();
    await slow?.close();
    await server?.close();
    await db?.close();
  });

  describe('query cost', () => {
    it('refuses the nested related query before running it', async () => {
      const res = await gql(server, nestedRelated);
      expect(res.status).toBe(200);
      expect(res.body.data ?? null).toBeNull();
      expect(code(res.body)).toBe('too-complex');
      expect(res.body.errors![0]!.message).not.toMatch(/\d/);
    });

    it('refuses related products of related products, however they are spelled', async () => {
      for (const query of [
        '{ product(slug: "x") { related { related { id } } } }',
        '{ product(slug: "x") { related(limit: 1) { id r: related(limit: 1) { id } } } }',
        'query { product(slug: "x") { ...A } } fragment A on Product { related { ...B } } fragment B on Product { related { id } }',
        '{ product(slug: "x") { related { ... on Product { related { id } } } } }',
      ]) {
        const res = await gql(server, query);
        expect(code(res.body), query).toBe('too-complex');
      }
      const one = await gql(server, '{ products(perPage: 2) { items { related(limit: 2) { id } } } }');
      expect(one.body.errors).toBeUndefined();
    });

    it('counts list sizes: a page of products with their related products is priced by its sizes', async () => {
      const fields =
        'id slug name description care sku kind price { amount currency } mrp { amount } images { src srcSetAvif width height } brand { name } rating { average count }';
      const big = await gql(
        server,
        `{ products(perPage: 48) { items { ${fields} related(limit: 12) { ${fields} } } } }`,
      );
      expect(code(big.body)).toBe('too-complex');
      // Through a variable the worst case counts: perPage may be 48.
      const viaVariable = await gql(
        server,
        `query Q($n: Int) { products(perPage: $n) { items { ${fields} related(limit: 12) { ${fields} } } } }`,
        { variables: { n: 1 } },
      );
      expect(code(viaVariable.body)).toBe('too-complex');
      const fine = await gql(
        server,
        `{ products(perPage: 12) { items { ${fields} related(limit: 4) { ${fields} } } } }`,
      );
      expect(fine.body.errors).toBeUndefined();
      expect((fine.body.data as { products: { items: unknown[] } }).products.items).toHaveLength(12);
    });
  });

  describe('time and size', () => {
    it('answers a query still running after the time limit with a timeout error, not a 500', async () => {
      const res = await gql(slow, '{ banners { title } }');
      expect(res.status).toBe(200);
      expect(code(res.body)).toBe('timeout');
      expect(res.body.data ?? null).toBeNull();
      // The server is still there.
      expect((await fetch(`${slow.url}/healthz`)).status).toBe(200);
    });

    it('replaces an answer above the size limit by a too-large error', async () => {
      const res = await gql(small, '{ products(perPage: 24) { items { name description } } }');
      expect(res.status).toBe(200);
      expect(code(res.body)).toBe('too-large');
      expect(res.body.data ?? null).toBeNull();
      expect((await gql(small, '{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
    });
  });

  describe('requests', () => {
    it('answers GET with broken variables or extensions JSON with 400 and a GraphQL error', async () => {
      for (const q of ['variables={bad', 'extensions={bad', 'variables=%7B%22a%22', 'extensions=nul']) {
        const res = await fetch(`${server.url}/graphql?query=%7B__typename%7D&${q}`, {
          headers: { role: 'anonymous' },
        });
        expect(res.status, q).toBe(400);
        const body = (await res.json()) as { errors: { message: string; extensions?: { code?: string } }[] };
        expect(body.errors[0]!.extensions?.code).toBe('bad-request');
        expect(JSON.stringify(body)).not.toMatch(/SyntaxError|at .*:\d+|stack/);
      }
      const good = await fetch(`${server.url}/graphql?query=%7B__typename%7D&variables=%7B%7D`, {
        headers: { role: 'anonymous' },
      });
      expect(await good.json()).toEqual({ data: { __typename: 'Query' } });
    });

    it('allows CORS only for the store and the configured origins, never echoing any origin', async () => {
      const post = (origin: string) =>
        fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', role: 'anonymous', origin },
          body: '{"query":"{ __typename }"}',
        });
      for (const origin of [
        'https://evil.example',
        'null',
        'https://shop.example.evil.example',
        'http://shop.example',
      ]) {
        const res = await post(origin);
        expect(res.status, origin).toBe(403);
        expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
        expect(code((await res.json()) as { errors?: { extensions?: Record<string, unknown> }[] })).toBe(
          'forbidden-origin',
        );
      }
      const allowed = await post('https://shop.example');
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://shop.example');
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
      expect(allowed.headers.get('vary')).toMatch(/Origin/);
      // The store's own pages, whatever host name they were reached by.
      expect((await post(server.url)).status).toBe(200);

      const preflight = (origin: string) =>
        fetch(`${server.url}/graphql`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type, role',
          },
        });
      expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
      const ok = await preflight('https://shop.example');
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://shop.example');
      expect(ok.headers.get('access-control-allow-headers')).toMatch(/role/);
    });

    it('refuses form-encoded, multipart and plain-text posts, and GETs without the role header (CSRF)', async () => {
      const mutation = 'mutation { userservice { sendOtp(phone: "+919812345670") { ok } } }';
      const bodies: [string, BodyInit][] = [
        ['application/x-www-form-urlencoded', new URLSearchParams({ query: mutation }).toString()],
        ['text/plain', JSON.stringify({ query: mutation })],
        ['application/graphql', mutation],
      ];
      for (const [type, body] of bodies) {
        const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': type }, body });
        expect(res.status, type).toBe(415);
        expect(code((await res.json()) as { errors?: { extensions?: Record<string, unknown> }[] })).toBe('bad-request');
      }
      const form = new FormData();
      form.set('operations', JSON.stringify({ query: mutation }));
      const multipart = await fetch(`${server.url}/graphql`, { method: 'POST', body: form });
      expect(multipart.status).toBe(415);
      const noType = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        body: JSON.stringify({ query: mutation }),
      });
      expect(noType.status).toBe(415);

      const bareGet = await fetch(`${server.url}/graphql?query=%7B__typename%7D`);
      expect(bareGet.status).toBe(403);
      const get = await fetch(`${server.url}/graphql?query=%7B__typename%7D`, { headers: { role: 'anonymous' } });
      expect(await get.json()).toEqual({ data: { __typename: 'Query' } });
      const sent = await db.db
        .select({ n: sql<number>`count(*)::int` })
        .from(otpChallenges)
        .where(eq(otpChallenges.phone, '+919812345670'));
      expect(sent[0]!.n).toBe(0);
    });
  });

  describe('WebSocket', () => {
    it('fails only the operation that breaks a limit; the socket carries on', async () => {
      const s = await openRaw(server.wsUrl);
      expect(await s.init()).toBe(true);
      const deep = `{ categories { ${'children { '.repeat(12)}slug${' }'.repeat(12)} } }`;
      const aliases = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: store { name }`).join(' ')} }`;
      let n = 0;
      for (const query of [deep, aliases, nestedRelated, '{ nothingHere }', '{ banners { ']) {
        const got = await s.operation(String(++n), { query });
        expect(
          got.map((m) => m.type),
          query.slice(0, 40),
        ).toEqual(['error']);
        expect(s.closed).toBeNull();
      }
      const ok = await s.operation('ok', { query: '{ __typename }' });
      expect(ok.map((m) => m.type)).toEqual(['next', 'complete']);
      expect(s.closed).toBeNull();
      await s.close();
    });

    it('allows 20 operations at once per socket and refuses the rest one by one', async () => {
      const s = await openRaw(server.wsUrl);
      expect(await s.init({ headers: await admin.headers() })).toBe(true);
      for (let i = 0; i < 25; i++) {
        s.send({
          type: 'subscribe',
          id: `s${i}`,
          payload: {
            query: 'subscription S($n: String!) { orderUpdated(number: $n) { status } }',
            variables: { n: orderNumber },
          },
        });
      }
      await s.until((m) => m.filter((x) => x.type === 'error').length >= 5);
      const errors = s.messages.filter((m) => m.type === 'error');
      expect(errors).toHaveLength(5);
      for (const e of errors)
        expect((e.payload as { extensions?: { code?: string } }[])[0]?.extensions?.code).toBe('too-many-operations');
      expect(s.closed).toBeNull();
      // Ending one makes room for another.
      s.send({ type: 'complete', id: 's0' });
      const again = await s.operation('q', { query: '{ __typename }' });
      expect(again.map((m) => m.type)).toEqual(['next', 'complete']);
      await s.close();
    });

    it('refuses a WebSocket upgrade from a page of another origin; allows the store, listed origins and non-browser clients', async () => {
      const evil = await openRaw(server.wsUrl, { headers: { origin: 'https://evil.example' } });
      expect(evil.refused).toBe(403);
      const nullOrigin = await openRaw(server.wsUrl, { headers: { origin: 'null' } });
      expect(nullOrigin.refused).toBe(403);
      for (const headers of [{ origin: 'https://shop.example' }, { origin: server.url }, {}] as Record<
        string,
        string
      >[]) {
        const s = await openRaw(server.wsUrl, { headers });
        expect(s.refused).toBeNull();
        expect(await s.init()).toBe(true);
        await s.close();
      }
    });
  });
});
