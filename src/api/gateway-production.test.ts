import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../db/client';
import { gql, startTestServer, type TestServer } from '../test/gateway-server';
import { testDatabases } from '../test/databases';

// Production behaviour: introspection off, unexpected errors masked with the request id.
describe.each(testDatabases())('gateway in production on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let broken: TestServer;

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db, { production: true });
    // A database that fails every query, as a lost connection would.
    const failing: DbHandle = {
      ...db,
      db: new Proxy(db.db, {
        get: (target, prop) =>
          prop === 'select'
            ? () => {
                throw new Error('connection terminated: password=hunter2');
              }
            : Reflect.get(target, prop),
      }),
    };
    broken = await startTestServer(failing, { production: true, seed: false, kit: server.kit });
  });
  afterAll(async () => {
    await broken?.close();
    await server?.close();
    await db?.close();
  });

  it('refuses introspection unless enabled', async () => {
    const res = await gql(server, '{ __schema { types { name } } }');
    expect(res.body.errors?.[0]?.message).toMatch(/introspection/i);
    expect(res.body.data ?? null).toBeNull();
  });

  it('masks unexpected errors and names the request id, which the log carries too', async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (logged.push(String(chunk)), true));
    const res = await gql(broken, '{ banners { title } }', { headers: { 'x-request-id': 'test-req-123456' } }).finally(
      () => spy.mockRestore(),
    );
    const line = logged
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'graphql: unexpected error');
    expect(line).toMatchObject({ level: 'error', requestId: 'test-req-123456', path: 'banners' });
    expect(JSON.stringify(line)).toContain('connection terminated');
    expect(res.headers.get('x-request-id')).toBe('test-req-123456');
    const err = res.body.errors?.[0];
    expect(err?.message).toBe('Something went wrong on our side. Please try again.');
    expect(err?.extensions).toMatchObject({ code: 'internal', requestId: 'test-req-123456' });
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
  });

  it('does not suggest field names to a prober', async () => {
    const res = await gql(server, '{ banner { title } }');
    expect(res.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});
