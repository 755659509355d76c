import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import type { DbHandle } from './client';

// The status columns accept only the shared lists (src/lib/order-status.ts), whatever writes to them.
describe.each(testDatabases())('status columns on $kind', ({ open }) => {
  let handle: DbHandle;
  let orderId = '';
  const insertOrder = (status: string, paymentStatus: string, method: string) =>
    handle.db.execute(sql`
      insert into orders (number, user_id, status, payment_method, payment_status, currency, subtotal_minor, delivery_fee_minor,
        total_minor, address, zone, has_tailoring, idempotency_key, request_hash, created_at, updated_at)
      select ${`S-${Math.random()}`}, id, ${status}, ${method}, ${paymentStatus}, 'INR', 100, 0, 100, '{}'::jsonb, 'INDIA', false,
        ${String(Math.random())}, 'h', now(), now() from users limit 1
      returning id`);

  beforeAll(async () => {
    handle = await open();
    await handle.db.execute(sql`insert into users (phone) values ('+919000000042')`);
    const ok = await insertOrder('PLACED', 'COD_DUE', 'COD');
    orderId = String((ok as unknown as { rows: { id: string }[] }).rows[0]!.id);
  });
  afterAll(() => handle?.close());

  it('refuses an order, payment or event with a status outside the lists', async () => {
    await expect(insertOrder('SHIPPED_MAYBE', 'PAID', 'COD')).rejects.toThrow();
    await expect(insertOrder('PLACED', 'PAID_TWICE', 'COD')).rejects.toThrow();
    await expect(insertOrder('PLACED', 'PAID', 'CHEQUE')).rejects.toThrow();
    await expect(handle.db.execute(sql`update orders set status = 'placed' where id = ${orderId}`)).rejects.toThrow();
    await expect(
      handle.db.execute(sql`insert into order_events (order_id, status, at, actor) values (${orderId}, 'LOST', now(), 'customer')`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`insert into order_events (order_id, status, at, actor) values (${orderId}, 'PLACED', now(), 'robot')`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`insert into payments (id, order_id, provider, status, amount_minor, currency, created_at, updated_at)
        values ('p1', ${orderId}, 'test', 'SETTLED', 100, 'INR', now(), now())`),
    ).rejects.toThrow();
  });

  it('takes every status in the lists', async () => {
    await handle.db.execute(sql`insert into order_events (order_id, status, at, actor) values (${orderId}, 'PLACED', now(), 'customer')`);
    await handle.db.execute(sql`insert into payments (id, order_id, provider, status, amount_minor, currency, created_at, updated_at)
      values ('p2', ${orderId}, 'test', 'PENDING', 100, 'INR', now(), now())`);
    await handle.db.execute(sql`update orders set status = 'CANCELLED', payment_status = 'EXPIRED' where id = ${orderId}`);
  });
});
