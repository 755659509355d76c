import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { DbHandle } from '../db/client';
import { gql, startTestServer, type TestServer } from '../test/gateway-server';
import { testDatabases } from '../test/databases';

describe.each(testDatabases())('gateway on $kind', ({ kind, open }) => {
  let db: DbHandle;
  let server: TestServer;

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('answers { __typename } over HTTP POST', async () => {
    const res = await gql(server, '{ __typename }');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('serves the seeded banners, badges and categories from the database', async () => {
    const res = await gql(
      server,
      '{ banners { title buttonText buttonLink image { srcSetAvif width height } } trustBadges { slug title } categories { slug name children { slug } } }',
    );
    const data = res.body.data as {
      banners: {
        title: string;
        buttonText: string;
        buttonLink: string;
        image: { srcSetAvif: string; width: number; height: number };
      }[];
      trustBadges: { slug: string }[];
      categories: { slug: string; children: { slug: string }[] }[];
    };
    expect(data.banners.map((b) => [b.title, b.buttonText, b.buttonLink])).toEqual([
      ['Your Style, Your Size, at Your Fingertips', 'START NOW', '/category'],
      ['Tailored Fashion Advice Just for You', 'CONSULT NOW', '/get-in-touch'],
    ]);
    expect(data.banners[0]!.image.srcSetAvif).toContain('/media/banner-your-style-your-size-480.avif 480w');
    expect(data.banners[0]!.image).toMatchObject({ width: 1200, height: 800 });
    expect(data.trustBadges.map((b) => b.slug)).toEqual([
      'happy-customers',
      'quality-process',
      'order-tracking',
      'global-shipping',
    ]);
    expect(data.categories.map((c) => c.slug)).toEqual(['sarees', 'fabrics', 'tailoring']);
    expect(data.categories[0]!.children.map((c) => c.slug)).toEqual([
      'silk-sarees',
      'cotton-sarees',
      'georgette-chiffon-sarees',
      'linen-sarees',
    ]);
  });

  it('answers in the language asked for, falling back to English', async () => {
    const ar = await gql(server, '{ banners { buttonText } }', { headers: { 'x-locale': 'ar' } });
    expect((ar.body.data as { banners: { buttonText: string }[] }).banners[0]!.buttonText).toBe('ابدأ الآن');
    const hi = await gql(server, '{ banners { buttonText } }', { headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect((hi.body.data as { banners: { buttonText: string }[] }).banners[0]!.buttonText).toBe('अभी शुरू करें');
    const fr = await gql(server, '{ banners { buttonText } }', { headers: { 'accept-language': 'fr-FR' } });
    expect((fr.body.data as { banners: { buttonText: string }[] }).banners[0]!.buttonText).toBe('START NOW');
  });

  it('runs a query over graphql-transport-ws on the same path', async () => {
    const client = createClient({
      url: server.wsUrl,
      webSocketImpl: WebSocket,
      lazy: true,
      retryAttempts: 0,
      connectionParams: { headers: { role: 'anonymous', 'content-type': 'application/json' } },
    });
    try {
      const result = await new Promise<unknown>((resolve, reject) => {
        let value: unknown;
        client.subscribe(
          { query: '{ __typename trustBadges { slug } }' },
          { next: (v) => (value = v), error: reject, complete: () => resolve(value) },
        );
      });
      expect(result).toMatchObject({ data: { __typename: 'Query' } });
      expect((result as { data: { trustBadges: unknown[] } }).data.trustBadges).toHaveLength(4);
    } finally {
      await client.dispose();
    }
  });

  it('never grants a role from the header alone: HTTP answers access-denied', async () => {
    for (const role of ['customer', 'admin', 'designer', 'superuser']) {
      const res = await gql(server, '{ __typename }', { headers: { role } });
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors?.[0]?.extensions?.code).toBe('access-denied');
    }
  });

  it('never grants a role from connection params: the socket closes with 4403', async () => {
    const code = await new Promise<number>((resolve) => {
      const client = createClient({
        url: server.wsUrl,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        connectionParams: { role: 'admin' },
        on: { closed: (e) => resolve((e as { code: number }).code) },
      });
      client.subscribe({ query: '{ __typename }' }, { next: () => {}, error: () => {}, complete: () => {} });
    });
    expect(code).toBe(4403);
  });

  it('answers malformed requests with GraphQL errors, never a crash or a stack trace', async () => {
    const bad = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toBeTruthy();
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);

    const syntax = await gql(server, '{ banners { ');
    expect(syntax.body.errors?.[0]?.message).toMatch(/Syntax Error/);

    const unknown = await gql(server, '{ nothingHere }');
    expect(unknown.body.errors?.[0]?.message).toMatch(/Cannot query field/);

    const huge = await gql(server, `{ category(slug: "${'x'.repeat(10_000)}") { slug } }`);
    expect(huge.status).toBe(200);
    expect(huge.body.data).toEqual({ category: null });
  });

  it('limits depth, aliases and cost without revealing the limits', async () => {
    const deep = `{ categories { ${'children { '.repeat(12)}slug${' }'.repeat(12)} } }`;
    const aliases = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: store { name }`).join(' ')} }`;
    const tokens = `{ ${Array.from({ length: 3000 }, () => 'store { name }').join(' ')} }`;
    const costly = `{ ${Array.from({ length: 14 }, (_, i) => `c${i}: categories { children { children { children { children { children { children { children { slug name description } } } } } } } }`).join(' ')} }`;
    for (const query of [deep, aliases, tokens, costly]) {
      const res = await gql(server, query);
      expect(res.body.errors?.length ?? 0, query.slice(0, 60)).toBeGreaterThan(0);
      expect(res.body.data ?? null).toBeNull();
      for (const e of res.body.errors!) expect(e.message).not.toMatch(/\d/);
    }
  });

  it('reports health once the database answers', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: kind });
  });

  it('serves rendered artwork and refuses anything else under /media', async () => {
    const img = await fetch(`${server.url}/media/banner-your-style-your-size-480.avif`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/avif');
    expect(img.headers.get('cache-control')).toContain('immutable');
    expect((await img.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    for (const p of ['/media/..%2f..%2fetc%2fpasswd', '/media/../package.json', '/media/missing-480.webp']) {
      expect((await fetch(`${server.url}${p}`)).status).toBe(404);
    }
  });
});
