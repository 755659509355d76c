import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { notificationOutbox } from '../../db/schema/notifications';
import { productOf } from '../../test/buying-fixtures';
import { testDatabases } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { ADVANCE, addAddress, place } from '../../test/orders-api';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';

const COMPLETE =
  'mutation C($id: ID!, $o: TestPaymentOutcome!) { completeTestPayment(paymentId: $id, outcome: $o) { ok } }';

describe.each(testDatabases())('order messages on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let shopper: Shopper;
  let hindi: Shopper;
  let admin: Shopper;
  let addressId: string;

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db);
    shopper = await createShopper(db, server);
    // The same shopper, browsing in Hindi (the page sends its language with every call).
    hindi = { ...shopper, headers: async () => ({ ...(await shopper.headers()), 'x-locale': 'hi' }) };
    admin = await createShopper(db, server, 'admin');
    addressId = await addAddress(server, shopper);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const messagesOf = async (orderId: string) =>
    db.db
      .select()
      .from(notificationOutbox)
      .where(like(notificationOutbox.dedupeKey, `%:${orderId}`));

  it('announces a cash-on-delivery order when placed and when shipped, in the language it was placed in, once each', async () => {
    const saree = await productOf(db, 'saree', 0, 5);
    const { order } = await place(server, hindi, { items: [{ id: saree.id, qty: 1 }], addressId });
    expect(await messagesOf(order!.id)).toMatchObject([
      {
        kind: 'ORDER_PLACED',
        userId: shopper.id,
        locale: 'hi',
        status: 'PENDING',
        payload: { orderNumber: order!.number },
      },
    ]);
    await gqlAs(server, admin, ADVANCE, { n: order!.number, to: 'CONFIRMED' });
    const shipped = await gqlAs<{ advanceOrder: { ok: boolean } }>(server, admin, ADVANCE, {
      n: order!.number,
      to: 'SHIPPED',
      carrier: 'Delhivery',
      tracking: 'DL123',
    });
    expect(shipped.data.advanceOrder.ok).toBe(true);
    const kinds = (await messagesOf(order!.id)).map((m) => [m.kind, m.locale, m.payload]);
    expect(kinds).toEqual([
      ['ORDER_PLACED', 'hi', { orderNumber: order!.number }],
      ['ORDER_SHIPPED', 'hi', { orderNumber: order!.number, carrier: 'Delhivery', trackingNumber: 'DL123' }],
    ]);
  });

  it('announces an online order when it is paid, not when it waits for payment', async () => {
    const saree = await productOf(db, 'saree', 1, 5);
    const { order } = await place(server, shopper, {
      items: [{ id: saree.id, qty: 1 }],
      addressId,
      paymentMethod: 'TEST_GATEWAY',
    });
    expect(await messagesOf(order!.id)).toEqual([]);
    expect(
      (
        await gqlAs<{ completeTestPayment: { ok: boolean } }>(server, shopper, COMPLETE, {
          id: order!.paymentId,
          o: 'SUCCESS',
        })
      ).data.completeTestPayment.ok,
    ).toBe(true);
    expect(await messagesOf(order!.id)).toMatchObject([
      { kind: 'ORDER_PAID', locale: 'en', dedupeKey: `order-paid:${order!.id}` },
    ]);
    const all = await db.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.dedupeKey, `order-paid:${order!.id}`));
    expect(all).toHaveLength(1);
  });
});
