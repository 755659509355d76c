import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper, type Shopper } from '../../test/shoppers';
import { productOf, type FixtureProduct } from '../../test/buying-fixtures';
import { addAddress, newKey, place } from '../../test/orders-api';
import { placeOrder } from '../checkout/place';
import { loadOrderView } from './store';

// Checkout's writes are SQL text named by that text (PostgreSQL parses each once per connection): the
// text must be the same for an order of any size, or every order would prepare new statements.

describe.each(testDatabases())('checkout statements on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let fabrics: FixtureProduct[];
  let buyer: Shopper;
  let addressId: string;
  let seen: string[] | null = null;

  beforeAll(async () => {
    db = await open({ seeded: true, onQuery: (text) => void seen?.push(text) });
    server = await startTestServer(db, { buying: { codMaxMinor: 100_000_00 } });
    fabrics = await Promise.all([0, 1, 2].map((i) => productOf(db, 'fabric', i, 100)));
    buyer = await createShopper(db, server);
    addressId = await addAddress(server, buyer);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  /** Every statement sent while one order is placed, and the order. */
  async function placing(lines: number) {
    seen = [];
    const order = await place(server, buyer, {
      items: fabrics.slice(0, lines).map((f) => ({ id: f.id, qty: 2 })),
      addressId,
    });
    const texts = seen;
    seen = null;
    return { order, texts };
  }

  it('writes an order of one line and one of three with the same statement texts, and writes every line', async () => {
    const one = await placing(1);
    const three = await placing(3);
    expect(one.order.ok).toBe(true);
    expect(three.order.ok).toBe(true);
    expect(three.order.order?.items.map((i) => i.qty)).toEqual([2, 2, 2]);
    // The lock, the shopper's counts, the order's write and the stock: reads of the cart's products may
    // name each product, writes never do.
    const writes = (texts: string[]) =>
      texts.filter((t) => /^\s*(with o as|update products|select pg_advisory_xact_lock|select max\(number\))/.test(t));
    expect(writes(one.texts)).toHaveLength(4);
    expect(writes(three.texts)).toEqual(writes(one.texts));
  });

  it('stores exactly the order it answers with: the order, every line, its first event and its payment', async () => {
    for (const paymentMethod of ['COD', 'TEST_GATEWAY'] as const) {
      const placed = await placeOrder(server.deps, buyer.id, {
        items: fabrics.map((f, i) => ({ id: f.id, qty: i + 1 })),
        addressId,
        paymentMethod,
        idempotencyKey: newKey(),
        locale: 'hi',
      });
      expect(placed.ok).toBe(true);
      expect(placed.order!.items).toHaveLength(3);
      expect(await loadOrderView(db.db, placed.order!.row.number)).toEqual(placed.order);
    }
  });
});
