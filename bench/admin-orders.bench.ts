// The back office's order search at 100,000 orders (PGlite, and PostgreSQL when DATABASE_URL is set;
// BENCH_DATABASES picks one):
// p99 of a page of the list for a mix of searches and filters, beside a bare `select 1` on the same database.
import { sql } from 'drizzle-orm';
import { testDatabases } from '../src/test/databases';
import { insertBulkOrders } from '../src/test/bulk-orders';
import { users } from '../src/db/schema/identity';
import { searchAdminOrders } from '../src/api/orders';
import type { DbHandle } from '../src/db/client';
import { line } from './load';

const count = Number(process.env.BENCH_ORDERS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 40);

const p99 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.ceil(ms.length * 0.99) - 1)]!;

async function timed(n: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await run(i);
    out.push(performance.now() - t);
  }
  return out;
}

async function bench(kind: string, db: DbHandle) {
  const [u] = await db.db
    .insert(users)
    .values({ phone: `+91900${String(Date.now()).slice(-7)}`, name: 'Bench', roles: sql`'{customer}'::text[]` })
    .returning();
  const t0 = performance.now();
  await insertBulkOrders(db, { userId: u!.id, count });
  line(`admin_orders_insert_${kind}`, Math.round(performance.now() - t0), `ms for ${count} orders`);
  const searches = [
    {},
    { status: 'PLACED' as const },
    { paymentStatus: 'REFUND_DUE' as const },
    { search: `BK-${String(4242).padStart(8, '0')}` },
    { search: '9800012345' },
    { search: 'Priya' },
    { from: new Date('2026-10-01T00:00:00Z'), to: new Date('2026-10-08T00:00:00Z') },
  ];
  const bare = await timed(rounds * searches.length, () => db.db.execute(sql`select 1`));
  line(`admin_orders_bare_select1_p99_${kind}`, p99(bare), 'ms');
  const all = await timed(rounds * searches.length, (i) =>
    searchAdminOrders(db.db, searches[i % searches.length]!, 25, (i % 4) * 25),
  );
  line(`admin_orders_search_p99_${kind}`, p99(all), 'ms');
}

// BENCH_DATABASES=postgres (or pglite) runs one of the two; PGlite's insert alone takes minutes.
const only = process.env.BENCH_DATABASES?.split(',');
for (const { kind, open } of testDatabases().filter((d) => !only || only.includes(d.kind))) {
  const db = await open();
  try {
    await bench(kind, db);
  } finally {
    await db.close();
  }
}
