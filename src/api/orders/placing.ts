// What placing an order asks of the orders' own tables: the shopper's earlier order with this key, and
// (inside the placing transaction) the shopper's turn and counts for the caps.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Params, runStatement } from '../../db/statement';
import { orders } from '../../db/schema/orders';

/** Orders placed and not yet delivered or cancelled (those paid on delivery still hold stock). */
const openStatuses = ['PLACED', 'CONFIRMED', 'IN_TAILORING', 'QUALITY_CHECK', 'SHIPPED'] as const;

/** The shopper's order placed with this idempotency key, with the hash of the request that placed it. */
export async function orderWithKey(
  db: Db,
  userId: string,
  key: string,
): Promise<{ number: string; hash: string } | undefined> {
  const [row] = await db
    .select({ number: orders.number, hash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

export type ShopperOrders = {
  /** This very request placed before (a retry, a double click): its order and request hash. */
  sameNumber: string | null;
  sameHash: string | null;
  /** Cash-on-delivery orders still open. */
  openCod: number;
  /** Orders awaiting payment within their window. */
  pending: number;
};

/**
 * Takes the shopper's turn at placing (a lock per shopper, held until commit), so two racing orders
 * cannot both count below a cap and both be written (PGlite runs one transaction at a time anyway);
 * then, in a statement of its own that sees what committed while it waited, the shopper's counts.
 */
export async function lockShopperOrders(
  tx: Db,
  userId: string,
  key: string,
  now: Date,
): Promise<ShopperOrders | undefined> {
  const lock = new Params();
  await runStatement(tx, `select pg_advisory_xact_lock(hashtext(${lock.add(`orders:${userId}`, 'text')}))`, lock);
  const counts = new Params();
  const k = counts.add(key, 'text');
  const [mine] = await runStatement<ShopperOrders>(
    tx,
    `select max(number) filter (where idempotency_key = ${k}) as "sameNumber", max(request_hash) filter (where idempotency_key = ${k}) as "sameHash",
      (count(*) filter (where payment_method = 'COD' and status = any(${counts.add(openStatuses, 'text[]')})))::int as "openCod",
      (count(*) filter (where status = 'PENDING_PAYMENT' and expires_at >= ${counts.add(now, 'timestamptz')}))::int as "pending"
    from orders where user_id = ${counts.add(userId, 'uuid')}`,
    counts,
  );
  return mine;
}

/**
 * The shopper's orders still under way (awaiting payment within their window, or placed and not yet
 * delivered or cancelled), counted under the shopper's placing lock: deleting the account holds it too,
 * so no order is placed between the count and the deletion.
 */
export async function lockOpenOrders(tx: Db, userId: string, now: Date): Promise<number> {
  const lock = new Params();
  await runStatement(tx, `select pg_advisory_xact_lock(hashtext(${lock.add(`orders:${userId}`, 'text')}))`, lock);
  const p = new Params();
  const [row] = await runStatement<{ open: number }>(
    tx,
    `select count(*)::int as open from orders where user_id = ${p.add(userId, 'uuid')}
      and (status = any(${p.add(openStatuses, 'text[]')})
        or (status = 'PENDING_PAYMENT' and expires_at >= ${p.add(now, 'timestamptz')}))`,
    p,
  );
  return row?.open ?? 0;
}
