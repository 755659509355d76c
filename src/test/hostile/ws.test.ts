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
import { expectCleanGraphql, expectNoLeak, hostileInts, hostileStrings, snapshot, type Snapshot } from './gateway-kit';

/** Close codes a client may see for a protocol fault (graphql-transport-ws), and 1009 for too large a frame. */
const protocolCloses = new Set([4400, 4401, 4403, 4406, 4409, 4429, 1009]);

type Env = { orderNumber: string; productSlug: string; productId: string };

// ── Operations on an open socket: each must fail or succeed alone ─────────────────────────────────
type Op = {
  query: string;
  variables?: (env: Env) => Record<string, unknown>;
  operationName?: string;
  who?: 'anonymous' | 'customer' | 'admin';
};
const ops: [string, Op][] = [];
const op = (name: string, query: string, more: Omit<Op, 'query'> = {}) => ops.push([name, { query, ...more }]);

for (const depth of [11, 30, 150])
  op(
    `deep: categories.children × ${depth}`,
    `{ categories { ${'children { '.repeat(depth)}slug${' }'.repeat(depth)} } }`,
  );
op('deep: the nested related query', '{products{items{related{related{related{related{related{related{id}}}}}}}}}');
op(
  'deep: related inside related through fragments',
  'query { products { items { ...R } } } fragment R on Product { related { ...S } } fragment S on Product { related { id } }',
);
for (const n of [16, 300])
  op(`aliases: ${n} aliased fields`, `{ ${Array.from({ length: n }, (_, i) => `a${i}: store { name }`).join(' ')} }`);
