import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { secondHandle, testDatabases } from '../../test/databases';
import { createShopper } from '../../test/shoppers';
import { productOf, stockOf } from '../../test/buying-fixtures';
import { addAddress, indiaAddress, newKey, place, type PlaceShape } from '../../test/orders-api';

// Two store processes on one database share nothing but the database: no in-process queue, lock or
// cache stands between their orders. Two gateways, each with its own pool, stand in for them here
// (on PostgreSQL; PGlite is one connection in one process, so there both gateways share it).

describe.each(testDatabases())('checkout from two processes on $kind', ({ kind, open }) => {
  let db: DbHandle;
  let other: DbHandle;
  let first: TestServer;
  let second: TestServer;
  const buying = { codMaxMinor: 10_000_000_00 };

  beforeAll(async () => {
    db = await open({ seeded: true });
    first = await startTestServer(db, { buying });
    other = await secondHandle(db, kind);
    second = await startTestServer(other, { buying, seed: false });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    if (other && other !== db) await other.close();
    await db?.close();
  });

  it('sells exactly the last units when shoppers on both race for them, with lines in either order', async () => {
    // `scarce` has 4 units; `plenty` 30. Every shopper orders one of each, half listing them the other
    // way round, half through each process: 4 orders and no more, and nobody waits on anybody in a
    // cycle (a deadlock would surface as an error, not a refusal).
    const scarce = await productOf(db, 'saree', 2, 4);
    const plenty = await productOf(db, 'saree', 3, 30);
    const shoppers = await Promise.all(Array.from({ length: 24 }, () => createShopper(db, first)));
    const addresses = await Promise.all(shoppers.map((s) => addAddress(first, s, indiaAddress)));
    const results: PlaceShape[] = await Promise.all(
      shoppers.map((s, i) => {
        const lines = [
          { id: scarce.id, qty: 1 },
          { id: plenty.id, qty: 1 },
        ];
        return place(i % 2 ? second : first, s, {
          items: i % 4 < 2 ? lines : lines.reverse(),
          addressId: addresses[i]!,
        });
      }),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(4);
    expect(results.filter((r) => !r.ok).map((r) => r.refusal)).toEqual(Array(20).fill('OUT_OF_STOCK'));
    expect(await stockOf(db, scarce.id)).toBe(0);
    expect(await stockOf(db, plenty.id)).toBe(26);
    const sold = (await db.db.execute(
      sql`select coalesce(sum(qty), 0)::int as units from order_items where product_id = ${Number(scarce.id)}`,
    )) as unknown as { rows: { units: number }[] };
    expect(sold.rows[0]!.units).toBe(4);
  }, 120_000);

  it('places one order for one key when the same request reaches both processes at once', async () => {
    const saree = await productOf(db, 'saree', 4, 10);
    const shopper = await createShopper(db, first);
    const addressId = await addAddress(first, shopper, indiaAddress);
    const input = { items: [{ id: saree.id, qty: 1 }], addressId, idempotencyKey: newKey() };
    const [a, b] = await Promise.all([place(first, shopper, input), place(second, shopper, input)]);
    expect(a.ok && b.ok).toBe(true);
    expect(a.order!.number).toBe(b.order!.number);
    expect(await stockOf(db, saree.id)).toBe(9);
  }, 60_000);
});
