import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Params, runStatement } from '../../db/statement';
import { products } from '../../db/schema/catalog';

/** A quantity of one product, for the stock a caller takes or gives back inside its own transaction. */
export type StockLine = { productId: number; qty: number };
/** A line that could not be taken, with what is left on the shelf. */
export type StockShortfall = StockLine & { available: number };

/**
 * Takes stock for tracked lines (products whose stock is counted; made-to-order products are not passed)
 * in the caller's transaction, in one statement whatever the number of lines, with a conditional update
 * so stock never goes below zero however many buyers race: `stock >= qty` is checked again on a row's
 * latest version when another buyer changed it meanwhile. The rows are locked in product-id order first
 * (the sorted, locking sub-select), so two takers never wait on each other's rows in a cycle. Returns []
 * when everything was taken, else the first line (in product-id order) that could not be, with what is
 * left: the caller rolls back. Raises each row's `version`, so an admin's edit begun before the sale is told
 * it is stale instead of writing back the old count.
 */
export async function takeStock(tx: Db, lines: readonly StockLine[], now: Date): Promise<StockShortfall[]> {
  // One product on two lines is taken once, for both (an update changes a row once per statement).
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.qty);
  if (wanted.size === 0) return [];
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  const qtys = ids.map((id) => wanted.get(id)!);
  // Arrays as single parameters: the statement's text is the same for any number of lines.
  const p = new Params();
  const taken = await runStatement<{ id: number }>(
    tx,
    `update products set stock = products.stock - want.qty, version = products.version + 1, updated_at = ${p.add(now, 'timestamptz')}
    from (select p.id, w.qty from products p join unnest(${p.add(ids, 'int[]')}, ${p.add(qtys, 'numeric[]')}) as w(id, qty) on p.id = w.id order by p.id for update of p) as want
    where products.id = want.id and products.stock >= want.qty
    returning products.id`,
    p,
  );
  if (taken.length === ids.length) return [];
  const got = new Set(taken.map((r) => r.id));
  const productId = ids.find((id) => !got.has(id))!;
  const [left] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return [{ productId, qty: wanted.get(productId)!, available: Math.max(0, left?.stock ?? 0) }];
}

/**
 * Puts stock back on the shelf in the caller's transaction (a cancelled or failed order), in one statement
 * whatever the number of lines: the listing's price groups are kept by statement triggers, and one
 * statement per line could lock two groups in the opposite order of another return running beside it.
 * A product that has become made-to-order since keeps no count: only tracked stock comes back.
 */
export async function returnStock(tx: Db, lines: readonly StockLine[], now: Date): Promise<void> {
  const back = new Map<number, number>();
  for (const l of lines) back.set(l.productId, (back.get(l.productId) ?? 0) + l.qty);
  if (back.size === 0) return;
  const ids = [...back.keys()].sort((a, b) => a - b);
  const qtys = ids.map((id) => back.get(id)!);
  const given = sql`(select p.id, b.qty from ${products} p join unnest(${sql.param(ids)}::int[], ${sql.param(qtys)}::numeric[]) as b(id, qty) on p.id = b.id order by p.id for update of p) as given`;
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + given.qty`, version: sql`${products.version} + 1`, updatedAt: now })
    .from(given)
    .where(and(eq(products.id, sql`given.id`), isNotNull(products.stock)));
}
