// Every Query and Mutation field (and those of the `userservice` namespace), read from the executable
// schema, called with well-typed hostile values for every argument (empty and huge strings, NUL and
// control characters, ids that are not ids, extreme numbers, every enum value, long lists), as an
// anonymous visitor, a signed-in shopper, a designer and an admin. Wrong types never get here: those are
// GraphQL validation errors. Every answer must be below 500 with no masked `internal` error, and the
// server must write no error-level log line: a refusal is a typed answer, never an accident.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';
import type { DbHandle } from '../../db/client';
import { schema } from '../../api/schema';
import { startTestServer, type TestServer } from '../gateway-server';
import { gatewayDatabase } from '../databases';
import { createShopper, type Shopper } from '../shoppers';
import { seasonedBuyer } from '../seasoned-buyer';
import { random, seedOf, valueFor, type Real } from './fuzz-values';
import { captureLog } from './log-capture';

/** Rounds per field and caller: each round picks every argument's value afresh. */
const rounds = 32;

/** A selection: leaf fields without required arguments, and `__typename` of each object below. */
function selection(type: GraphQLOutputType): string {
  const t = getNamedType(type);
  if (isLeafType(t)) return '';
  if (!isObjectType(t)) return '{ __typename }';
  const parts = ['__typename'];
  for (const f of Object.values(t.getFields())) {
    if (f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const named = getNamedType(f.type);
    parts.push(isLeafType(named) ? f.name : `${f.name} { __typename }`);
  }
  return `{ ${parts.join(' ')} }`;
}

type Site = { name: string; operation: 'query' | 'mutation'; path: string[]; field: GraphQLField<unknown, unknown> };

function sitesOf(root: GraphQLObjectType, operation: Site['operation'], path: string[] = []): Site[] {
  const out: Site[] = [];
  for (const field of Object.values(root.getFields())) {
    const named = getNamedType(field.type);
    // A namespace (userservice): an object without arguments whose fields take them.
    if (
      field.args.length === 0 &&
      isObjectType(named) &&
      Object.values(named.getFields()).every((f) => f.args.length > 0)
    ) {
      out.push(...sitesOf(named, operation, [...path, field.name]));
      continue;
    }
    out.push({ name: [...path, field.name].join('.'), operation, path, field });
  }
  return out;
}

function document(site: Site, args: readonly GraphQLArgument[]): string {
  const decl = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : '';
  let body = `${site.field.name}${call} ${selection(site.field.type)}`;
  for (const p of [...site.path].reverse()) body = `${p} { ${body} }`;
  return `${site.operation} Fuzz${decl ? `(${decl})` : ''} { ${body} }`;
}

const sites = [...sitesOf(schema.getQueryType()!, 'query'), ...sitesOf(schema.getMutationType()!, 'mutation')];

type Who = 'anonymous' | 'customer' | 'designer' | 'admin';
const everyone: Who[] = ['anonymous', 'customer', 'designer', 'admin'];

/** Runs `work` over `items`, a few at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

describe('the fuzzed schema', () => {
  it('covers every root field, the namespace fields too', () => {
    const names = sites.map((s) => s.name);
    expect(names).toContain('userservice.verifyOtp');
    expect(names).toContain('placeOrder');
    expect(names).toContain('designerDay');
    expect(names.length).toBeGreaterThan(55);
  });
});

describe.each(gatewayDatabase())('every query and mutation with hostile arguments on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let real: Real;
  const people = new Map<Who, Shopper | null>();
  const written: string[] = [];

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db, { production: true });
    const customer = await createShopper(db, server);
    const admin = await createShopper(db, server, 'admin');
    people.set('anonymous', null);
    people.set('customer', customer);
    people.set('designer', await createShopper(db, server, 'designer'));
    people.set('admin', admin);
    // A buyer with a delivered order, a pending payment and a tailoring line: the code behind reviews,
    // payments and tailoring refusals is reached, not only the first "not yours" check.
    const buyer = await seasonedBuyer(db, server, customer, admin);
    real = {
      productId: buyer.delivered.productId,
      slug: buyer.delivered.slug,
      addressId: buyer.addressId,
      orderNumber: buyer.pending.number,
      orderId: buyer.pending.orderId,
      paymentId: buyer.pending.paymentId,
      userId: customer.id,
      deliveredNumber: buyer.delivered.number,
      tailoredNumber: buyer.tailored.number,
      lineId: buyer.tailored.lineId,
      profileId: buyer.tailoring.profileId,
    };
    captureLog(written);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
    await db?.close();
  });

  it.each(everyone)(
    'as %s: no 5xx, no masked error, no error in the log',
    async (who) => {
      const found: string[] = [];
      let answered = 0;
      let withData = 0;
      const calls: { site: Site; i: number }[] = [];
      for (const site of sites) for (let i = 0; i < rounds; i++) calls.push({ site, i });
      written.length = 0;
      await inParallel(calls, 4, async ({ site, i }) => {
        const args = site.field.args;
        const next = random(seedOf(`${site.name}:${who}:${i}`));
        const variables = Object.fromEntries(args.map((a) => [a.name, valueFor(a.type, next, real, 0, a.name)]));
        // Ending a sign-in would leave the rest of this caller's calls anonymous: logout gets a sign-in of its own.
        const person =
          site.name === 'userservice.logout' && who !== 'anonymous'
            ? await createShopper(db, server, who)
            : people.get(who)!;
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          role: 'anonymous',
          ...(person ? await person.headers() : {}),
        };
        const res = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ query: document(site, args), variables }),
        });
        const text = await res.text();
        const label = `${site.name} #${i} ${JSON.stringify(variables).slice(0, 200)}`;
        if (res.status >= 500) {
          found.push(`${label}: HTTP ${res.status} ${text.slice(0, 200)}`);
          return;
        }
        if (res.status === 413) return; // a body over the request limit: refused before GraphQL
        const body = JSON.parse(text) as {
          data?: unknown;
          errors?: { message: string; extensions?: { code?: string } }[];
        };
        answered++;
        if (body.data) withData++;
        for (const e of body.errors ?? []) {
          if (e.extensions?.code === 'internal' || e.message === 'Unexpected error.')
            found.push(`${label}: ${e.message} ${e.extensions?.code ?? ''}`);
        }
      });
      const errorLines = written
        .join('')
        .split('\n')
        .filter((l) => l.includes('"level":"error"'));
      expect(found).toEqual([]);
      // Most calls reached GraphQL, and many got past the argument checks into the resolvers.
      expect(answered).toBeGreaterThan(calls.length * 0.9);
      expect(withData).toBeGreaterThan(calls.length * 0.2);
      expect(errorLines.map((l) => l.slice(0, 400))).toEqual([]);
      // Hundreds of calls a caller: 17-29 s on a quiet machine, over the default 60 s on a loaded one.
    },
    240_000,
  );
});
