// Checkout under contention and load, over real HTTP against a started gateway on PostgreSQL, beside a
// bare Node http server in the same run; the throughput run's buyers are a process of their own. Bounded: loopback only, a fixed number of buyers and orders, a
// time cap. Also counts the statements one order costs (every statement the store sends while placing it).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { createInterface } from 'node:readline';
import { and, eq, sql } from 'drizzle-orm';
import { orderItems, orders } from '../src/db/schema';
import { startTestServer, gql, type TestServer } from '../src/test/gateway-server';
import { testDatabases } from '../src/test/databases';
import { createShopper } from '../src/test/shoppers';
import { productOf, stockOf } from '../src/test/buying-fixtures';
import { addAddress, newKey, PLACE } from '../src/test/orders-api';
import { blouseOptions, tailoringFor } from '../src/test/workshop-api';
import { maxOpenCodPerShopper } from '../src/api/checkout';
import { bareHttp, line } from './load';
import { driveOrders, type LoadPlan as Plan, type LoadRun } from './checkout-load';

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
// The bare baseline: what this machine answers right now with no store at all.
const bareRun = await bareHttp({ seconds: 3, connections: loadConcurrency });
line('checkout_bare_http_rps', Math.round(bareRun.rps), 'req/s');
line('checkout_bare_http_p99', bareRun.p99, 'ms');

let counting = false;
let statements = 0;
const db = await target.open({ onQuery: () => void (counting && statements++) });
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

/** `extra`: lines every order of this buyer carries besides its products (a tailored order's). */
type Buyer = { headers: Record<string, string>; addressId: string; extra?: unknown[]; code?: string };
const placeAs = (b: Buyer, productId: string | string[], at: TestServer = server) =>
  gql(at, PLACE, {
    headers: b.headers,
    variables: {
      input: {
        items: [...[productId].flat().map((id) => ({ id, qty: 1 })), ...(b.extra ?? [])],
        addressId: b.addressId,
        paymentMethod: 'COD',
        idempotencyKey: newKey(),
        ...(b.code ? { code: b.code } : {}),
      },
    },
  });
const placed = (r: Awaited<ReturnType<typeof placeAs>>) =>
  (r.body.data?.placeOrder as { ok?: boolean } | undefined)?.ok === true;

