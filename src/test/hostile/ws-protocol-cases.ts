// Faults of the graphql-transport-ws protocol itself, each on a socket of its own: only these may close a
// socket, with the protocol's own codes.
import { expect } from 'vitest';
import type { Shopper } from '../shoppers';
import { openRaw, type RawSocket } from '../ws-raw';
import type { Env } from './ws-operation-cases';

export type Proto = {
  run: (url: string, env: Env & { admin: Shopper }) => Promise<RawSocket>;
  closes?: number | 'open';
};
// A subprotocol the server does not speak: it names none in its answer, and a client then gives up (1006).
export const clientGaveUp = 1006;
export const protos: [string, Proto][] = [];
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
