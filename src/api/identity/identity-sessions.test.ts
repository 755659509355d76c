import { SignJWT, UnsecuredJWT } from 'jose';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { gql } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { grantRole } from './service';
import { refreshGraceMs } from './sign-in';
import { jwtAudience, jwtIssuer } from './tokens';
import { identitySuite, REFRESH, ME } from '../../test/identity-suite';

describe.each(testDatabases())('sessions and tokens on $kind', ({ open }) => {
  const suite = identitySuite(open);

  it('rotates refresh tokens, tolerates a second tab within the grace window, and revokes the family on later reuse', async () => {
    const { server, clock, signIn, me, code } = suite;
    const t = await signIn();
    const r1 = await gql(server, REFRESH, { variables: { token: t.refresh_token } });
    const first = (
      r1.body.data as { userservice: { refreshToken: { token: string; refresh_token: string; expires_in: number } } }
    ).userservice.refreshToken;
    expect(first.refresh_token).not.toBe(t.refresh_token);
    expect((await me(first.token)).data).toMatchObject({ me: { id: expect.any(String) } });

    clock.advance(refreshGraceMs - 2000);
    const tab2 = await gql(server, REFRESH, { variables: { token: t.refresh_token } });
    expect(tab2.body.errors).toBeUndefined();

    clock.advance(5000);
    const reused = await gql(server, REFRESH, { variables: { token: t.refresh_token } });
    expect(code(reused.body)).toBe('refresh-reused');
    // The whole family is gone, including the newest token.
    expect(code((await gql(server, REFRESH, { variables: { token: first.refresh_token } })).body)).toBe(
      'refresh-invalid',
    );
  });

  it('refuses unknown, malformed and expired refresh tokens', async () => {
    const { server, clock, signIn, code } = suite;
    for (const token of ['', 'short', 'A'.repeat(43), 'x'.repeat(10_000)]) {
      expect(code((await gql(server, REFRESH, { variables: { token } })).body)).toBe('refresh-invalid');
    }
    const t = await signIn();
    clock.advance(31 * 24 * 3600_000);
    expect(code((await gql(server, REFRESH, { variables: { token: t.refresh_token } })).body)).toBe('refresh-expired');
  });

  it('logs out one sign-in, or every sign-in', async () => {
    const { server, nextPhone, signIn, code } = suite;
    const phone = nextPhone();
    const a = await signIn(phone);
    const b = await signIn(phone);
    const out = await gql(server, 'mutation { userservice { logout } }', {
      headers: { role: 'customer', authorization: `Bearer ${a.id_token}` },
    });
    expect(out.body.data).toEqual({ userservice: { logout: true } });
    expect(code((await gql(server, REFRESH, { variables: { token: a.refresh_token } })).body)).toBe('refresh-invalid');
    expect((await gql(server, REFRESH, { variables: { token: b.refresh_token } })).body.errors).toBeUndefined();

    const c = await signIn(phone);
    await gql(server, 'mutation { userservice { logout(everywhere: true) } }', {
      headers: { role: 'customer', authorization: `Bearer ${c.id_token}` },
    });
    expect(code((await gql(server, REFRESH, { variables: { token: c.refresh_token } })).body)).toBe('refresh-invalid');
    const anon = await gql(server, 'mutation { userservice { logout } }');
    expect(code(anon.body)).toBe('sign-in-required');
  });

  it('refuses a profile change from anyone not signed in, as every shopper field does', async () => {
    const { code, updateProfile } = suite;
    const res = await updateProfile(null, 'Meera');
    expect(code(res)).toBe('access-denied');
    expect(res.data).toBeNull();
  });

  it('refuses an id token at once once its sign-in logged out, alone or everywhere, while other sign-ins carry on', async () => {
    const { server, nextPhone, signIn, me, code } = suite;
    const phone = nextPhone();
    const a = await signIn(phone);
    const b = await signIn(phone);
    expect((await me(a.id_token)).data).toMatchObject({ me: { phone } });
    await gql(server, 'mutation { userservice { logout } }', {
      headers: { role: 'customer', authorization: `Bearer ${a.id_token}` },
    });
    const after = await me(a.id_token);
    expect(after.errors?.[0]).toMatchObject({
      message: 'Could not verify JWT: JWTRevoked',
      extensions: { code: 'invalid-jwt' },
    });
    expect(after.data ?? null).toBeNull();
    // Even asking as anonymous: a token that is present must be good.
    expect(code(await me(a.id_token, 'anonymous'))).toBe('invalid-jwt');
    expect((await me(b.id_token)).data).toMatchObject({ me: { phone } });

    const c = await signIn(phone);
    expect((await me(c.id_token)).data).toMatchObject({ me: { phone } });
    await gql(server, 'mutation { userservice { logout(everywhere: true) } }', {
      headers: { role: 'customer', authorization: `Bearer ${b.id_token}` },
    });
    for (const t of [b, c]) expect(code(await me(t.id_token))).toBe('invalid-jwt');
    // A new sign-in after that works.
    const d = await signIn(phone);
    expect((await me(d.id_token)).data).toMatchObject({ me: { phone } });
  });

  it('refuses every id token of a family revoked because a rotated refresh token came back', async () => {
    const { server, clock, signIn, me, code } = suite;
    const t = await signIn();
    const r1 = await gql(server, REFRESH, { variables: { token: t.refresh_token } });
    const fresh = (r1.body.data as { userservice: { refreshToken: { token: string } } }).userservice.refreshToken.token;
    expect((await me(fresh)).data).toMatchObject({ me: { id: expect.any(String) } });
    clock.advance(refreshGraceMs + 1000);
    expect(code((await gql(server, REFRESH, { variables: { token: t.refresh_token } })).body)).toBe('refresh-reused');
    for (const token of [t.id_token, fresh]) expect(code(await me(token))).toBe('invalid-jwt');
  });

  it('refuses a logged-out token over WebSocket: at connection_init (4403) and per operation on a socket opened before', async () => {
    const { server, signIn } = suite;
    const t = await signIn();
    const params = { headers: { role: 'customer', authorization: `Bearer ${t.id_token}` } };
    const open = createClient({
      url: server.wsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
      connectionParams: params,
    });
    const run = (client: typeof open) =>
      new Promise<{ data?: unknown; errors?: { extensions?: Record<string, unknown> }[] }>((resolve) => {
        let v: { data?: unknown } = {};
        client.subscribe(
          { query: '{ me { id } }' },
          {
            next: (x) => (v = x),
            error: (e) => resolve({ errors: e as { extensions?: Record<string, unknown> }[] }),
            complete: () => resolve(v),
          },
        );
      });
    expect((await run(open)).data).toMatchObject({ me: { id: expect.any(String) } });
    await gql(server, 'mutation { userservice { logout } }', {
      headers: { role: 'customer', authorization: `Bearer ${t.id_token}` },
    });
    const later = await run(open);
    expect(later.errors?.[0]?.extensions?.code).toBe('invalid-jwt');
    await open.dispose();

    const closed = await new Promise<number>((resolve) => {
      const client = createClient({
        url: server.wsUrl,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        connectionParams: params,
        on: { closed: (e) => resolve((e as { code: number }).code) },
      });
      client.subscribe({ query: '{ __typename }' }, { next: () => {}, error: () => {}, complete: () => {} });
    });
    expect(closed).toBe(4403);
  });

  it('answers an expired id token with invalid-jwt and the JWTExpired message', async () => {
    const { clock, signIn, me } = suite;
    const t = await signIn();
    clock.advance(3600_000 + 1000);
    const res = await me(t.id_token);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Could not verify JWT: JWTExpired',
      extensions: { code: 'invalid-jwt' },
    });
  });

  it('refuses forged, truncated, alg:none and wrong-audience tokens with invalid-jwt', async () => {
    const { server, clock, signIn, me, code } = suite;
    const t = await signIn();
    const now = Math.floor(clock.now().getTime() / 1000);
    const claims = { sid: 'x', roles: ['customer', 'admin'], default_role: 'customer' };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(jwtIssuer)
      .setAudience(jwtAudience)
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('a'.repeat(64)));
    const none = new UnsecuredJWT(claims)
      .setIssuer(jwtIssuer)
      .setAudience(jwtAudience)
      .setSubject('u')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .encode();
    const [h, p] = t.id_token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const wrongAud = `${h}.${Buffer.from(JSON.stringify({ ...payload, aud: 'someone-else' })).toString('base64url')}.${t.id_token.split('.')[2]}`;
    const escalated = `${h}.${Buffer.from(JSON.stringify({ ...payload, roles: ['customer', 'admin'] })).toString('base64url')}.${t.id_token.split('.')[2]}`;
    for (const token of [forged, none, t.id_token.slice(0, -10), wrongAud, escalated, 'garbage', 'a.b.c']) {
      const res = await me(token);
      expect(code(res), token.slice(0, 20)).toBe('invalid-jwt');
      expect(res.data ?? null).toBeNull();
    }
    const notBearer = await gql(server, ME, { headers: { role: 'customer', authorization: `Basic ${t.id_token}` } });
    expect(code(notBearer.body)).toBe('invalid-jwt');
  });

  it('never grants a role the token does not list, over HTTP or WebSocket', async () => {
    const { server, signIn, me, code } = suite;
    const t = await signIn();
    for (const role of ['admin', 'designer']) expect(code(await me(t.id_token, role))).toBe('access-denied');
    expect(code((await gql(server, ME, { headers: { role: 'customer' } })).body)).toBe('access-denied');
    expect((await me(t.id_token, 'anonymous')).data).toEqual({ me: null });

    const wsClose = (params: Record<string, unknown>) =>
      new Promise<number>((resolve) => {
        const client = createClient({
          url: server.wsUrl,
          webSocketImpl: WebSocket,
          retryAttempts: 0,
          connectionParams: params,
          on: { closed: (e) => resolve((e as { code: number }).code) },
        });
        client.subscribe({ query: '{ __typename }' }, { next: () => {}, error: () => {}, complete: () => {} });
      });
    expect(await wsClose({ role: 'admin', authorization: `Bearer ${t.id_token}` })).toBe(4403);
    expect(await wsClose({ headers: { role: 'customer' } })).toBe(4403);
    expect(await wsClose({ headers: { role: 'customer', authorization: 'Bearer forged.token.here' } })).toBe(4403);

    const client = createClient({
      url: server.wsUrl,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: {
        headers: { role: 'customer', authorization: `Bearer ${t.id_token}`, 'content-type': 'application/json' },
      },
    });
    const viaSocket = await new Promise<unknown>((resolve, reject) => {
      let v: unknown;
      client.subscribe(
        { query: '{ me { roles } }' },
        { next: (x) => (v = x), error: reject, complete: () => resolve(v) },
      );
    });
    await client.dispose();
    expect(viaSocket).toEqual({ data: { me: { roles: ['customer'] } } });
  });

  it('grants staff roles only through the command, and then the token carries them', async () => {
    const { db, server, nextPhone, signIn, me } = suite;
    const phone = nextPhone();
    await signIn(phone);
    await grantRole(db.db, phone, 'admin');
    const t = await signIn(phone);
    expect((await me(t.id_token, 'admin')).data).toMatchObject({ me: { roles: ['customer', 'admin'] } });
    // No API field can change roles.
    const attempt = await gql(server, 'mutation { updateProfile(name: "x", roles: ["admin"]) { roles } }', {
      headers: { role: 'customer', authorization: `Bearer ${t.id_token}` },
    });
    expect(attempt.body.errors?.[0]?.message).toMatch(/Unknown argument/);
  });
});
