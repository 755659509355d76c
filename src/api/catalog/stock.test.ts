import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DbHandle } from '../../db/client';
import { seedTestDatabase } from '../../test/seed-copy';
import { testDatabases } from '../../test/databases';
import { productOf, setStock, stockOf, type FixtureProduct } from '../../test/buying-fixtures';
import { returnStock, takeStock } from './stock';

class Rollback extends Error {}

describe.each(testDatabases())('catalog stock on $kind', ({ open }) => {
  let db: DbHandle;
  let saree: FixtureProduct;
  let fabric: FixtureProduct;
  let mediaDir: string;
  const now = new Date();

  beforeAll(async () => {
    db = await open({ seeded: true });
    mediaDir = await mkdtemp(path.join(tmpdir(), 'silai-stock-'));
    await seedTestDatabase(db, mediaDir);
    saree = await productOf(db, 'saree', 0, 2);
    fabric = await productOf(db, 'fabric', 0, 5);
  });
  afterAll(async () => {
    await db?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('takes what is there and never goes below zero, naming the line that could not be taken', async () => {
    await setStock(db, saree.id, 2);
    await setStock(db, fabric.id, 5);
    const lines = [
      { productId: Number(fabric.id), qty: 3 },
      { productId: Number(saree.id), qty: 3 },
    ];
    const short = await db.db.transaction((tx) => takeStock(tx, lines, now));
    expect(short).toEqual([{ productId: Number(saree.id), qty: 3, available: 2 }]);
    expect(await stockOf(db, saree.id)).toBe(2);

    expect(await db.db.transaction((tx) => takeStock(tx, [{ productId: Number(saree.id), qty: 2 }], now))).toEqual([]);
    expect(await stockOf(db, saree.id)).toBe(0);
    const none = await db.db.transaction((tx) => takeStock(tx, [{ productId: Number(saree.id), qty: 1 }], now));
    expect(none).toEqual([{ productId: Number(saree.id), qty: 1, available: 0 }]);
    expect(await stockOf(db, saree.id)).toBe(0);
  });

  it('concurrent takes never sell more than the shelf holds', async () => {
    await setStock(db, saree.id, 3);
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        db.db.transaction(async (tx) => {
          const short = await takeStock(tx, [{ productId: Number(saree.id), qty: 1 }], now);
          if (short.length > 0) throw new Rollback('short');
        }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
    for (const a of attempts) if (a.status === 'rejected') expect(a.reason).toBeInstanceOf(Rollback);
    expect(await stockOf(db, saree.id)).toBe(0);
  });

  it('returns stock to tracked products only', async () => {
    await setStock(db, saree.id, 1);
    const service = await productOf(db, 'service', 0);
    expect(service.stock).toBeNull();
    await db.db.transaction((tx) =>
      returnStock(
        tx,
        [
          { productId: Number(saree.id), qty: 2 },
          { productId: Number(service.id), qty: 1 },
        ],
        now,
      ),
    );
    expect(await stockOf(db, saree.id)).toBe(3);
    expect(await stockOf(db, service.id)).toBeNull();
  });

  it('returns one product on two lines for both, and concurrent returns over the same products all land', async () => {
    const products = await Promise.all([0, 1, 2, 3].map((n) => productOf(db, 'saree', n, 0)));
    await db.db.transaction((tx) =>
      returnStock(
        tx,
        [
          { productId: Number(products[0]!.id), qty: 1 },
          { productId: Number(products[0]!.id), qty: 2 },
        ],
        now,
      ),
    );
    expect(await stockOf(db, products[0]!.id)).toBe(3);
    // Out of stock to in stock moves each product between the listing's groups: opposite orders of lines
    // in many transactions at once, none may fail (one statement each, rows locked in id order).
    const ids = products.slice(1).map((p) => Number(p.id));
    const returns = Array.from({ length: 12 }, (_, i) => {
      const order = i % 2 === 0 ? ids : [...ids].reverse();
      return db.db.transaction((tx) =>
        returnStock(
          tx,
          order.map((productId) => ({ productId, qty: 1 })),
          now,
        ),
      );
    });
    const results = await Promise.allSettled(returns);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    for (const id of ids) expect(await stockOf(db, String(id))).toBe(12);
  });
});
