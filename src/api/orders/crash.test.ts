import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { countRows, productOf, stockOf, type FixtureProduct } from '../../test/buying-fixtures';
import { addAddress, newKey, PLACE, place, type PlaceShape } from '../../test/orders-api';

// A checkout that dies half way must leave nothing: no order, no items, no payment, every unit of stock
// where it was. Two ways to die after the first line's stock is taken and before commit: an error raised
// by the database (both databases), and the connection killed outright (PostgreSQL).

describe.each(testDatabases())('checkout interrupted on $kind', ({ kind, open }) => {
  let db: DbHandle;
  let server: TestServer;
  let first: FixtureProduct;
  let second: FixtureProduct;
  let buyer: Shopper;
  let addressId: string;

  const snapshot = async () => ({
    orders: await countRows(db, 'orders'),
    items: await countRows(db, 'order_items'),
    payments: await countRows(db, 'payments'),
    first: await stockOf(db, first.id),
    second: await stockOf(db, second.id),
  });
  // Stock is taken in product-id order: `first` is taken, then `second` is where it dies.
  const input = (idempotencyKey: string) => ({
    items: [
      { id: second.id, qty: 1 },
      { id: first.id, qty: 2 },
    ],
    addressId,
    paymentMethod: 'COD',
    idempotencyKey,
  });

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db, { buying: { codMaxMinor: 100_000_00 } });
    first = await productOf(db, 'saree', 0, 10);
    second = await productOf(db, 'saree', 1, 10);
    buyer = await createShopper(db, server);
    addressId = await addAddress(server, buyer);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('rolls everything back when the database fails after stock was taken', async () => {
    await db.db.execute(
      sql.raw(`create function crash_on_second() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash'; end $$`),
    );
    await db.db.execute(
      sql.raw(`create trigger crash_on_second before update on products for each row
      when (old.id = ${Number(second.id)} and new.stock < old.stock) execute function crash_on_second()`),
    );
    const before = await snapshot();
    const key = newKey();
    const r = await gqlAs(server, buyer, PLACE, { input: input(key) });
    expect(r.errors?.[0]?.extensions?.code).toBe('internal');
    expect(await snapshot()).toEqual(before);
    await db.db.execute(sql.raw('drop trigger crash_on_second on products'));
    await db.db.execute(sql.raw('drop function crash_on_second()'));
    // The key was not used up: the shopper's retry places the order.
    const retry = (await gqlAs<{ placeOrder: PlaceShape }>(server, buyer, PLACE, { input: input(key) })).data
      .placeOrder;
    expect(retry.ok).toBe(true);
    expect(await stockOf(db, first.id)).toBe(before.first! - 2);
  });

  // Only PostgreSQL has separate connections to kill (defined, not skipped, so counts stay honest).
  if (kind === 'postgres')
    it("leaves nothing when the order's connection is killed mid-transaction on 'postgres'", async () => {
      const before = await snapshot();
      // Another session holds the second product's row, so the order's transaction stops right there,
      // with its order rows written and the first product's stock taken, uncommitted.
      const named = (await db.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${named.rows[0]!.name}`;
      const blocker = new pg.Client({ connectionString: url.toString() });
      await blocker.connect();
      await blocker.query('begin');
      await blocker.query('select id from products where id = $1 for update', [Number(second.id)]);
      const pending = gqlAs(server, buyer, PLACE, { input: input(newKey()) });
      let victim: number | null = null;
      for (let i = 0; i < 100 && victim === null; i++) {
        // Inside a transaction pg_stat_activity is a snapshot: clear it to see the waiter arrive.
        await blocker.query('select pg_stat_clear_snapshot()');
        const { rows } = await blocker.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
           and wait_event_type = 'Lock' and query ilike 'update products set stock%'`,
        );
        victim = rows[0]?.pid ?? null;
        if (victim === null) await new Promise((r) => setTimeout(r, 50));
      }
      expect(victim).not.toBeNull();
      await blocker.query('select pg_terminate_backend($1)', [victim]);
      const r = await pending;
      expect(r.errors?.[0]?.extensions?.code).toBe('internal');
      await blocker.query('rollback');
      await blocker.end();
      expect(await snapshot()).toEqual(before);
      // The pool replaces the dead connection; the store carries on.
      expect((await place(server, buyer, { items: [{ id: first.id, qty: 1 }], addressId })).ok).toBe(true);
    });
});
