import type { Params } from '../../db/statement';
import type { OrderEventRow, OrderItemRow, OrderRow } from './store';

/**
 * A new order's rows as SQL text for checkout's one write statement: the order (`o`), its items (`i`,
 * returning their ids by position) and its first event (`e`, returning its id). The items travel as one
 * array a column, so the text is the same for any number of lines and is parsed once per connection.
 */
export function newOrderRows(
  order: OrderRow,
  items: readonly Omit<OrderItemRow, 'id'>[],
  event: Omit<OrderEventRow, 'id'>,
  p: Params,
): string {
  const id = p.add(order.id, 'uuid');
  const column = <T>(type: string, pick: (item: Omit<OrderItemRow, 'id'>) => T) => p.add(items.map(pick), `${type}[]`);
  return `o as (
      insert into orders (id, number, user_id, status, payment_method, payment_status, currency, subtotal_minor, delivery_fee_minor, total_minor,
        points_discount_minor, address, zone, has_tailoring, delivery_earliest, delivery_latest, carrier, tracking_number, idempotency_key, request_hash, expires_at,
        locale, created_at, updated_at)
      values (${id}, ${p.add(order.number, 'text')}, ${p.add(order.userId, 'uuid')}, ${p.add(order.status, 'text')}, ${p.add(order.paymentMethod, 'text')},
        ${p.add(order.paymentStatus, 'text')}, ${p.add(order.currency, 'text')}, ${p.add(order.subtotalMinor, 'bigint')}, ${p.add(order.deliveryFeeMinor, 'int')},
        ${p.add(order.totalMinor, 'bigint')}, ${p.add(order.pointsDiscountMinor, 'int')}, ${p.add(JSON.stringify(order.address), 'jsonb')}, ${p.add(order.zone, 'text')}, ${p.add(order.hasTailoring, 'boolean')},
        ${p.add(order.deliveryEarliest, 'text')}, ${p.add(order.deliveryLatest, 'text')}, ${p.add(order.carrier, 'text')}, ${p.add(order.trackingNumber, 'text')},
        ${p.add(order.idempotencyKey, 'text')}, ${p.add(order.requestHash, 'text')}, ${p.add(order.expiresAt, 'timestamptz')}, ${p.add(order.locale, 'text')},
        ${p.add(order.createdAt, 'timestamptz')}, ${p.add(order.updatedAt, 'timestamptz')})
    ),
    i as (
      insert into order_items (order_id, position, product_id, slug, name, kind, qty, unit_price_minor, line_total_minor, currency, image_key, stocked, turnaround_days)
      select ${id}, l.position, l.product_id, l.slug, l.name::jsonb, l.kind, l.qty, l.unit_price_minor, l.line_total_minor, l.currency, l.image_key, l.stocked, l.turnaround_days
      from unnest(${column('smallint', (i) => i.position)}, ${column('int', (i) => i.productId)}, ${column('text', (i) => i.slug)}, ${column('text', (i) => JSON.stringify(i.name))},
        ${column('text', (i) => i.kind)}, ${column('numeric', (i) => i.qty)}, ${column('int', (i) => i.unitPriceMinor)}, ${column('bigint', (i) => i.lineTotalMinor)},
        ${column('text', (i) => i.currency)}, ${column('text', (i) => i.imageKey)}, ${column('boolean', (i) => i.stocked)}, ${column('smallint', (i) => i.turnaroundDays)})
        as l(position, product_id, slug, name, kind, qty, unit_price_minor, line_total_minor, currency, image_key, stocked, turnaround_days)
      returning id, position
    ),
    e as (
      insert into order_events (order_id, status, at, actor, actor_id, note)
      values (${id}, ${p.add(event.status, 'text')}, ${p.add(event.at, 'timestamptz')}, ${p.add(event.actor, 'text')}, ${p.add(event.actorId, 'uuid')}, ${p.add(event.note, 'text')})
      returning id
    )`;
}
