// Losing a store process and losing Redis while 20 shoppers browse and buy through nginx: nothing a
// shopper was told is confirmed may be lost, and the cluster recovers by itself. The figures (failed
// requests, seconds to recover) are printed as `cluster:` lines, never asserted.
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { productOf } from '../../src/test/buying-fixtures';
import { eventually, gql, ports, urls, type Cluster } from './harness';
import { shop, type Buyer, type LoadResult } from './load';
import { follow, lowerPriceVia, placeVia, priceVia } from './cross-process';

const shoppers = 20;
const seconds = 8;

async function buyersFor(c: Cluster, n: number): Promise<Buyer[]> {
  const out: Buyer[] = [];
  for (let i = 0; i < n; i += 10) out.push(...(await Promise.all(Array.from({ length: 10 }, () => c.shopper()))));
  return out;
}

async function productsFor(c: Cluster) {
  return Promise.all(Array.from({ length: 10 }, (_, i) => productOf(c.db, 'fabric', i, 100_000)));
}

/** Every order a shopper was told is placed is in the database. */
async function lostOf(c: Cluster, run: LoadResult): Promise<number> {
  if (run.confirmed.length === 0) return 0;
  const found = await c.db.db.select({ n: orders.number }).from(orders).where(inArray(orders.number, run.confirmed));
  return run.confirmed.length - found.length;
}

const healthy = async (port: number) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
};

function report(name: string, run: LoadResult, extra: string) {
  console.log(
    `cluster: ${name}: ${run.requests} requests, ${run.failed} failed, ${run.confirmed.length} orders confirmed; ${extra}`,
  );
  for (const f of run.failures) console.log(`cluster:   failed ${f}`);
}

export function outages(cluster: () => Cluster): void {
  describe('outages under load through nginx', () => {
    it('routes around a store process killed with SIGKILL; the script restarts it; no confirmed order lost', async () => {
      const c = cluster();
      const [buyers, products] = await Promise.all([buyersFor(c, 100), productsFor(c)]);
      const victim = c.pidOf(ports.a);
      let killedAt = 0;
      const stop = (async () => {
        await new Promise((r) => setTimeout(r, 2000));
        killedAt = Date.now();
        process.kill(victim, 'SIGKILL');
        await new Promise((r) => setTimeout(r, seconds * 1000 - 2000));
      })();
      const run = await shop(buyers, products, shoppers, stop);
      // The load stops after `seconds`; the restarted process then boots on a quiet machine.
      await eventually(async () => c.pidOf(ports.a) !== victim && (await healthy(ports.a)), 120_000);
      const recovered = (Date.now() - killedAt) / 1000;
      // nginx sent the shoppers to the other process while this one was down.
      const meanwhile = run.confirmedAt.filter((t) => t > killedAt + 1000).length;
      report(
        'kill -9 of one store process',
        run,
        `${meanwhile} orders confirmed in the ${seconds - 3} s after the kill; the process was restarted and healthy ${recovered.toFixed(1)} s after the kill`,
      );
      expect(c.pidOf(ports.a)).not.toBe(victim);
      expect(meanwhile).toBeGreaterThan(0);
      expect(run.confirmed.length).toBeGreaterThan(0);
      expect(await lostOf(c, run)).toBe(0);
    }, 180_000);

    it('keeps selling while Redis is stopped and recovers by itself when it returns', async () => {
      const c = cluster();
      const [buyers, products, who, staff] = await Promise.all([
        buyersFor(c, 100),
        productsFor(c),
        c.shopper(),
        c.shopper('admin'),
      ]);
      const exitsBefore = c.lines.filter((l) => /^cluster: store \d+ exited/.test(l)).length;
      let back = 0;
      const stop = (async () => {
        await new Promise((r) => setTimeout(r, 2000));
        c.stopRedis();
        await new Promise((r) => setTimeout(r, 3000));
        back = Date.now();
        await c.startRedis();
        await new Promise((r) => setTimeout(r, 3000));
      })();
      const run = await shop(buyers, products, shoppers, stop);
      // Back: a staff change through A reaches B's caches, and B's WebSocket hears an order moved through A.
      const saree = await productOf(c.db, 'saree', 7);
      const before = await priceVia(urls.b, saree.slug);
      await lowerPriceVia(urls.a, saree.slug, before, staff.auth);
      await eventually(async () => (await priceVia(urls.b, saree.slug)) === before - 100, 10_000);
      const recovered = (Date.now() - back) / 1000;
      const placed = (await placeVia(urls.a, who, saree.id)).data.placeOrder;
      const live = follow(urls.b, placed.order!.number, who.auth);
      try {
        await new Promise((r) => setTimeout(r, 500));
        const cancelled = await gql<{ cancelOrder: { ok: boolean } }>(
          urls.a,
          'mutation C($n: String!) { cancelOrder(number: $n) { ok } }',
          { n: placed.order!.number },
          who.auth,
        );
        expect(cancelled.data.cancelOrder.ok).toBe(true);
        await eventually(() => live.statuses.includes('CANCELLED'));
      } finally {
        await live.close();
      }
      report(
        'Redis stopped for 3 s',
        run,
        `caches dropped across processes again ${recovered.toFixed(1)} s after Redis returned`,
      );
      expect(c.lines.filter((l) => /^cluster: store \d+ exited/.test(l)).length).toBe(exitsBefore);
      expect(run.confirmed.length).toBeGreaterThan(0);
      expect(await lostOf(c, run)).toBe(0);
    });
  });
}
