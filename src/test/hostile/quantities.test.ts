// Hostile quantities, GraphQL over HTTP against a real server (production settings) on each database:
// one product split over many lines to pass its per-order cap, a tailoring choice on something that is
// not a tailoring service, metres off the fabric's step and fractions of a piece. Every case is asked of
// cartCheck, checkoutQuote and placeOrder (test gateway and cash on delivery) and syncCart; each must be
// refused with its reason, and afterwards stock, orders and payments must be exactly as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { startTestServer, type TestServer } from '../gateway-server';
import { testDatabases } from '../databases';
import { createShopper, type Shopper } from '../shoppers';
import { productOf, setFabricStep } from '../buying-fixtures';
import { addAddress, newKey } from '../orders-api';
import { expectCleanGraphql, expectNoLeak, snapshot, type Snapshot } from './gateway-kit';

type Line = { id: string; qty: number; key?: string; tailoring?: Record<string, unknown> };
type Env = { saree: string; fabric: string };
type Expected = {
  /** The cart's answer for these lines: ok is false and every line named has this problem. */
  problem: string;
  /** What checkoutQuote and placeOrder refuse with. */
  refusal: string;
  /** What syncCart keeps of the lines (the stored cart: within the caps, down to whole steps, refused lines gone). */
  stored: (env: Env) => { id: string; qty: number }[];
};
type Case = { name: string; lines: (env: Env) => Line[]; expected: Expected };

/** A tailoring choice with no options and no service: what a split line carries to get its own key. */
const emptyChoice = { options: [] };

const cases: Case[] = [
  {
    name: 'one saree as 8 lines of 5, each with its own key and an empty tailoring choice (40 pieces, the whole stock)',
    lines: (env) =>
      Array.from({ length: 8 }, (_, i) => ({ id: env.saree, qty: 5, key: `split-${i}`, tailoring: emptyChoice })),
    expected: { problem: 'OVER_LIMIT', refusal: 'OVER_LIMIT', stored: () => [] },
  },
  {
    name: 'one fabric as two lines of 50 m (100 m, twice the cap)',
    lines: (env) => [
      { id: env.fabric, qty: 50 },
      { id: env.fabric, qty: 50, key: 'second-bolt', tailoring: emptyChoice },
    ],
    expected: { problem: 'OVER_LIMIT', refusal: 'OVER_LIMIT', stored: (env) => [{ id: env.fabric, qty: 50 }] },
  },
  {
    name: 'a saree line carrying tailoring {options: []} without a tailoring service',
    lines: (env) => [{ id: env.saree, qty: 1, key: 'no-service', tailoring: emptyChoice }],
    expected: { problem: 'TAILORING', refusal: 'TAILORING_INVALID', stored: () => [] },
  },
  {
    name: 'a metre quantity off the fabric step (2.3 m of a fabric sold in 0.5 m steps)',
    lines: (env) => [{ id: env.fabric, qty: 2.3 }],
    expected: { problem: 'BAD_STEP', refusal: 'INVALID_QUANTITY', stored: (env) => [{ id: env.fabric, qty: 2 }] },
  },
  {
    name: 'fractional pieces of a saree (1.5 sarees)',
    lines: (env) => [{ id: env.saree, qty: 1.5 }],
    expected: { problem: 'BAD_STEP', refusal: 'INVALID_QUANTITY', stored: (env) => [{ id: env.saree, qty: 1 }] },
  },
];

const CHECK = `query C($items: [CartItemInput!]!) { cartCheck(items: $items) { ok lines { id key qty problem available tailoring { problem } } } }`;
const QUOTE = `query Q($items: [CartItemInput!]!, $addr: ID!) { checkoutQuote(addressId: $addr, items: $items) { ok refusal } }`;
const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { ok refusal order { number } problems { id problem } } }`;
const SYNC = `mutation S($items: [CartItemInput!]!) { syncCart(items: $items, merge: false) { id qty key } }`;

type Check = {
  cartCheck: {
    ok: boolean;
    lines: {
      id: string;
      key: string;
      qty: number;
      problem: string | null;
      available: number | null;
      tailoring: { problem: string | null } | null;
    }[];
  };
};

describe.each(testDatabases())('hostile quantities on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let customer: Shopper;
  let env: Env;
  let addressId: string;
  let before: Snapshot;

  async function ask<T>(
    query: string,
    variables: Record<string, unknown>,
    who: Shopper | null = customer,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
    const headers: Record<string, string> = { 'content-type': 'application/json', role: 'anonymous' };
    if (who) Object.assign(headers, await who.headers());
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBeLessThan(500);
    expectNoLeak(text);
    const body: unknown = JSON.parse(text);
    expectCleanGraphql(body);
    return body as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  }

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db, { production: true });
    customer = await createShopper(db, server);
    // Stock for the whole split: 40 sarees and 200 m, far above each per-order cap.
    const saree = await productOf(db, 'saree', 0, 40);
    const fabric = await productOf(db, 'fabric', 0, 200);
    await setFabricStep(db, fabric.id, 0.5);
    env = { saree: saree.id, fabric: fabric.id };
    addressId = await addAddress(server, customer);
    before = await snapshot(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  describe.each(cases)('$name', ({ lines, expected }) => {
    it('cartCheck reports every line of it and is not ok', async () => {
      const items = lines(env);
      const r = await ask<Check>(CHECK, { items }, null);
      expect(r.errors).toBeUndefined();
      const c = r.data!.cartCheck;
      expect(c.ok).toBe(false);
      expect(c.lines).toHaveLength(items.length);
      for (const l of c.lines) expect(l.problem).toBe(expected.problem);
      if (expected.problem === 'TAILORING') for (const l of c.lines) expect(l.tailoring?.problem).toBe('NOT_A_SERVICE');
    });

    it('checkoutQuote refuses it', async () => {
      const r = await ask<{ checkoutQuote: { ok: boolean; refusal: string } }>(QUOTE, {
        items: lines(env),
        addr: addressId,
      });
      expect(r.data?.checkoutQuote).toEqual({ ok: false, refusal: expected.refusal });
    });

    it.each(['TEST_GATEWAY', 'COD'])('placeOrder (%s) refuses it, twice', async (paymentMethod) => {
      for (let i = 0; i < 2; i++) {
        const r = await ask<{ placeOrder: { ok: boolean; refusal: string; order: unknown } }>(PLACE, {
          input: { items: lines(env), addressId, paymentMethod, idempotencyKey: newKey() },
        });
        expect(r.data?.placeOrder).toMatchObject({ ok: false, refusal: expected.refusal, order: null });
      }
    });

    it('syncCart stores only what one order may take', async () => {
      const r = await ask<{ syncCart: { id: string; qty: number; key: string | null }[] }>(SYNC, { items: lines(env) });
      expect(r.errors).toBeUndefined();
      expect(r.data!.syncCart.map(({ id, qty }) => ({ id, qty }))).toEqual(expected.stored(env));
      for (const line of r.data!.syncCart) expect(line.key).toBeNull();
    });
  });

  it('changed no stock, order or payment', async () => {
    expect(await snapshot(db)).toEqual(before);
  });
});
