import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { gql, startTestServer, testClock, type TestClock, type TestServer } from '../../test/gateway-server';
import { MemoryStorage } from './memory-storage';
import { createSession } from './session';
import { createWsClient } from './ws-client';

// The browser's WebSocket client against the real gateway: token in connection params, and a fresh
// connection (with the fresh token) after a refresh.
describe('WebSocket client and token refresh', () => {
  let db: DbHandle;
  let server: TestServer;
  let clock: TestClock;
  beforeAll(async () => {
    db = await openDatabase({ memory: true });
    await runMigrations(db);
    clock = testClock();
    server = await startTestServer(db, {
      clock,
      seed: false,
      kitOverrides: { testOtps: new Map([['+919000000005', '246810']]) },
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('reconnects with the new token after a refresh', async () => {
    await gql(server, 'mutation { userservice { sendOtp(phone: "+919000000005") { ok } } }');
    const v = await gql(
      server,
      'mutation { userservice { verifyOtp(phone: "+919000000005", code: "246810") { id_token refresh_token expires_in } } }',
    );
    const tokens = (
      v.body.data as { userservice: { verifyOtp: { id_token: string; refresh_token: string; expires_in: number } } }
    ).userservice.verifyOtp;

    const session = createSession({
      storage: new MemoryStorage(),
      refreshRequest: async () => Promise.reject(new Error('not used')),
      navigate: () => {},
      now: () => clock.now().getTime(),
    });
    session.signIn(tokens);
    // The socket stays open between operations, as it does while a page follows a live subscription.
    const client = createWsClient(session, server.wsUrl, { webSocketImpl: WebSocket, lazyCloseTimeout: 60_000 });
    const me = () =>
      new Promise<unknown>((resolve, reject) => {
        let value: unknown;
        client.subscribe(
          { query: '{ me { phone } }' },
          { next: (x) => (value = x), error: reject, complete: () => resolve(value) },
        );
      });
    expect(await me()).toEqual({ data: { me: { phone: '+919000000005' } } });

    // An hour later the first token has expired; the refresh brings a new one and the socket follows it.
    clock.advance(3600_000 + 1000);
    const r = await gql(
      server,
      'mutation($t: String!) { userservice { refreshToken(token: $t) { token expires_in refresh_token } } }',
      { variables: { t: tokens.refresh_token } },
    );
    const fresh = (
      r.body.data as { userservice: { refreshToken: { token: string; expires_in: number; refresh_token: string } } }
    ).userservice.refreshToken;
    session.signIn({ id_token: fresh.token, refresh_token: fresh.refresh_token, expires_in: fresh.expires_in });
    expect(await me()).toEqual({ data: { me: { phone: '+919000000005' } } });
    await client.dispose();
  });
});
