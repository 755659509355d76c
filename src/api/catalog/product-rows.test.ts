import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { brands, products } from '../../db/schema/catalog';
import { seedTestDatabase } from '../../test/seed-copy';
import { testDatabases } from '../../test/databases';
import { productColumns, productsByIds } from './product-rows';

// productsByIds is SQL text (checkout reads it on every order): it must give the rows the query builder gives.

describe.each(testDatabases())('products by id on $kind', ({ open }) => {
  let db: DbHandle;
  let mediaDir: string;
  beforeAll(async () => {
    db = await open({ seeded: true });
    mediaDir = await mkdtemp(path.join(tmpdir(), 'silai-rows-'));
    await seedTestDatabase(db, mediaDir);
  });
  afterAll(async () => {
    await db?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  const built = (ids: number[]) =>
    db.db
      .select(productColumns)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(inArray(products.id, ids));
  const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

  it('gives every kind of product as the query builder reads it, types and all', async () => {
    const all = await db.db.select({ id: products.id, kind: products.kind }).from(products);
    const ids = ['saree', 'fabric', 'service']
      .flatMap((k) => all.filter((r) => r.kind === k).slice(0, 3))
      .map((r) => r.id);
    expect(new Set(all.filter((r) => ids.includes(r.id)).map((r) => r.kind)).size).toBe(3);
    // A fabric cut to a quarter metre, and a product off sale.
    await db.db.update(products).set({ stock: 12.25 }).where(eq(products.id, ids[3]!));
    await db.db.update(products).set({ active: false }).where(eq(products.id, ids[0]!));
    const fromText = byId(await productsByIds(db.db, ids, { activeOnly: false }));
    expect(fromText).toEqual(byId(await built(ids)));
    expect(fromText[0]!.createdAt).toBeInstanceOf(Date);
    const onSale = await productsByIds(db.db, ids, { activeOnly: true });
    expect(onSale.map((r) => r.id).sort()).toEqual(ids.filter((id) => id !== ids[0]).sort());
    expect(await productsByIds(db.db, [], { activeOnly: true })).toEqual([]);
  });
});