/** Units of a product sold in orders beyond the stock it had, plus any stock below zero. */
async function oversoldOf(productId: string, stock: number): Promise<{ oversold: number; sold: number; left: number }> {
  const [sold] = await db.db
    .select({ units: sql<number>`coalesce(sum(${orderItems.qty}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, Number(productId))));
  const left = (await stockOf(db, productId)) ?? 0;
  return { oversold: Math.max(0, sold!.units - stock) + Math.max(0, -left), sold: sold!.units, left };
}

type LoadPlan = Plan<Buyer>;

/** Starts V8's sampling profiler in this process; the returned function stops it and gives the profile. */
async function startProfile(): Promise<() => Promise<object>> {
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<{ profile?: object }>((resolve, reject) =>
      session.post(method, params, (err, res) => (err ? reject(err) : resolve(res as { profile?: object }))),
    );
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 200 });
  await post('Profiler.start');
  return async () => {
    const { profile } = await post('Profiler.stop');
    session.disconnect();
    return profile!;
  };
}

/** Runs bench/checkout-client.ts with this plan and reads back every order's latency. */
function loadClient(plan: LoadPlan): Promise<LoadRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/checkout-client.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stdin.end(JSON.stringify(plan));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as LoadRun) : reject(new Error(`checkout client exited ${code}`)),
    ),
  );
}

/** The same load from this process (the client shares the gateway's event loop). */
function inProcessLoad(plan: LoadPlan): Promise<LoadRun> {
  return driveOrders(plan, async (buyer, productId) => placed(await placeAs(buyer, productId)));
}

/**
 * Orders from a fixed pool of concurrent buyers over 20 fabrics (a real store's orders spread over its
 * catalogue; one hot row would measure only that row's lock), in a process of their own unless
 * BENCH_CHECKOUT_CLIENT=in-process (the older figures in BENCHMARKS.md were measured that way).
 */
async function throughput(
  name: string,
  pool: Buyer[],
  products: string[],
  profileFile: string | undefined,
): Promise<void> {
  const cpu = process.cpuUsage();
  const profiling = profileFile ? await startProfile() : null;
  const plan = {
    url: server.url,
    buyers: pool,
    products,
    concurrency: loadConcurrency,
    orders: loadOrders,
    seconds: loadSecondsCap,
  };
  const run = process.env.BENCH_CHECKOUT_CLIENT === 'in-process' ? await inProcessLoad(plan) : await loadClient(plan);
  const used = process.cpuUsage(cpu);
  if (profiling) writeFileSync(profileFile!, JSON.stringify(await profiling()));
  const { latencies, failed, seconds } = run;
  latencies.sort((x, y) => x - y);
  const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)]!;
  if (failed) throw new Error(`${name} throughput run: ${failed} of ${latencies.length} orders failed`);
  line(`${name}_orders_per_s`, (latencies.length - failed) / seconds, 'orders/s');
  line(`${name}_p99`, Math.round(p99 * 10) / 10, 'ms');
  // The gateway process's CPU per order: steadier than orders/s on a busy machine, where waiting for a
  // core dominates.
  line(`${name}_node_cpu_per_order`, (used.user + used.system) / 1000 / latencies.length, 'ms');
}

/** Orders placed with an offer's discount. */
async function offerOrders(): Promise<number> {
  const r = (await db.db.execute(
    sql`select count(*)::int as n from orders where offer_discount_minor > 0`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return r.rows[0]!.n;
}

/** A second gateway process on this very database (its own pool and caches). */
async function secondProcess(): Promise<{ url: string; stop(): Promise<void> }> {
  const named = (await db.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${named.rows[0]!.name}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/checkout-second-server.ts', url.toString()], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`second gateway exited ${code}`)));
  });
  return {
    url: first.trim(),
    stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.stdin.end())),
  };
}

try {
  // 1. Many buyers, five sarees: an order may never take stock that is not there.
  const saree = await productOf(db, 'saree', 0, racedStock);
  const racing = await buyers(racers);
  const answers = await Promise.all(racing.map((b) => placeAs(b, saree.id)));
  const ok = answers.filter(placed).length;
  const race = await oversoldOf(saree.id, racedStock);
  line('checkout_race_buyers', racers, 'buyers');
  line('checkout_race_orders', ok, 'orders');
  line('checkout_oversold_units', race.oversold, 'units');
  if (race.oversold !== 0 || ok !== racedStock)
    throw new Error(`contention: ${ok} orders, ${race.sold} units sold of ${racedStock}, ${race.left} left`);

  // 1b. The same race split across two gateway processes on one database: only the database's own
  // locks stand between them (no in-process queue or cache can help).
  const second = await secondProcess();
  try {
    const other = await productOf(db, 'saree', 1, racedStock);
    const racing2 = await buyers(racers);
    const answers2 = await Promise.all(
      racing2.map((b, i) => placeAs(b, other.id, i % 2 ? { ...server, url: second.url } : server)),
    );
    const ok2 = answers2.filter(placed).length;
    const race2 = await oversoldOf(other.id, racedStock);
    line('checkout_race_orders_two_processes', ok2, 'orders');
    line('checkout_oversold_units_two_processes', race2.oversold, 'units');
    if (race2.oversold !== 0 || ok2 !== racedStock)
      throw new Error(`two processes: ${ok2} orders, ${race2.sold} units sold of ${racedStock}, ${race2.left} left`);
  } finally {
    await second.stop();
  }

  // 2. Throughput (see throughput below): plentiful stock, cash on delivery, one-line orders of fabric.
  // BENCH_CPU_PROFILE=<file>: a V8 CPU profile of the gateway over this run alone.
  const fabrics = await Promise.all(Array.from({ length: 20 }, (_, i) => productOf(db, 'fabric', i, 1_000_000)));
  const fabricIds = fabrics.map((f) => f.id);
  await throughput('checkout', await buyers(loadBuyers), fabricIds, process.env.BENCH_CPU_PROFILE);

  // 2b. Tailored orders, the same way: three lines each, a fabric, a saree and a blouse stitched to
  // measure for it (six options and the buyer's measurement profile), the sarees spread over those with
  // a blouse piece. BENCH_CPU_PROFILE_TAILORED=<file>: its profile.
  const tailoredBuyer = async (i: number): Promise<Buyer> => {
    const who = await createShopper(db, server);
    const t = await tailoringFor(db, server, who, 1_000_000, i);
    const measurement = { kind: 'PROFILE', profileId: t.profileId };
    const blouse = { options: blouseOptions, attachTo: t.saree, measurement };
    const extra = [
      { id: t.saree, qty: 1 },
      { id: t.blouseService, qty: 1, key: 't-blouse', tailoring: blouse },
    ];
    return { headers: await who.headers(), addressId: t.home, extra };
  };
  const tailored = await Promise.all(Array.from({ length: loadBuyers }, (_, i) => tailoredBuyer(i)));
  await throughput('checkout_tailored', tailored, fabricIds, process.env.BENCH_CPU_PROFILE_TAILORED);

  // 2c. An order with an offer beside one without, interleaved (A B A B) so a busier moment weighs on
  // both: every order of the offer runs types a code for 10 % off (looked up, spread over the line, its
  // use counted on the offer's one row, the redemption written). The figure: CPU an order, and p99.
  const admin = await createShopper(db, server, 'admin');
  const offer = await gql(server, `mutation($i: OfferInput!) { createOffer(input: $i) { ok } }`, {
    headers: await admin.headers(),
    variables: {
      i: {
        kind: 'CODE',
        titleEn: 'Bench 10',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        effect: 'PERCENT_OFF',
        percent: 10,
        code: 'BENCH10',
        stacksWithReduced: true,
      },
    },
  });
  if ((offer.body.data?.createOffer as { ok?: boolean } | undefined)?.ok !== true)
    throw new Error('bench offer not made');
  const before = await offerOrders();
  for (let round = 0; round < 2; round++) {
    await throughput(`checkout_plain_r${round}`, await buyers(loadBuyers), fabricIds, undefined);
    const coded = (await buyers(loadBuyers)).map((b) => ({ ...b, code: 'BENCH10' }));
    await throughput(`checkout_offer_r${round}`, coded, fabricIds, undefined);
  }
  const withOffer = (await offerOrders()) - before;
  line('checkout_offer_orders', withOffer, 'orders');
  if (withOffer === 0) throw new Error('no order of the offer runs carried the offer');

  // 3. Statements per order: everything the store sends while one order is placed alone (a buyer with no
  // orders yet, signed in and with an address already): a 1-line order and a 3-line order.
  const [lone] = await buyers(1);
  const counted = async (items: string[]) => {
    statements = 0;
    counting = true;
    const r = await placeAs(lone!, items);
    counting = false;
    if (!placed(r)) throw new Error(`statement count: the order failed ${JSON.stringify(r.body)}`);
    return statements;
  };
  const one = await counted([fabrics[0]!.id]);
  const three = await counted(fabrics.slice(1, 4).map((f) => f.id));
  line('checkout_statements_1_line', one, 'statements');
  line('checkout_statements_3_lines', three, 'statements');
  line('checkout_statements_per_order', (one + three) / 2, 'statements');
  const loneTailor = await tailoredBuyer(0);
  statements = 0;
  counting = true;
  const t = await placeAs(loneTailor, fabrics[5]!.id);
  counting = false;
  if (!placed(t)) throw new Error(`statement count: the tailored order failed ${JSON.stringify(t.body)}`);
  line('checkout_statements_tailored_3_lines', statements, 'statements');
} finally {
  await server.close();
  await db.close();
}
