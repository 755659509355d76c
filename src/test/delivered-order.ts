// An order of one product for a shopper, written straight into the tables (delivered, or on its way):
// what makes a product reviewable without walking an order through the workshop and the courier.
import { randomBytes } from 'node:crypto';
import type { DbHandle } from '../db/client';
import { orderItems, orders } from '../db/schema/orders';
import type { Shopper } from './shoppers';

let orderSeq = 0;

export async function orderFor(
  db: DbHandle,
  who: Shopper,
  productId: string,
  status: 'DELIVERED' | 'SHIPPED',
): Promise<void> {
  const now = new Date();
  const [o] = await db.db
    .insert(orders)
    .values({
      number: `RV-${process.pid}-${++orderSeq}-${randomBytes(3).toString('hex')}`,
      userId: who.id,
      status,
      paymentMethod: 'COD',
      paymentStatus: 'PAID',
      currency: 'INR',
      subtotalMinor: 100_00,
      deliveryFeeMinor: 0,
      totalMinor: 100_00,
      address: {
        id: 'a',
        name: 'A',
        phone: '+919000000111',
        line1: 'x',
        line2: null,
        city: 'Pune',
        state: 'MH',
        postalCode: '411001',
        country: 'IN',
      },
      zone: 'IN',
      hasTailoring: false,
      idempotencyKey: randomBytes(9).toString('hex'),
      requestHash: 'h',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await db.db.insert(orderItems).values({
    orderId: o!.id,
    position: 0,
    productId: Number(productId),
    slug: 's',
    name: { en: 'x', hi: 'x', ar: 'x' },
    kind: 'saree',
    qty: 1,
    unitPriceMinor: 100_00,
    lineTotalMinor: 100_00,
    currency: 'INR',
    stocked: true,
  });
}
