import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { testDatabases } from '../../test/databases';
import { startTestServer, type TestServer } from '../../test/gateway-server';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { lowStockThreshold } from '../../lib/product-rules';
import { storeDay } from './service';

const Q = `{ staffDashboard { day consultationsToday newEnquiries tailoring { stage count }
  admin { ordersToday ordersTodayMinor takingsTodayMinor toConfirm toShip refundsDue lowStock lowStockThreshold } } }`;
type Dash = {
  staffDashboard: {
    day: string;
    admin: null | Record<string, number>;
  } | null;
};

describe('storeDay', () => {
  it("is India's calendar day, midnight to midnight", () => {
    const d = storeDay(new Date('2026-11-25T20:00:00Z'));
    expect(d.day).toBe('2026-11-26');
    expect(d.from.toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(d.to.toISOString()).toBe('2026-11-26T18:30:00.000Z');
  });
});

describe.each(testDatabases())('staff dashboard on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let admin: Shopper;
  let designer: Shopper;
  let shopper: Shopper;

  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db, { seed: false });
    admin = await createShopper(db, server, 'admin');
    designer = await createShopper(db, server, 'designer');
    shopper = await createShopper(db, server);
    const now = new Date();
    const yesterday = new Date(storeDay(now).from.getTime() - 3600_000);
    const order = (n: string, status: string, paymentStatus: string, at: Date, total: number) => ({
      number: n,
      userId: shopper.id,
      status: status as 'PLACED',
      paymentMethod: 'COD' as const,
      paymentStatus: paymentStatus as 'COD_DUE',
      currency: 'INR',
      subtotalMinor: total,
      deliveryFeeMinor: 0,
      totalMinor: total,
      address: {} as never,
      zone: 'IN',
      hasTailoring: false,
      idempotencyKey: n,
      requestHash: n,
      createdAt: at,
      updatedAt: at,
    });
    const [placed] = await db.db
      .insert(orders)
      .values([
        order('SL-T1', 'PLACED', 'COD_DUE', now, 150000),
        order('SL-T2', 'CONFIRMED', 'PAID', now, 50000),
        order('SL-T3', 'CANCELLED', 'REFUND_DUE', yesterday, 70000),
        order('SL-T4', 'PENDING_PAYMENT', 'PENDING', now, 99999),
      ])
      .returning();
    await db.db.insert(payments).values({
      id: 'pay-dash-1',
      orderId: placed!.id,
      provider: 'test',
      status: 'PAID',
      amountMinor: 50000,
      currency: 'INR',
      createdAt: now,
      updatedAt: now,
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it("gives admins today's orders, takings and what waits on them", async () => {
    const res = await gqlAs<Dash>(server, admin, Q);
    expect(res.errors).toBeUndefined();
    expect(res.data.staffDashboard!.admin).toEqual({
      ordersToday: 2,
      ordersTodayMinor: 200000,
      takingsTodayMinor: 50000,
      toConfirm: 1,
      toShip: 1,
      refundsDue: 1,
      lowStock: 0,
      lowStockThreshold,
    });
    expect(res.data.staffDashboard!.day).toBe(storeDay(new Date()).day);
  });

  it('shows a designer no money, and refuses shoppers and the signed-out', async () => {
    const seen = await gqlAs<Dash>(server, designer, Q);
    expect(seen.errors).toBeUndefined();
    expect(seen.data.staffDashboard!.admin).toBeNull();
    for (const who of [shopper, null]) {
      const refused = await gqlAs<Dash>(server, who, Q);
      expect(refused.data?.staffDashboard ?? null).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code).toBe('access-denied');
    }
  });
});
