import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases';
import type { DbHandle } from './client';
import { orderActors, orderStatuses, paymentMethods, paymentStatuses } from '../lib/order-status';

/** What a refusal by the CHECK constraint `constraint` looks like (check_violation), on PGlite and PostgreSQL alike. */
const refusedBy = (constraint: string) => ({ cause: { code: '23514', constraint } });

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
  const insertEvent = (status: string, actor: string) =>
    handle.db.execute(
      sql`insert into order_events (order_id, status, at, actor) values (${orderId}, ${status}, now(), ${actor})`,
    );
  const insertPayment = (id: string, status: string) =>
    handle.db
      .execute(sql`insert into payments (id, order_id, provider, status, amount_minor, currency, created_at, updated_at)
      values (${id}, ${orderId}, 'test', ${status}, 100, 'INR', now(), now())`);
  afterAll(() => handle?.close());

  it('refuses an order, payment or event with a status outside the lists', async () => {
    await expect(insertOrder('SHIPPED_MAYBE', 'PAID', 'COD')).rejects.toMatchObject(refusedBy('orders_status_known'));
    await expect(insertOrder('PLACED', 'PAID_TWICE', 'COD')).rejects.toMatchObject(
      refusedBy('orders_payment_status_known'),
    );
    await expect(insertOrder('PLACED', 'PAID', 'CHEQUE')).rejects.toMatchObject(
      refusedBy('orders_payment_method_known'),
    );
    await expect(
      handle.db.execute(sql`update orders set status = 'placed' where id = ${orderId}`),
    ).rejects.toMatchObject(refusedBy('orders_status_known'));
    await expect(insertEvent('LOST', 'customer')).rejects.toMatchObject(refusedBy('order_events_status_known'));
    await expect(insertEvent('PLACED', 'robot')).rejects.toMatchObject(refusedBy('order_events_actor_known'));
    await expect(insertPayment('p1', 'SETTLED')).rejects.toMatchObject(refusedBy('payments_status_known'));
  });

  it('takes every status in the lists', async () => {
    for (const status of orderStatuses) {
      await handle.db.execute(sql`update orders set status = ${status} where id = ${orderId}`);
      await insertEvent(status, 'customer');
    }
    for (const actor of orderActors) await insertEvent('PLACED', actor);
    for (const method of paymentMethods)
      await handle.db.execute(sql`update orders set payment_method = ${method} where id = ${orderId}`);
    for (const [i, status] of paymentStatuses.entries()) {
      await handle.db.execute(sql`update orders set payment_status = ${status} where id = ${orderId}`);
      await insertPayment(`p-every-${i}`, status);
    }

    const values = async (query: SQL) =>
      ((await handle.db.execute(query)) as unknown as { rows: { v: string }[] }).rows.map((r) => r.v).sort();
    const sorted = (list: readonly string[]) => [...list].sort();
    expect(await values(sql`select distinct status as v from order_events where order_id = ${orderId}`)).toEqual(
      sorted(orderStatuses),
    );
    expect(await values(sql`select distinct actor as v from order_events where order_id = ${orderId}`)).toEqual(
      sorted(orderActors),
    );
    expect(await values(sql`select status as v from payments where id like 'p-every-%'`)).toEqual(
      sorted(paymentStatuses),
    );
    // The last value of each list written is the one the order keeps.
    expect(
      await values(
        sql`select status || ' ' || payment_method || ' ' || payment_status as v from orders where id = ${orderId}`,
      ),
    ).toEqual([`${orderStatuses.at(-1)} ${paymentMethods.at(-1)} ${paymentStatuses.at(-1)}`]);
    // One step outside the lists is still refused after all that.
    await expect(insertEvent('DELIVERED_TWICE', 'customer')).rejects.toMatchObject(
      refusedBy('order_events_status_known'),
    );
  });
});
