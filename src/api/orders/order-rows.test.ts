import { describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Params } from '../../db/statement';
import { orderEvents, orderItems, orders } from '../../db/schema/orders';
import { draftOrder, type OrderDraftInput } from './draft';
import { newOrderRows } from './order-rows';

// Placing's write names its columns from the tables: a column added to orders, order_items or
// order_events is written, and a draft that gives it no value fails here before any shopper's order.

const line = (id: number, kind: string, stock: number | null) => ({
  product: { id, slug: `p${id}`, name: { en: `P${id}` }, kind, imageKeys: [`k${id}`], stock, turnaroundDays: 7 },
  qty: 1,
  unitPriceMinor: 100,
  lineTotalMinor: 100,
  currency: 'INR',
  tailoring: kind === 'service' ? { extraDays: 2 } : null,
  discountMinor: 0,
});
const input = (paymentMethod: OrderDraftInput['paymentMethod']): OrderDraftInput => ({
  number: 'SIL-1',
  userId: '00000000-0000-4000-8000-000000000001',
  paymentMethod,
  idempotencyKey: 'key-1',
  requestHash: 'hash',
  locale: 'en',
  currency: 'INR',
  subtotalMinor: 200,
  deliveryFeeMinor: 0,
  totalMinor: 200,
  pointsDiscountMinor: 0,
  offerDiscountMinor: 0,
  address: {
    id: 'a1',
    name: 'A',
    phone: '1',
    line1: 'L',
    line2: null,
    city: 'C',
    state: 'S',
    postalCode: '1',
    country: 'IN',
  },
  zone: 'INDIA',
  delivery: { earliest: '2026-01-02', latest: '2026-01-05' },
  lines: [line(1, 'saree', 3), line(2, 'service', null)],
  now: new Date('2026-01-01T00:00:00Z'),
});

/** The SQL names of a table's columns, the serial id (drawn by the database) left out. */
function columnsOf(table: PgTable, serialId: boolean): string[] {
  return Object.values(getTableColumns(table))
    .map((c) => c.name)
    .filter((name) => !(serialId && name === 'id'));
}
const insertedInto = (text: string) => /insert into \w+ \(([^)]*)\)/.exec(text)![1]!.split(', ');

describe('a new order as the orders domain writes it', () => {
  it('writes every column of the order, its items and its first event', () => {
    const pieces = newOrderRows(draftOrder(input('COD')), new Params());
    expect(pieces.map((p) => p.name)).toEqual(['o', 'i', 'e']);
    expect(insertedInto(pieces[0]!.text)).toEqual(columnsOf(orders, false));
    expect(insertedInto(pieces[1]!.text)).toEqual(columnsOf(orderItems, true));
    expect(insertedInto(pieces[2]!.text)).toEqual(columnsOf(orderEvents, true));
  });

  it('places cash on delivery at once and an online payment awaiting its money for 30 minutes', () => {
    const cod = draftOrder(input('COD'));
    expect(cod.row).toMatchObject({ status: 'PLACED', paymentStatus: 'COD_DUE', expiresAt: null, hasTailoring: true });
    expect(cod.event).toMatchObject({ status: 'PLACED', actor: 'customer', note: 'Order placed, cash on delivery' });
    const online = draftOrder(input('RAZORPAY'));
    expect(online.row).toMatchObject({ status: 'PENDING_PAYMENT', paymentStatus: 'PENDING' });
    expect(online.row.expiresAt).toEqual(new Date('2026-01-01T00:30:00Z'));
    expect(online.event.note).toBe('Order placed, awaiting payment');
    // A tailoring job's days are the service's own plus what its options add.
    expect(online.items.map((i) => [i.position, i.turnaroundDays, i.stocked])).toEqual([
      [0, 7, true],
      [1, 9, false],
    ]);
  });
});
