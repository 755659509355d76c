// Checkout under contention and load, over real HTTP against a started gateway on PostgreSQL.
// Bounded: loopback only, a fixed number of buyers and orders, and a time cap.
import { and, eq, sql } from 'drizzle-orm';
import { orderItems, orders } from '../src/db/schema';
import { startTestServer, gql } from '../src/test/gateway-server';
import { testDatabases } from '../src/test/databases';
import { createShopper } from '../src/test/shoppers';
import { productOf, stockOf } from '../src/test/buying-fixtures';
import { addAddress, newKey, PLACE } from '../src/test/orders-api';
import { maxOpenCodPerShopper } from '../src/api/orders/place';
import { line } from './load';

const racers = 60;
const racedStock = 5;
const loadConcurrency = 20;
const loadOrders = Number(process.env.BENCH_CHECKOUT_ORDERS ?? 600);
// Each buyer places at most as many cash-on-delivery orders as one shopper may hold open.
const loadBuyers = Math.max(loadConcurrency, Math.ceil(loadOrders / maxOpenCodPerShopper));
const loadSecondsCap = Number(process.env.BENCH_SECONDS ?? 10) * 2;

const target = testDatabases().find((t) => t.kind === 'postgres');
if (!target) {
  console.log('bench: checkout skipped (set DATABASE_URL: contention means something only on PostgreSQL)');
  process.exit(0);
}
const db = await target.open();
const server = await startTestServer(db, { production: true, buying: { codMaxMinor: 10_000_000_00 } });

async function buyers(n: number) {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const who = await createShopper(db, server);
      const addressId = await addAddress(server, who);
      return { headers: await who.headers(), addressId };
    }),
  );
}

const placeAs = (b: { headers: Record<string, string>; addressId: string }, productId: string) =>
  gql(server, PLACE, { headers: b.headers, variables: { input: { items: [{ id: productId, qty: 1 }], addressId: b.addressId, paymentMethod: 'COD', idempotencyKey: newKey() } } });

try {
  // 1. Many buyers, five sarees: an order may never take stock that is not there.
  const saree = await productOf(db, 'saree', 0, racedStock);
  const racing = await buyers(racers);
  const answers = await Promise.all(racing.map((b) => placeAs(b, saree.id)));
  const ok = answers.filter((r) => (r.body.data?.placeOrder as { ok?: boolean } | undefined)?.ok).length;
  const [sold] = await db.db
    .select({ units: sql<number>`coalesce(sum(${orderItems.qty}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, Number(saree.id))));
  const left = (await stockOf(db, saree.id)) ?? 0;
  const oversold = Math.max(0, sold!.units - racedStock) + Math.max(0, -left);
  line('checkout_race_buyers', racers, 'buyers');
  line('checkout_race_orders', ok, 'orders');
  line('checkout_oversold_units', oversold, 'units');
  if (oversold !== 0 || ok !== racedStock) throw new Error(`contention: ${ok} orders, ${sold!.units} units sold of ${racedStock}, ${left} left`);

  // 2. Throughput: plentiful stock, COD, a fixed pool of concurrent buyers over 20 fabrics (a real
  // store's orders spread over its catalogue; one hot row would measure only that row's lock).
  const fabrics = await Promise.all(Array.from({ length: 20 }, (_, i) => productOf(db, 'fabric', i, 1_000_000)));
  const pool = await buyers(loadBuyers);
  const latencies: number[] = [];
  let issued = 0;
  let failed = 0;
  const started = performance.now();
  const deadline = started + loadSecondsCap * 1000;
  await Promise.all(
    Array.from({ length: loadConcurrency }, async () => {
      while (issued < loadOrders && performance.now() < deadline) {
        const n = issued++;
        const b = pool[n % pool.length]!;
        const t0 = performance.now();
        const r = await placeAs(b, fabrics[n % fabrics.length]!.id);
        latencies.push(performance.now() - t0);
        if (!(r.body.data?.placeOrder as { ok?: boolean } | undefined)?.ok) failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)]!;
  if (failed) throw new Error(`throughput run: ${failed} of ${latencies.length} orders failed`);
  line('checkout_orders_per_s', (latencies.length - failed) / seconds, 'orders/s');
  line('checkout_p99', Math.round(p99 * 10) / 10, 'ms');
} finally {
  await server.close();
  await db.close();
}
