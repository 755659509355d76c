import { and, eq, sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { products } from '../db/schema/catalog';
import { catalogueChanged } from '../api/catalog/cache';

export type FixtureProduct = {
  id: string;
  slug: string;
  price: number;
  stock: number | null;
  kind: 'saree' | 'fabric' | 'service';
};

/** The n-th active seeded product of a kind, with its stock set (null keeps a service made to order). */
export async function productOf(
  db: DbHandle,
  kind: FixtureProduct['kind'],
  n = 0,
  stock?: number,
): Promise<FixtureProduct> {
  const rows = await db.db
    .select({ id: products.id, slug: products.slug, price: products.priceMinor, stock: products.stock })
    .from(products)
    .where(and(eq(products.kind, kind), eq(products.active, true)))
    .orderBy(products.id)
    .limit(n + 1);
  const row = rows[n]!;
  if (stock !== undefined) await setStock(db, row.id, stock);
  return { id: String(row.id), slug: row.slug, price: row.price, stock: stock ?? row.stock, kind };
}

export async function setStock(db: DbHandle, id: number | string, stock: number): Promise<void> {
  await db.db
    .update(products)
    .set({ stock })
    .where(eq(products.id, Number(id)));
  catalogueChanged(db.db);
}

/** A member of staff changes a product's price (its MRP raised with it where needed). */
export async function setPrice(db: DbHandle, id: number | string, priceMinor: number): Promise<void> {
  await db.db
    .update(products)
    .set({ priceMinor, mrpMinor: sql`greatest(${products.mrpMinor}, ${priceMinor})` })
    .where(eq(products.id, Number(id)));
  catalogueChanged(db.db);
}

export async function stockOf(db: DbHandle, id: string): Promise<number | null> {
  const [row] = await db.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, Number(id)));
  return row!.stock;
}

export async function countRows(
  db: DbHandle,
  table: 'orders' | 'order_items' | 'order_events' | 'payments' | 'offers',
): Promise<number> {
  const r = (await db.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return r.rows[0]!.n;
}

/** Sets a fabric's counter step in metres (0.25, 0.5 or 1). */
export async function setFabricStep(db: DbHandle, id: number | string, step: 0.25 | 0.5 | 1): Promise<void> {
  await db.db
    .update(products)
    .set({ step })
    .where(eq(products.id, Number(id)));
  catalogueChanged(db.db);
}
