import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { adminOrderWhere, type AdminOrderFilter } from './admin-filter';
import type { OrderRow } from './store';

export const exportColumns = [
  'number',
  'placed_at',
  'status',
  'payment_method',
  'payment_status',
  'customer',
  'phone',
  'city',
  'state',
  'postal_code',
  'country',
  'currency',
  'subtotal',
  'delivery_fee',
  'total',
  'carrier',
  'tracking_number',
] as const;

const batch = 250;

/**
 * The orders matching the admin's filter, newest first, a batch at a time (keyset on placing time and id),
 * so an export of any size holds one batch in memory.
 */
export async function* exportOrderRows(db: Db, filter: AdminOrderFilter): AsyncGenerator<string[][]> {
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? or(lt(orders.createdAt, after.at), and(eq(orders.createdAt, after.at), lt(orders.id, after.id)))
      : undefined;
    const rows: OrderRow[] = await db
      .select()
      .from(orders)
      .where(and(adminOrderWhere(filter), keyset))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map((o) => [
      o.number,
      o.createdAt.toISOString(),
      o.status,
      o.paymentMethod,
      o.paymentStatus,
      o.address.name,
      o.address.phone,
      o.address.city,
      o.address.state ?? '',
      o.address.postalCode,
      o.address.country,
      o.currency,
      (o.subtotalMinor / 100).toFixed(2),
      (o.deliveryFeeMinor / 100).toFixed(2),
      (o.totalMinor / 100).toFixed(2),
      o.carrier ?? '',
      o.trackingNumber ?? '',
    ]);
    if (rows.length < batch) return;
    const last: OrderRow = rows.at(-1)!;
    after = { at: last.createdAt, id: last.id };
  }
}

/** A spreadsheet runs a cell that starts with = + - @ (or a tab or return) as a formula: quote it. */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
