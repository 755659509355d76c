import { randomBytes } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { createSilaiPubSub, type SilaiPubSub } from '../core/pubsub';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { productOf } from '../../test/buying-fixtures';
import { addAddress, ADVANCE, place } from '../../test/orders-api';

const SUB = 'subscription S($n: String!) { orderUpdated(number: $n) { number status events { status actor } } }';
type Update = { number: string; status: string; events: { status: string; actor: string }[] };

/** Subscribes over WebSocket and collects what arrives; resolves `ready` once the server has accepted it. */
function watch(wsUrl: string, headers: Record<string, string>, number: string) {
  const client: Client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { headers },
    retryAttempts: 0,
    lazy: false,
  });
  const got: Update[] = [];
  const errors: unknown[] = [];
  let notify: () => void = () => {};
  const next = () => new Promise<void>((r) => (notify = r));
  let waiting = next();
  client.subscribe<{ orderUpdated: Update }>(
    { query: SUB, variables: { n: number } },
    {
      next: (v) => {
        if (v.data) got.push(v.data.orderUpdated);
        if (v.errors) errors.push(...v.errors);
        notify();
      },
      error: (e) => {
        errors.push(e);
        notify();
      },
      complete: () => notify(),
    },
  );
  return {
    got,
    errors,
    async until(pred: () => boolean, ms = 5000) {
      const end = Date.now() + ms;
      while (!pred() && Date.now() < end) {
        await Promise.race([waiting, new Promise((r) => setTimeout(r, 50))]);
        waiting = next();
      }
    },
    close: () => client.dispose(),
  };
}

// The server accepts the subscription asynchronously; a short pause lets it register before we act.
const settle = () => new Promise((r) => setTimeout(r, 300));

describe.each(testDatabases())('order subscription on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let owner: Shopper;
  let admin: Shopper;
  let number: string;

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db);
    owner = await createShopper(db, server);
    admin = await createShopper(db, server, 'admin');
    const saree = await productOf(db, 'saree', 0, 5);
    number = (
      await place(server, owner, { items: [{ id: saree.id, qty: 1 }], addressId: await addAddress(server, owner) })
    ).order!.number;
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('delivers every change to the owner, and refuses anyone else', async () => {
    const mine = watch(server.wsUrl, await owner.headers(), number);
    const stranger = watch(server.wsUrl, await (await createShopper(db, server)).headers(), number);
    const anon = watch(server.wsUrl, { role: 'anonymous' }, number);
    await settle();
    await gqlAs(server, admin, ADVANCE, { n: number, to: 'CONFIRMED' });
    await mine.until(() => mine.got.length > 0);
    expect(mine.got[0]).toMatchObject({ number, status: 'CONFIRMED' });
    expect(mine.got[0]!.events.at(-1)).toEqual({ status: 'CONFIRMED', actor: 'admin' });
    await stranger.until(() => stranger.errors.length > 0);
    await anon.until(() => anon.errors.length > 0);
    expect(stranger.got).toEqual([]);
    expect(JSON.stringify(stranger.errors)).toContain('access-denied');
    expect(JSON.stringify(anon.errors)).toContain('access-denied');
    await Promise.all([mine.close(), stranger.close(), anon.close()]);
  });
});

// Two processes' worth of gateway on one PostgreSQL, with Redis carrying the events between them.
describe.runIf(Boolean(process.env.DATABASE_URL))("order subscription across two servers on 'postgres'", () => {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `silai_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  let a: { db: DbHandle; pubsub: SilaiPubSub; server: TestServer };
  let b: { db: DbHandle; pubsub: SilaiPubSub; server: TestServer };

  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const start = async (seed: boolean) => {
      const db = await openDatabase({ url: url.toString() });
      if (seed) await runMigrations(db);
      const pubsub = createSilaiPubSub('redis://127.0.0.1:6379');
      return { db, pubsub, server: await startTestServer(db, { pubsub, seed }) };
    };
    a = await start(true);
    b = await start(false);
  });
  afterAll(async () => {
    for (const s of [a, b]) {
      await s?.server.close();
      await s?.pubsub.close();
      await s?.db.close();
    }
    await admin(`drop database if exists ${name} with (force)`);
  });

  it("reaches a subscriber on server A when server B moves the order on 'postgres'", async () => {
    const owner = await createShopper(a.db, a.server);
    const staff = await createShopper(a.db, a.server, 'admin');
    const saree = await productOf(a.db, 'saree', 0, 5);
    const number = (
      await place(a.server, owner, { items: [{ id: saree.id, qty: 1 }], addressId: await addAddress(a.server, owner) })
    ).order!.number;
    const sub = watch(a.server.wsUrl, await owner.headers(), number);
    await settle();
    const moved = await gqlAs<{ advanceOrder: { ok: boolean } }>(b.server, staff, ADVANCE, {
      n: number,
      to: 'CONFIRMED',
    });
    expect(moved.data.advanceOrder.ok).toBe(true);
    await sub.until(() => sub.got.length > 0);
    expect(sub.got[0]).toMatchObject({ number, status: 'CONFIRMED' });
    await sub.close();
  });
});
