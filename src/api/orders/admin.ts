import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { adminOrderWhere, maxAdminOffset, type AdminOrderFilter } from './admin-filter';
import { ordersForAdmin, withDetails, type OrderView } from './store';

export type AdminOrderPage = { total: number; totalCapped: boolean; orders: OrderView[] };

/** Up to this many matches are counted; past it the list says "more than". */
const countCap = maxAdminOffset + 100;

/** One page of the admin's order list, newest first, and how many match (counted up to a cap). */
export async function searchAdminOrders(
  db: Db,
  filter: AdminOrderFilter,
  first: number,
  offset: number,
): Promise<AdminOrderPage> {
  const [rows, counted] = await Promise.all([
    ordersForAdmin(db, filter, first, offset),
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(orders)
        .where(adminOrderWhere(filter))
        .limit(countCap)
        .as('m'),
    ),
  ]);
  const n = Number(counted[0]?.n ?? 0);
  return { total: n, totalCapped: n >= countCap, orders: await withDetails(db, rows) };
}
