// Many orders in one statement, for tests and benchmarks of the admin list and export: generate_series
// makes the rows in the database, so 100,000 orders take seconds, not a checkout each.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client';

const names = [
  'Meera Iyer',
  'Asha Rao',
  'Ravi Kumar',
  'Fatima Khan',
  'Priya Nair',
  'Anil Mehta',
  'अनीता शर्मा',
  'ليلى حسن',
];
const statuses = ['PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'];
const payments = ['PAID', 'PAID', 'PAID', 'COD_DUE', 'REFUND_DUE'];

/**
 * Inserts `count` orders for `userId`, numbered `<prefix>00000001`…, one minute apart back from `start`,
 * with a rotating name, phone, status and payment status. `extraName` replaces every 97th name (to prove
 * the export quotes and neutralises it).
 */
export async function insertBulkOrders(
  db: DbHandle,
  opts: { userId: string; count: number; prefix?: string; start?: Date; extraName?: string },
): Promise<void> {
  const prefix = opts.prefix ?? 'BK-';
  const start = opts.start ?? new Date('2026-11-01T00:00:00Z');
  const step = 20_000;
  for (let from = 1; from <= opts.count; from += step) {
    const to = Math.min(opts.count, from + step - 1);
    await db.db.execute(sql`
      insert into orders (number, user_id, status, payment_method, payment_status, currency, subtotal_minor,
        delivery_fee_minor, total_minor, address, zone, has_tailoring, idempotency_key, request_hash, created_at, updated_at)
      select ${prefix} || lpad(g::text, 8, '0'), ${opts.userId}::uuid,
        (${sql.raw(`array[${statuses.map((s) => `'${s}'`).join(',')}]`)})[1 + g % ${statuses.length}],
        'TEST_GATEWAY',
        (${sql.raw(`array[${payments.map((s) => `'${s}'`).join(',')}]`)})[1 + (g / 5) % ${payments.length}],
        'INR', 100000 + g % 5000 * 100, 0, 100000 + g % 5000 * 100,
        jsonb_build_object('id', gen_random_uuid()::text,
          'name', case when ${opts.extraName ?? null}::text is not null and g % 97 = 0 then ${opts.extraName ?? null}::text
            else (${sql.raw(`array[${names.map((s) => `'${s}'`).join(',')}]`)})[1 + g % ${names.length}] end,
          'phone', '+9198' || lpad((g % 100000000)::text, 8, '0'), 'line1', g || ' MG Road', 'line2', null,
          'city', 'Bengaluru', 'state', 'Karnataka', 'postalCode', '560001', 'country', 'IN'),
        'local', false, 'bulk-' || g, 'bulk', ${start.toISOString()}::timestamptz - g * interval '1 minute',
        ${start.toISOString()}::timestamptz - g * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) g`);
  }
  await db.db.execute(sql`analyze orders`);
}
