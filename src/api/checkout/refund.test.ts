import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs } from '../../test/shoppers';
import { stockOf } from '../../test/buying-fixtures';
import { ADVANCE } from '../../test/orders-api';
import { paymentsSuite, VERIFY, webhookSecret, hmac, COMPLETE } from '../../test/payments-suite';
import { SETTLE, SHOPPER_ORDER, TRAIL, search, settle } from '../../test/admin-orders-api';

describe.each(testDatabases())('admin orders and refunds on $kind', ({ open }) => {
  const suite = paymentsSuite(open);

  const paidByTestGateway = async () => {
    const { server, meera, pending } = suite;
    const r = await pending('TEST_GATEWAY');
    await gqlAs(server, meera, COMPLETE, { id: r.order!.paymentId, o: 'SUCCESS' });
    return r.order!.number;
  };

  it('refuses every admin order operation to the signed out, a shopper and a designer', async () => {
    const { db, server, meera } = suite;
    const designer = await createShopper(db, server, 'designer');
    const n = await paidByTestGateway();
    for (const who of [null, meera, designer]) {
      expect(await search(server, who as never, {})).toBeNull();
      const s = await gqlAs<{ settleRefund: unknown }>(server, who, SETTLE, { n, ref: 'x' });
      expect(s.data).toBeNull();
      expect(s.errors?.length).toBeGreaterThan(0);
      const a = await gqlAs<{ advanceOrder: unknown }>(server, who, ADVANCE, { n, to: 'CONFIRMED' });
      expect(a.data).toBeNull();
      const t = await gqlAs<{ auditTrail: unknown }>(server, who, TRAIL, { id: n });
      expect(t.data).toBeNull();
    }
  });

  it('searches by number, phone and name, filters by status and payment status, and pages', async () => {
    const { db, server } = suite;
    const admin = await createShopper(db, server, 'admin');
    const n = await paidByTestGateway();
    const byNumber = await search(server, admin, { search: n.toLowerCase() });
    expect(byNumber!.orders.map((o) => o.number)).toEqual([n]);
    const phone = '98200 12345';
    const byPhone = await search(server, admin, { search: phone, first: 100 });
    expect(byPhone!.orders.map((o) => o.number)).toContain(n);
    const byName = await search(server, admin, { search: 'Meera', first: 100 });
    const all = await search(server, admin, { first: 100 });
    expect(byName!.total).toBeLessThanOrEqual(all!.total);
    expect((await search(server, admin, { search: 'Zzzzz' }))!.total).toBe(0);
    const placed = await search(server, admin, { status: 'PLACED', first: 100 });
    expect(placed!.orders.every((o) => o.status === 'PLACED')).toBe(true);
    expect(placed!.orders.map((o) => o.number)).toContain(n);
    const paid = await search(server, admin, { payment: 'PAID', from: '2020-01-01', to: '2099-12-31', first: 1 });
    expect(paid!.orders).toHaveLength(1);
    expect((await search(server, admin, { payment: 'PAID', to: '2000-01-01' }))!.total).toBe(0);
    expect((await search(server, admin, { first: 100_000 }))!.orders.length).toBeLessThanOrEqual(100);
  });

  it('ships with tracking the shopper sees; cancelling returns stock; a recorded refund follows the rules, audited', async () => {
    const { db, server, meera, saree } = suite;
    const admin = await createShopper(db, server, 'admin');
    const shipped = await paidByTestGateway();
    await gqlAs(server, admin, ADVANCE, { n: shipped, to: 'CONFIRMED' });
    await gqlAs(server, admin, ADVANCE, { n: shipped, to: 'SHIPPED', carrier: 'Delhivery', tracking: 'DL123' });
    const seen = await gqlAs<{ order: { status: string; carrier: string; trackingNumber: string } }>(
      server,
      meera,
      SHOPPER_ORDER,
      { n: shipped },
    );
    expect(seen.data.order).toMatchObject({ status: 'SHIPPED', carrier: 'Delhivery', trackingNumber: 'DL123' });

    const n = await paidByTestGateway();
    expect(await settle(server, admin, n, 'NEFT-1')).toMatchObject({ ok: false, refusal: 'NOT_REFUND_DUE' });
    const stock = await stockOf(db, saree.id);
    await gqlAs(server, admin, ADVANCE, { n, to: 'CANCELLED' });
    suite.clock.advance(1000);
    expect(await stockOf(db, saree.id)).toBe(stock! + 1);
    expect(await settle(server, admin, n)).toMatchObject({ ok: false, refusal: 'REFERENCE_REQUIRED' });
    expect(await settle(server, admin, n, 'NEFT-1', 10_000_000_00)).toMatchObject({ ok: false, refusal: 'TOO_LARGE' });
    const done = await settle(server, admin, n, 'NEFT-1');
    expect(done).toMatchObject({ ok: true, pending: false, order: { paymentStatus: 'REFUNDED' } });
    expect(done.order!.refunds).toMatchObject([{ status: 'PROCESSED', reference: 'NEFT-1' }]);
    expect(await settle(server, admin, n, 'NEFT-2')).toMatchObject({ ok: false, refusal: 'ALREADY_REFUNDED' });

    const trail = await gqlAs<{ auditTrail: { action: string; actorRole: string; after: string }[] }>(
      server,
      admin,
      TRAIL,
      { id: n },
    );
    expect(trail.data.auditTrail.map((a) => a.action)).toEqual(['refund.recorded', 'status.CANCELLED']);
    expect(trail.data.auditTrail.every((a) => a.actorRole === 'admin')).toBe(true);
    expect(JSON.parse(trail.data.auditTrail[1]!.after)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUND_DUE',
    });
    const mine = await gqlAs<{
      order: { paymentStatus: string; events: { actor: string; actorName: string | null }[] };
    }>(server, meera, SHOPPER_ORDER, { n });
    expect(mine.data.order.paymentStatus).toBe('REFUNDED');
    expect(mine.data.order.events.every((e) => e.actorName === null)).toBe(true);
    const theirs = await gqlAs<{ order: { events: { actor: string; actorName: string | null }[] } }>(
      server,
      admin,
      SHOPPER_ORDER,
      { n },
    );
    expect(theirs.data.order.events.filter((e) => e.actor === 'admin').every((e) => e.actorName)).toBe(true);
  });

  it('two admins acting on one order at once: one shipment and one refund; the other admin is told, nothing doubled', async () => {
    const { db, server, meera } = suite;
    const [one, two] = [await createShopper(db, server, 'admin'), await createShopper(db, server, 'admin')];
    type Advanced = { advanceOrder: { ok: boolean; refusal: string | null; order: { trackingNumber: string } } };
    const toShip = await paidByTestGateway();
    await gqlAs(server, one, ADVANCE, { n: toShip, to: 'CONFIRMED' });
    const ships = await Promise.all(
      [one, two].map((who, i) =>
        gqlAs<Advanced>(server, who, ADVANCE, { n: toShip, to: 'SHIPPED', carrier: 'Delhivery', tracking: `DL-${i}` }),
      ),
    );
    const shippedBy = ships.filter((r) => r.data.advanceOrder.ok);
    expect(shippedBy).toHaveLength(1);
    expect(ships.find((r) => !r.data.advanceOrder.ok)!.data.advanceOrder.refusal).toBeTruthy();
    const seen = await gqlAs<{ order: { trackingNumber: string } }>(server, meera, SHOPPER_ORDER, { n: toShip });
    expect(seen.data.order.trackingNumber).toBe(shippedBy[0]!.data.advanceOrder.order.trackingNumber);

    const toRefund = await paidByTestGateway();
    await gqlAs(server, one, ADVANCE, { n: toRefund, to: 'CANCELLED' });
    const settled = await Promise.all([
      settle(server, one, toRefund, 'NEFT-A'),
      settle(server, two, toRefund, 'NEFT-B'),
    ]);
    expect(settled.filter((r) => r.ok)).toHaveLength(1);
    expect(settled.find((r) => !r.ok)).toMatchObject({ refusal: 'ALREADY_REFUNDED' });
    const mine = await gqlAs<{ order: { refunds: unknown[] } }>(server, meera, SHOPPER_ORDER, { n: toRefund });
    expect(mine.data.order.refunds).toHaveLength(1);
    const trail = await gqlAs<{ auditTrail: { action: string }[] }>(server, one, TRAIL, { id: toRefund });
    expect(trail.data.auditTrail.filter((a) => a.action === 'refund.recorded')).toHaveLength(1);
  });

  it('refunds a Razorpay payment through Razorpay, settled by its refund.processed webhook', async () => {
    const { db, server, fake, meera, pending, postWebhook } = suite;
    const admin = await createShopper(db, server, 'admin');
    const { order } = await pending('RAZORPAY');
    const rzpOrder = fake.orders.at(-1)!;
    const paid = fake.capture(rzpOrder.id);
    await gqlAs(server, meera, VERIFY, {
      n: order!.number,
      o: rzpOrder.id,
      p: paid.id,
      s: hmac(fake.keySecret, `${rzpOrder.id}|${paid.id}`),
    });
    await gqlAs(server, admin, ADVANCE, { n: order!.number, to: 'CANCELLED' });
    suite.clock.advance(1000);
    fake.failNext = true;
    expect(await settle(server, admin, order!.number)).toMatchObject({ ok: false, refusal: 'PROVIDER_FAILED' });
    suite.clock.advance(1000);
    const asked = await settle(server, admin, order!.number);
    expect(asked).toMatchObject({ ok: true, pending: true, order: { paymentStatus: 'REFUND_DUE' } });
    const refund = fake.refunds.at(-1)!;
    expect(refund).toMatchObject({ paymentId: paid.id, amount: order!.total.amount });
    expect(await settle(server, admin, order!.number)).toMatchObject({ ok: false, refusal: 'ALREADY_REFUNDED' });

    const body = JSON.stringify({
      event: 'refund.processed',
      payload: { refund: { entity: { id: refund.id, payment_id: paid.id, amount: refund.amount, currency: 'INR' } } },
    });
    const headers = { 'x-razorpay-signature': hmac(webhookSecret, body), 'x-razorpay-event-id': 'evt_rf1' };
    expect(await (await postWebhook('/api/payments/razorpay/webhook', body, headers)).json()).toEqual({
      ok: true,
      result: 'applied',
    });
    expect(await (await postWebhook('/api/payments/razorpay/webhook', body, headers)).json()).toEqual({
      ok: true,
      result: 'replay',
    });
    const seen = await gqlAs<{
      order: { paymentStatus: string; refunds: { status: string }[]; events: { actor: string; note: string }[] };
    }>(server, meera, SHOPPER_ORDER, { n: order!.number });
    expect(seen.data.order).toMatchObject({
      paymentStatus: 'REFUNDED',
      refunds: [{ status: 'PROCESSED' }, { status: 'FAILED' }],
    });
    expect(seen.data.order.events.at(-1)).toMatchObject({ actor: 'payment', note: 'Refund processed by Razorpay' });
    const trail = await gqlAs<{ auditTrail: { action: string }[] }>(server, admin, TRAIL, { id: order!.number });
    expect(trail.data.auditTrail.map((a) => a.action)).toEqual([
      'refund.requested',
      'refund.failed',
      'refund.requested',
      'status.CANCELLED',
    ]);
  });
});
