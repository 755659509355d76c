import type { Db } from '../../db/client';
import type { TailoredLine } from './cart-lines';
import { recordTailoringLines, type OrderTailoringInput, type RecordResult } from './record';

/** A line of a new order as its workshop job needs it: the service's product and its checked tailoring. */
type OrderLine = { key: string; product: { id: number } | null; tailoring: TailoredLine | null };

export type OrderTailoring = {
  userId: string;
  orderId: string;
  /** The order's lines, in the order of its items. */
  lines: readonly OrderLine[];
  /** The order items' ids, by position. */
  itemIds: readonly number[];
  now: Date;
};

/**
 * The workshop's job for every tailoring line of a new order, in the order's transaction, each tied to
 * its service item and to the item of the saree or fabric it is made from (when that is in the order).
 */
export function recordOrderTailoring(tx: Db, order: OrderTailoring): Promise<RecordResult> {
  const position = new Map(order.lines.map((l, i) => [l.key, i]));
  const jobs: OrderTailoringInput[] = order.lines.flatMap((l, i) => {
    if (!l.tailoring) return [];
    const attached = l.tailoring.attachTo === null ? undefined : position.get(l.tailoring.attachTo);
    return [
      {
        orderItemId: order.itemIds[i]!,
        serviceProductId: l.product!.id,
        attachedItemId: attached === undefined ? null : order.itemIds[attached]!,
        line: l.tailoring,
      },
    ];
  });
  return recordTailoringLines(tx, order.userId, order.orderId, jobs, order.now);
}
