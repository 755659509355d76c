import type { Params } from '../../db/statement';
import { insertRow, insertRows, type Piece } from '../../db/table-insert';
import { orderEvents, orderItems, orders } from '../../db/schema/orders';
import type { PaymentRow } from '../payments';
import type { OrderDraft } from './draft';
import type { OrderView } from './store';

/**
 * A new order's rows as pieces of checkout's one write statement: the order (`o`), its items (`i`, one
 * array a column, returning their ids by position) and its first event (`e`, returning its id). Their
 * columns are the tables' own (order-rows.test.ts holds every one to be written).
 */
export function newOrderRows(draft: OrderDraft, p: Params): Piece[] {
  const id = p.add(draft.row.id, 'uuid');
  return [
    { name: 'o', text: insertRow(orders, draft.row, p) },
    { name: 'i', text: `${insertRows(orderItems, draft.items, p, { orderId: id })}\n      returning id, position` },
    { name: 'e', text: `${insertRow(orderEvents, draft.event, p)} returning id` },
  ];
}

/** What the write statement answers of the order's pieces: the ids the database drew. */
export const newOrderIds = `(select array_agg(i.id order by i.position) from i) as items, (select e.id from e) as event`;
export type NewOrderIds = { items: number[]; event: number };

/** The order as written, from its draft and the ids drawn: no second read after commit. */
export function writtenOrder(draft: OrderDraft, ids: NewOrderIds, payment: PaymentRow): OrderView {
  return {
    row: draft.row,
    items: draft.items.map((item, position) => ({ id: ids.items[position]!, ...item })),
    events: [{ id: ids.event, ...draft.event }],
    payment,
  };
}