op(
  'aliases: 20 aliased product listings',
  `{ ${Array.from({ length: 20 }, (_, i) => `p${i}: products(perPage: 48) { items { id name } }`).join(' ')} }`,
);
op('wide: 3000 repeated fields', `{ ${'__typename '.repeat(3000)} }`);
op(
  'wide: the largest listing with reviews and related',
  '{ products(perPage: 48) { items { id name description reviews(first: 50) { items { id body } } related(limit: 12) { id name description } } } }',
);
op('fragments: a spread of itself', 'query { ...A } fragment A on Query { ...A }');
op('fragments: a two-step cycle', 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }');
for (const levels of [16, 32]) {
  const frags = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on Query { ${i + 1 < levels ? `...F${i + 1} ...F${i + 1}` : 'store { name }'} }`,
  ).join(' ');
  op(`fragments: a bomb ${levels} levels deep`, `query { ...F0 } ${frags}`);
}
op('fragments: an unknown fragment', 'query { ...Nope }');
op('syntax: an unfinished document', '{ banners { ');
op('syntax: an empty document', '');
op('syntax: 3000 tokens of punctuation', `{ ${'( '.repeat(3000)} }`);
op('fields: an unknown field', '{ nothingHere }');
op('operations: an unknown operationName', 'query A { __typename }', { operationName: 'Nope' });
op('operations: two operations and no name', 'query A { __typename } query B { store { name } }');
op('introspection: __schema', '{ __schema { types { name } } }');
op('introspection: __type', '{ __type(name: "Mutation") { fields { name } } }');
op('variables: an object for a String', 'query Q($s: String!) { product(slug: $s) { id } }', {
  variables: () => ({ s: { a: 1 } }),
});
op('variables: a required variable missing', 'query Q($s: String!) { product(slug: $s) { id } }', {
  variables: () => ({}),
});
op('variables: a variable never declared', '{ product(slug: $s) { id } }', { variables: () => ({ s: 'x' }) });
op('variables: a bad enum value', 'query Q($k: ProductKind) { products(filter: { kind: $k }) { total } }', {
  variables: () => ({ k: 'DROP' }),
});
op('variables: 5000 cart lines', 'query Q($items: [CartItemInput!]!) { cartCheck(items: $items) { ok } }', {
  variables: (env) => ({ items: Array.from({ length: 2000 }, () => ({ id: env.productId, qty: 1 })) }),
});
for (const [label, value] of hostileInts) {
  op(`int: products perPage = ${label}`, 'query Q($n: Int) { products(perPage: $n) { total perPage } }', {
    variables: () => ({ n: value }),
  });
  op(
    `int: related limit = ${label}`,
    'query Q($n: Int, $slug: String!) { product(slug: $slug) { related(limit: $n) { id } } }',
    { variables: (env) => ({ n: value, slug: env.productSlug }) },
  );
}
const stringSites: [string, string, Op['who']][] = [
  ['product slug', 'query Q($s: String!) { product(slug: $s) { id } }', 'anonymous'],
  ['products search', 'query Q($s: String) { products(filter: { search: $s }) { total } }', 'anonymous'],
  ['order number', 'query Q($s: String!) { order(number: $s) { id } }', 'customer'],
  ['orderUpdated number', 'subscription S($s: String!) { orderUpdated(number: $s) { status } }', 'customer'],
  ['sendOtp phone', 'mutation M($s: String!) { userservice { sendOtp(phone: $s) { ok } } }', 'anonymous'],
  [
    'updateProfile name',
    'mutation M($s: String!) { updateProfile(name: $s) { ok errors { field code } } }',
    'customer',
  ],
];
for (const [site, query, who] of stringSites) {
  for (const [label, value] of hostileStrings.slice(0, 6))
    op(`string: ${site} with ${label}`, query, { who, variables: () => ({ s: value }) });
}
op('access: a staff mutation as a customer', 'mutation { updateProduct(slug: "x", stock: 1) { ok } }', {
  who: 'customer',
});
op('access: staff orders as anonymous', '{ adminOrders { id } }');
op("access: following someone else's order", 'subscription S($n: String!) { orderUpdated(number: $n) { status } }', {
  who: 'customer',
  variables: (env) => ({ n: env.orderNumber }),
});
op('access: following an order anonymously', 'subscription S($n: String!) { orderUpdated(number: $n) { status } }', {
  variables: (env) => ({ n: env.orderNumber }),
});
op('subscriptions: an unknown order', 'subscription { orderUpdated(number: "SL-ZZZZZZZZ") { status } }', {
  who: 'customer',
});
op(
  'subscriptions: two root fields',
  'subscription { a: orderUpdated(number: "SL-ZZZZZZZZ") { status } b: orderUpdated(number: "SL-YYYYYYYY") { status } }',
  { who: 'customer' },
);
op(
  'mutations: placing an order with nothing',
  'mutation { placeOrder(input: { items: [], addressId: "x", paymentMethod: COD, idempotencyKey: "kkkkkkkkkkkkkkkkkkkk" }) { ok refusal } }',
  { who: 'customer' },
);

// ── Faults of the protocol: each on a socket of its own ──────────────────────────────────────────
type Proto = { run: (url: string, env: Env & { admin: Shopper }) => Promise<RawSocket>; closes?: number | 'open' };
// A subprotocol the server does not speak: it names none in its answer, and a client then gives up (1006).
const clientGaveUp = 1006;
const protos: [string, Proto][] = [];
const proto = (name: string, p: Proto) => protos.push([name, p]);
const opened = async (url: string, init?: unknown) => {
  const s = await openRaw(url);
  if (init !== undefined) await s.init(init);
  return s;
};

for (const [label, payload] of [
  ['a string', 'hello'],
  ['a number', 42],
  ['a list', [1, 2]],
] as const) {
  proto(`connection_init: ${label} as payload`, { run: async (url) => opened(url, payload), closes: 4400 });
}
proto('connection_init: no payload (anonymous)', {
  run: async (url) => {
    const s = await openRaw(url);
    s.sendRaw('{"type":"connection_init"}');
    await s.until((m) => m.some((x) => x.type === 'connection_ack'));
    return s;
  },
  closes: 'open',
});
for (const [label, payload] of [
  ['null', null],
  ['10 kB of params', { headers: { role: 'anonymous', pad: 'p'.repeat(10_000) } }],
  ['__proto__ keys', JSON.parse('{"__proto__":{"role":"admin"},"headers":{"__proto__":{"role":"admin"}}}')],
  ['a header that is an object', { headers: { role: { admin: true } } }],
] as const) {
  proto(`connection_init: ${label} (anonymous)`, { run: async (url) => opened(url, payload), closes: 'open' });
}
for (const [label, payload] of [
  ['role admin without a token', { role: 'admin' }],
  ['an unknown role', { headers: { role: 'superuser' } }],
  [
    'a forged token',
    { headers: { role: 'customer', authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA' } },
  ],
  [
    'a token with alg none',
    { headers: { role: 'admin', authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' } },
  ],
  ['a 5000-character token', { headers: { role: 'customer', authorization: `Bearer ${'a'.repeat(5000)}` } }],
  ['Basic instead of Bearer', { headers: { role: 'customer', authorization: 'Basic dXNlcjpwYXNz' } }],
] as const) {
  proto(`connection_init: ${label}`, { run: async (url) => opened(url, payload), closes: 4403 });
}
proto('connection_init twice', {
  run: async (url) => {
    const s = await opened(url, { headers: { role: 'anonymous' } });
    s.send({ type: 'connection_init', payload: {} });
    await s.until(() => s.closed !== null);
    return s;
  },
  closes: 4429,
});
proto('subscribe before connection_init', {
  run: async (url) => {
    const s = await openRaw(url);
    s.send({ type: 'subscribe', id: '1', payload: { query: '{ __typename }' } });
    await s.until(() => s.closed !== null);
    return s;
  },
  closes: 4401,
});
for (const [label, data] of [
  ['not JSON', 'hello'],
  ['a JSON list', '[1,2,3]'],
  ['a JSON number', '7'],
  ['JSON null', 'null'],
  ['an unknown type', '{"type":"drop_tables"}'],
  ['no type', '{"id":"1"}'],
  ['subscribe without an id', '{"type":"subscribe","payload":{"query":"{ __typename }"}}'],
  ['subscribe with an empty id', '{"type":"subscribe","id":"","payload":{"query":"{ __typename }"}}'],
  ['subscribe with a numeric id', '{"type":"subscribe","id":5,"payload":{"query":"{ __typename }"}}'],
  ['subscribe without a payload', '{"type":"subscribe","id":"1"}'],
  ['subscribe with a numeric query', '{"type":"subscribe","id":"1","payload":{"query":5}}'],
  [
    'subscribe with string variables',
    '{"type":"subscribe","id":"1","payload":{"query":"{ __typename }","variables":"x"}}',
  ],
  ['JSON nested 5000 deep', `{"type":"ping","payload":${'['.repeat(5000)}${']'.repeat(5000)}}`],
] as const) {
  proto(`message: ${label}`, {
    run: async (url) => {
      const s = await opened(url, { headers: { role: 'anonymous' } });
      s.sendRaw(data);
      await s.until(() => s.closed !== null, 2000);
      return s;
    },
    closes: 4400,
  });
}
proto('message: binary garbage', {
  run: async (url) => {
    const s = await opened(url, { headers: { role: 'anonymous' } });
    s.sendRaw(Buffer.from([0xff, 0x00, 0xfe, 0x01]));
    await s.until(() => s.closed !== null, 2000);
    return s;
  },
  closes: 4400,
});
proto('message: 70 kB frame', {
  run: async (url) => {
    const s = await opened(url, { headers: { role: 'anonymous' } });
    s.send({ type: 'subscribe', id: '1', payload: { query: `{ product(slug: "${'x'.repeat(70_000)}") { id } }` } });
    await s.until(() => s.closed !== null);
    return s;
  },
  closes: 1009,
});
proto('message: the same id while it runs', {
  run: async (url, env) => {
    const s = await opened(url, { headers: await env.admin.headers() });
    const sub = {
      query: 'subscription S($n: String!) { orderUpdated(number: $n) { status } }',
      variables: { n: env.orderNumber },
    };
    s.send({ type: 'subscribe', id: 'dup', payload: sub });
    s.send({ type: 'subscribe', id: 'dup', payload: sub });
    await s.until(() => s.closed !== null);
    return s;
  },
  closes: 4409,
});
proto('message: complete for an unknown id', {
  run: async (url) => {
    const s = await opened(url, { headers: { role: 'anonymous' } });
    s.send({ type: 'complete', id: 'never-started' });
    return s;
  },
  closes: 'open',
});
proto('message: ping with a payload, and an unasked pong', {
  run: async (url) => {
    const s = await opened(url, { headers: { role: 'anonymous' } });
    s.send({ type: 'ping', payload: { a: 1 } });
    s.send({ type: 'pong' });
    await s.until((m) => m.some((x) => x.type === 'pong'));
    return s;
  },
  closes: 'open',
});
for (const [label, protocol] of [
  ['no subprotocol', null],
  ['the old subscriptions-transport-ws', 'graphql-ws'],
  ['an unknown subprotocol', 'chat'],
] as const) {
  proto(`upgrade: ${label}`, {
    run: async (url) => openRaw(url, { protocol }).then(async (s) => (await s.until(() => s.closed !== null), s)),
    closes: protocol === null ? 4406 : clientGaveUp,
  });
}
for (const n of [25, 300]) {
  proto(`subscriptions: ${n} on one socket`, {
    run: async (url, env) => {
      const s = await opened(url, { headers: await env.admin.headers() });
      for (let i = 0; i < n; i++) {
        s.send({
          type: 'subscribe',
          id: `s${i}`,
          payload: {
            query: 'subscription S($n: String!) { orderUpdated(number: $n) { status } }',
            variables: { n: env.orderNumber },
          },
        });
      }
      await s.until((m) => m.filter((x) => x.type === 'error').length >= n - 20);
      const refused = s.messages.filter((x) => x.type === 'error');
      expect(refused).toHaveLength(n - 20);
      for (const e of refused)
        expect((e.payload as { extensions?: { code?: string } }[])[0]?.extensions?.code).toBe('too-many-operations');
      // Ending one makes room for the next.
      s.send({ type: 'complete', id: 's0' });
      return s;
    },
    closes: 'open',
  });
}

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
    db = await open();
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
    const keep = (chunk: unknown) => (
      written.push(Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk)),
      true
    );
    vi.spyOn(process.stdout, 'write').mockImplementation(keep);
    vi.spyOn(process.stderr, 'write').mockImplementation(keep);
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
