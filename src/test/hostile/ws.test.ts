// Hostile input, GraphQL over WebSocket (graphql-transport-ws): every case against a real server
// (production settings) on each database. A bad operation fails alone with an `error` message and the
// socket stays open; only faults of the protocol itself close a socket, with the protocol's own codes,
// never 4500. No answer reveals a stack or SQL, and no stock, order or payment changes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../../db/client';
import { startTestServer, type TestServer } from '../gateway-server';
import { testDatabases } from '../databases';
import { createShopper, type Shopper } from '../shoppers';
import { productOf } from '../buying-fixtures';
import { addAddress, place } from '../orders-api';
import { openRaw, type RawSocket, type WsMessage } from '../ws-raw';
import { expectCleanGraphql, expectNoLeak, snapshot, type Snapshot } from './gateway-kit';

/** Close codes a client may see for a protocol fault (graphql-transport-ws), and 1009 for too large a frame. */
const protocolCloses = new Set([4400, 4401, 4403, 4406, 4409, 4429, 1009]);
import { ops, type Env, type Op } from './ws-operation-cases';
import { clientGaveUp, protos } from './ws-protocol-cases';
import { captureLog } from './log-capture';

// ────────────────────────────────────────────────────────────────────────────────────────────────────
function expectCleanMessages(messages: WsMessage[], label: string): void {
  expectNoLeak(JSON.stringify(messages), label);
  for (const m of messages) {
    if (m.type === 'next') expectCleanGraphql(m.payload, label);
    if (m.type === 'error') {
      expect(Array.isArray(m.payload), `${label}: error payload is a list`).toBe(true);
      expectCleanGraphql({ errors: m.payload }, label);
    }
  }
}

