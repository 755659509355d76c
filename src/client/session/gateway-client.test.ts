import type { Client as WsClient } from 'graphql-ws';
import { describe, expect, it, vi } from 'vitest';
import { TypedDocumentString } from '../../gql/graphql';
import { asDocument } from '../graphql/document';
import { dataOf } from '../graphql/result';
import { createGatewayClient, createServerRenderClient, staffContext } from './gateway-client';
import { MemoryStorage } from './memory-storage';
import { createSession, RefreshRefused, RefreshUnavailable, type RefreshResult } from './session';

type Me = { me: { id: string } | null };
const MeDocument = new TypedDocumentString('query Me { me { id } }') as unknown as TypedDocumentString<
  Me,
  Record<string, never>
>;
const OtherDocument = new TypedDocumentString('query Other { me { id } }') as unknown as TypedDocumentString<
  Me,
  Record<string, never>
>;
const Live = new TypedDocumentString(
  'subscription Live($n: String!) { orderUpdated(number: $n) { id } }',
) as unknown as TypedDocumentString<{ orderUpdated: { id: string } }, { n: string }>;
const Me = asDocument(MeDocument);
// Named as a catalogue read the gateway caches, with the hash codegen gives persisted documents.
const ProductPage = asDocument(
  new TypedDocumentString('query ProductPage($slug: String!) { product(slug: $slug) { id } }', {
    hash: 'sha256:abc',
  }) as unknown as TypedDocumentString<{ product: { id: string } | null }, { slug: string }>,
);

