// What the shopper is told about their order, written to the outbox in the order's own transaction.
// The recipient is the shopper (their verified phone and e-mail are looked up when it is delivered),
// in the language they placed the order in.
import type { Db } from '../../db/client';
import type { Locale } from '../../db/schema/localized';
import type { OrderStatus } from '../../lib/order-status';
import { enqueueNotification, type OutgoingNotification } from '../notifications';
import type { OrderRow } from './store';

type Announced = Pick<OrderRow, 'id' | 'number' | 'userId' | 'locale' | 'totalMinor' | 'currency'>;

/** A cash-on-delivery order is placed at once: the shopper is told so (written with the order itself). */
export function orderPlacedMessage(order: Announced): OutgoingNotification {
  return {
    kind: 'ORDER_PLACED',
    dedupeKey: `order-placed:${order.id}`,
    userId: order.userId,
    locale: order.locale as Locale,
    payload: { orderNumber: order.number },
  };
}

/** The message a move announces, if any: paid (the payment provider placed it) or shipped. */
export async function orderMovedMessage(
  tx: Db,
  order: Announced,
  to: OrderStatus,
  paid: boolean,
  shipping: { carrier: string | null; trackingNumber: string | null },
  now: Date,
): Promise<void> {
  const base = { userId: order.userId, locale: order.locale as Locale };
  if (to === 'PLACED' && paid) {
    await enqueueNotification(
      tx,
      { ...base, kind: 'ORDER_PAID', dedupeKey: `order-paid:${order.id}`, payload: { orderNumber: order.number } },
      now,
    );
  } else if (to === 'SHIPPED') {
    await enqueueNotification(
      tx,
      {
        ...base,
        kind: 'ORDER_SHIPPED',
        dedupeKey: `order-shipped:${order.id}`,
        payload: {
          orderNumber: order.number,
          carrier: shipping.carrier ?? '',
          trackingNumber: shipping.trackingNumber ?? '',
        },
      },
      now,
    );
  }
}