describe.each(testDatabases())('hostile GraphQL over WebSocket on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let customer: Shopper;
  let admin: Shopper;
  let env: Env;
  let before: Snapshot;
  const sockets = new Map<string, RawSocket>();
  let seq = 0;

  /** The shared socket for a kind of caller, reopened if a case broke it (that case has failed already). */
  async function socketFor(who: Op['who'] = 'anonymous'): Promise<RawSocket> {
    const s = sockets.get(who);
    if (s && !s.closed) return s;
    const fresh = await openRaw(server.wsUrl);
    const headers =
      who === 'customer' ? await customer.headers() : who === 'admin' ? await admin.headers() : { role: 'anonymous' };
    expect(await fresh.init({ headers })).toBe(true);
    sockets.set(who, fresh);
    return fresh;
  }

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db, { production: true });
    customer = await createShopper(db, server);
    admin = await createShopper(db, server, 'admin');
    const saree = await productOf(db, 'saree', 0, 5);
    const placed = await place(server, admin, {
      items: [{ id: saree.id, qty: 1 }],
      addressId: await addAddress(server, admin),
    });
    env = { orderNumber: placed.order!.number, productSlug: saree.slug, productId: saree.id };
    before = await snapshot(db);
  });
  afterAll(async () => {
    for (const s of sockets.values()) await s.close();
    await server?.close();
    await db?.close();
  });

  it.each(ops)('operation: %s', async (name, o) => {
    const s = await socketFor(o.who);
    const id = `op${++seq}`;
    const got = await s.operation(
      id,
      { query: o.query, variables: o.variables?.(env), operationName: o.operationName },
      15_000,
    );
    expect(s.closed, `${name}: socket closed ${JSON.stringify(s.closed)}`).toBeNull();
    const types = got.map((m) => m.type);
    // A query or mutation answers next+complete or error; a subscription that was accepted stays open.
    expect(types.length > 0 || o.query.trimStart().startsWith('subscription'), `${name}: no answer`).toBe(true);
    expectCleanMessages(got, name);
    if (!types.includes('complete') && !types.includes('error')) s.send({ type: 'complete', id });
    // The same socket still answers.
    const ping = await s.operation(`${id}-after`, { query: '{ __typename }' });
    expect(
      ping.map((m) => m.type),
      name,
    ).toEqual(['next', 'complete']);
  });

  it.each(protos)('protocol: %s', async (name, p) => {
    const s = await p.run(server.wsUrl, { ...env, admin });
    try {
      expectCleanMessages(s.messages, name);
      if (p.closes === 'open') {
        expect(s.closed, name).toBeNull();
        const ok = await s.operation('check', { query: '{ __typename }' });
        expect(
          ok.map((m) => m.type),
          name,
        ).toEqual(['next', 'complete']);
      } else {
        await s.until(() => s.closed !== null);
        expect(s.closed?.code, `${name}: ${JSON.stringify(s.closed)}`).toBe(p.closes);
        expect(protocolCloses.has(s.closed!.code) || s.closed!.code === clientGaveUp).toBe(true);
      }
    } finally {
      await s.close();
    }
    // The server still takes new sockets.
    const next = await openRaw(server.wsUrl);
    expect(await next.init()).toBe(true);
    await next.close();
  });

  it('refuses sockets from a page of another origin and `null`, before any message', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const s = await openRaw(server.wsUrl, { headers: { origin } });
      expect(s.refused, origin).toBe(403);
    }
  });

  it('refuses sockets beyond the per-address limit, and takes them again once some close', async () => {
    const held: RawSocket[] = [];
    try {
      let refused = 0;
      for (let i = 0; i < 110; i++) {
        const s = await openRaw(server.wsUrl);
        if (s.refused) refused++;
        else held.push(s);
      }
      expect(refused).toBeGreaterThan(0);
      expect(held.length).toBeLessThanOrEqual(100);
    } finally {
      await Promise.all(held.map((s) => s.close()));
    }
    // The server counts a socket gone once its close reaches it: ask again for a short while.
    let again = await openRaw(server.wsUrl);
    for (let i = 0; i < 50 && again.refused; i++) {
      await new Promise((r) => setTimeout(r, 100));
      again = await openRaw(server.wsUrl);
    }
    expect(again.refused).toBeNull();
    await again.close();
  });

  it('logs a frame over the limit as one warn line without a stack, and closes it with 1009', async () => {
    const written: string[] = [];
    captureLog(written);
    // graphql-ws reports socket errors through console.error (the store routes it into the log).
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const s = await openRaw(server.wsUrl);
      expect(await s.init()).toBe(true);
      s.sendRaw('x'.repeat(70_000));
      await s.until(() => s.closed !== null);
      expect(s.closed?.code).toBe(1009);
      await s.close();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
    const lines = written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    const refused = lines.filter((l) => l.msg === 'ws: frame refused');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ level: 'warn', code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });
    expect(JSON.stringify(refused[0])).not.toMatch(/stack|\bat /);
  });

  it('follows one order from 12 subscriptions on two sockets without a listener warning, each hearing every change', async () => {
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    const sockets = [await openRaw(server.wsUrl), await openRaw(server.wsUrl)];
    try {
      for (const s of sockets) expect(await s.init({ headers: await admin.headers() })).toBe(true);
      const query = 'subscription S($n: String!) { orderUpdated(number: $n) { number } }';
      for (let i = 0; i < 12; i++)
        sockets[i % 2]!.send({ type: 'subscribe', id: `f${i}`, payload: { query, variables: { n: env.orderNumber } } });
      // An event carries only the number, and the order is read afresh: publishing one changes nothing.
      const heard = () =>
        sockets.reduce((n, s) => n + new Set(s.messages.filter((m) => m.type === 'next').map((m) => m.id)).size, 0);
      for (let tries = 0; heard() < 12 && tries < 100; tries++) {
        server.deps.pubsub.publish('orderUpdated', { number: env.orderNumber });
        await sockets[0]!.until(() => heard() >= 12, 100);
      }
      expect(heard()).toBe(12);
      for (const s of sockets)
        for (const m of s.messages.filter((x) => x.type === 'next')) expectCleanGraphql(m.payload, 'orderUpdated');
      // Warnings are emitted on the next tick.
      await new Promise((r) => setImmediate(r));
      expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning').map((w) => w.message)).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      for (const s of sockets) await s.close();
    }
  });

  it('changed no stock, order or payment', async () => {
    expect(await snapshot(db)).toEqual(before);
  });
});