type Sent = {
  url: string;
  headers: Record<string, string>;
  method: string;
  body: { query: string; operationName?: string; variables?: unknown };
};
type Answer = (sent: Sent) => { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

function setup(
  answer: Answer,
  opts: { refresh?: (token: string) => Promise<RefreshResult>; ws?: () => Promise<WsClient> } = {},
) {
  const storage = new MemoryStorage();
  const navigate = vi.fn();
  let n = 0;
  const refreshRequest = vi.fn(
    opts.refresh ??
      (async () => {
        n++;
        return { token: `id-${n}`, expires_in: Date.now() + 3600_000, refresh_token: `rt-${n}` };
      }),
  );
  const session = createSession({ storage, refreshRequest, navigate, now: () => Date.now() });
  const sent: Sent[] = [];
  const fetchImpl: typeof fetch = async (url, init) => {
    const s: Sent = {
      url: String(url),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      method: init?.method ?? 'GET',
      body: (init?.body ? JSON.parse(String(init.body)) : {}) as Sent['body'],
    };
    sent.push(s);
    return new Response(JSON.stringify(answer(s)), { headers: { 'content-type': 'application/json' } });
  };
  const client = createGatewayClient({
    session,
    url: 'http://gateway.test/graphql',
    fetch: fetchImpl,
    ws: opts.ws ?? (() => Promise.reject(new Error('no socket in this test'))),
    headers: () => ({ 'x-locale': 'hi' }),
  });
  return { client, session, storage, navigate, refreshRequest, sent };
}

const tokenExpired = { errors: [{ message: 'Could not verify JWT: JWTExpired', extensions: { code: 'invalid-jwt' } }] };

describe('the browser GraphQL client', () => {
  it("posts every operation with the session's headers and the page language", async () => {
    const { client, session, sent } = setup(() => ({ data: { me: null } }));
    expect(dataOf(await client.query(Me, {}).toPromise())).toEqual({ me: null });
    session.signIn({ id_token: 'a', refresh_token: 'r', expires_in: Date.now() + 3600_000 });
    await client.query(Me, {}).toPromise();
    expect(sent.map((s) => s.method)).toEqual(['POST', 'POST']);
    expect(sent[0]!.headers).toMatchObject({ role: 'anonymous', 'x-locale': 'hi', 'content-type': 'application/json' });
    expect(sent[0]!.headers.authorization).toBeUndefined();
    expect(sent[1]!.headers).toMatchObject({ role: 'customer', authorization: 'Bearer a' });
    expect(sent[1]!.body.operationName).toBe('Me');
  });

  it('sends the shared catalogue reads as persisted GETs (hash only) and everything else as POST', async () => {
    const { client, session, sent } = setup((s) =>
      s.method === 'GET' ? { data: { product: { id: '1' } } } : { data: { me: null } },
    );
    expect(dataOf(await client.query(ProductPage, { slug: 'a-saree' }).toPromise())).toEqual({ product: { id: '1' } });
    await client.query(Me, {}).toPromise();
    expect(sent.map((s) => s.method)).toEqual(['GET', 'POST']);
    const url = new URL(sent[0]!.url);
    expect(url.searchParams.get('query')).toBeNull();
    expect(JSON.parse(url.searchParams.get('extensions')!)).toEqual({
      persistedQuery: { version: 1, sha256Hash: 'sha256:abc' },
    });
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ slug: 'a-saree' });
    // The CSRF rule: a GET carries the role header, which a page of another site cannot send.
    expect(sent[0]!.headers).toMatchObject({ role: 'anonymous', 'x-locale': 'hi' });
    session.signIn({ id_token: 'a', refresh_token: 'r', expires_in: Date.now() + 3600_000 });
    await client.query(ProductPage, { slug: 'b-saree' }).toPromise();
    expect(sent[2]!.headers).toMatchObject({ role: 'customer', authorization: 'Bearer a' });
  });

  it('falls back to the whole document when the gateway does not know the hash', async () => {
    const { client, sent } = setup((s) =>
      s.method === 'GET' && !new URL(s.url).searchParams.get('query')
        ? { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_IN_LIST' } }] }
        : { data: { product: { id: '2' } } },
    );
    expect(dataOf(await client.query(ProductPage, { slug: 'c-saree' }).toPromise())).toEqual({ product: { id: '2' } });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.url + JSON.stringify(sent[1]!.body)).toContain('product');
  });

  it('on invalid-jwt refreshes once and retries the operation with the new token', async () => {
    const { client, session, sent, refreshRequest } = setup((s) =>
      s.headers.authorization === 'Bearer old' ? tokenExpired : { data: { me: { id: 'u1' } } },
    );
    session.signIn({ id_token: 'old', refresh_token: 'r', expires_in: Date.now() + 3600_000 });
    expect(dataOf(await client.query(Me, {}).toPromise())).toEqual({ me: { id: 'u1' } });
    expect(sent.map((s) => s.headers.authorization)).toEqual(['Bearer old', 'Bearer id-1']);
    expect(refreshRequest).toHaveBeenCalledTimes(1);
    expect(refreshRequest).toHaveBeenCalledWith('r');
  });

  it('retries on a JWTExpired message without the code, and only once', async () => {
    const { client, session, sent } = setup(() => ({ errors: [{ message: 'JWTExpired' }] }));
    session.signIn({ id_token: 'old', refresh_token: 'r', expires_in: Date.now() + 3600_000 });
    const result = await client.query(Me, {}).toPromise();
    expect(result.error?.graphQLErrors[0]?.message).toBe('JWTExpired');
    expect(() => dataOf(result)).toThrow(/JWTExpired/);
    expect(sent).toHaveLength(2);
  });

  it('shares one refresh among operations failing together', async () => {
    const { client, session, refreshRequest } = setup((s) =>
      s.headers.authorization === 'Bearer old' ? tokenExpired : { data: { me: { id: 'u1' } } },
    );
    session.signIn({ id_token: 'old', refresh_token: 'r', expires_in: Date.now() + 3600_000 });
    const results = await Promise.all([
      client.query(Me, {}).toPromise(),
      client.query(asDocument(OtherDocument), {}).toPromise(),
    ]);
    expect(results.map((r) => r.data)).toEqual([{ me: { id: 'u1' } }, { me: { id: 'u1' } }]);
    expect(refreshRequest).toHaveBeenCalledTimes(1);
  });

  it('when the gateway refuses the refresh the session ends and the operation fails', async () => {
    const { client, session, storage, navigate } = setup(() => tokenExpired, {
      refresh: () => Promise.reject(new RefreshRefused('Please sign in again.', 'refresh-reused')),
    });
    session.signIn({ id_token: 'old', refresh_token: 'r', expires_in: Date.now() + 3600_000 });
    const result = await client.query(Me, {}).toPromise();
    expect(result.error).toBeDefined();
    expect(storage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('when the gateway cannot be reached for the refresh the operation fails and the session stays', async () => {
    const { client, session, storage, navigate } = setup(() => tokenExpired, {
      refresh: () => Promise.reject(new RefreshUnavailable('offline')),
    });
    session.signIn({ id_token: 'old', refresh_token: 'r', expires_in: Date.now() + 3600_000 });
    const result = await client.query(Me, {}).toPromise();
    expect(result.error).toBeDefined();
    expect(storage.getItem('id_token')).toBe('old');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks for a staff role only for a signed-in shopper', async () => {
    const { client, session, sent } = setup(() => ({ data: { me: null } }));
    await client.query(Me, {}, staffContext.admin).toPromise();
    session.signIn({ id_token: 'a', refresh_token: 'r', expires_in: Date.now() + 3600_000 });
    await client.query(Me, {}, staffContext.admin).toPromise();
    expect(sent.map((s) => s.headers.role)).toEqual(['anonymous', 'admin']);
  });

  it('sends subscriptions over the WebSocket client', async () => {
    const subscribe = vi.fn(
      (payload: { query: string; variables?: unknown }, sink: { next(v: unknown): void; complete(): void }) => {
        sink.next({ data: { orderUpdated: { id: 'o1' } } });
        return () => undefined;
      },
    );
    const ws = { subscribe } as unknown as WsClient;
    const { client, sent } = setup(() => ({ data: null }), { ws: async () => ws });
    const first = await new Promise((resolve) => {
      const { unsubscribe } = client.subscription(asDocument(Live), { n: 'SL-1' }).subscribe((r) => {
        resolve(r.data);
        queueMicrotask(() => unsubscribe());
      });
    });
    expect(first).toEqual({ orderUpdated: { id: 'o1' } });
    expect(subscribe.mock.calls[0]![0]).toMatchObject({ operationName: 'Live', variables: { n: 'SL-1' } });
    expect(subscribe.mock.calls[0]![0].query).toContain('subscription Live');
    expect(sent).toHaveLength(0);
  });
});

describe('the client pages render with on the server', () => {
  it('leaves every operation pending and asks nothing', async () => {
    const client = createServerRenderClient();
    const seen = vi.fn();
    const { unsubscribe } = client.query(Me, {}).subscribe(seen);
    await new Promise((r) => setTimeout(r, 20));
    unsubscribe();
    expect(seen).not.toHaveBeenCalled();
  });
});
