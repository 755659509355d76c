import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs } from '../../test/shoppers';
import { stockOf } from '../../test/buying-fixtures';
import { orderOf } from '../../test/orders-api';
import { TRAIL, settle } from '../../test/admin-orders-api';
import { hmac, paidOrders, paymentsSuite, webhookSecret } from '../../test/payments-suite';
import type { FakePayment } from '../../test/fake-razorpay';

// Paid only at what the provider captured, equal to the order's total: Checkout's answer and the webhook
// both settle on Razorpay's own figure; a capture of another amount cancels the unpaid order, is audited
// and owed back whole; a refund is never more than was captured.

type Trail = { auditTrail: { action: string; actorRole: string; before: string; after: string }[] };

describe.each(testDatabases())('captured amounts on $kind', ({ open }) => {
  const suite = paymentsSuite(open);

  const captured = (p: FakePayment, event = 'payment.captured') =>
    JSON.stringify({ event, payload: { payment: { entity: p } } });
  const webhook = (body: string, id: string) =>
    suite.postWebhook('/api/payments/razorpay/webhook', body, {
      'x-razorpay-signature': hmac(webhookSecret, body),
      'x-razorpay-event-id': id,
    });

  it('settles Checkout on what Razorpay says was captured: not yet captured waits, another order is refused', async () => {
    const { fake, server, meera, pending, payRazorpay } = suite;
    const a = await pending('RAZORPAY');
    const b = await pending('RAZORPAY');
    const authorised = await payRazorpay(a.order!.number, a.payment!.razorpay!.orderId, { status: 'authorized' });
    expect(authorised.verified).toEqual({
      ok: true,
      refusal: null,
      order: { status: 'PENDING_PAYMENT', paymentStatus: 'PENDING' },
    });
    // A payment Razorpay holds for another order, signed as if for this one, never pays it.
    const other = fake.capture(b.payment!.razorpay!.orderId);
    const crossed = await gqlAs<{ verifyRazorpayPayment: unknown }>(
      server,
      meera,
      `mutation V($n: String!, $o: String!, $p: String!, $s: String!) { verifyRazorpayPayment(orderNumber: $n, razorpayOrderId: $o, razorpayPaymentId: $p, signature: $s) { ok refusal } }`,
      {
        n: a.order!.number,
        o: a.payment!.razorpay!.orderId,
        p: other.id,
        s: hmac(fake.keySecret, `${a.payment!.razorpay!.orderId}|${other.id}`),
      },
    );
    expect(crossed.data.verifyRazorpayPayment).toEqual({ ok: false, refusal: 'INVALID_SIGNATURE' });
    expect((await orderOf(server, meera, a.order!.number))!.status).toBe('PENDING_PAYMENT');
    // Captured at last, at the total: paid.
    const paid = await payRazorpay(a.order!.number, a.payment!.razorpay!.orderId);
    expect(paid.verified.order).toEqual({ status: 'PLACED', paymentStatus: 'PAID' });
  });

  it('a capture short of the total leaves the order unpaid: cancelled, audited, refunded at most what was captured', async () => {
    const { db, server, fake, saree, meera, pending, payRazorpay } = suite;
    const admin = await createShopper(db, server, 'admin');
    const { order, payment } = await pending('RAZORPAY');
    const stock = await stockOf(db, saree.id);
    const total = order!.total.amount;
    const short = await payRazorpay(order!.number, payment!.razorpay!.orderId, { amount: total - 3_499_00 });
    expect(short.verified).toEqual({
      ok: false,
      refusal: 'PAYMENT_MISMATCH',
      order: { status: 'CANCELLED', paymentStatus: 'REFUND_DUE' },
    });
    expect(await stockOf(db, saree.id)).toBe(stock! + 1);
    expect((await orderOf(server, meera, order!.number))!.events.at(-1)).toMatchObject({
      actor: 'payment',
      note: 'Payment received for another amount than the order total; refund due',
    });
    // The same capture told again by the webhook changes nothing and is not audited twice.
    expect(await (await webhook(captured(short.paid), 'evt_short')).json()).toEqual({
      ok: true,
      result: 'amount-mismatch',
    });
    const trail = (await gqlAs<Trail>(server, admin, TRAIL, { id: order!.number })).data.auditTrail;
    expect(trail.map((t) => [t.action, t.actorRole])).toEqual([['payment.mismatch', 'payment']]);
    expect(JSON.parse(trail[0]!.before)).toMatchObject({ due: { amount: total } });
    expect(JSON.parse(trail[0]!.after)).toMatchObject({ captured: { amount: total - 3_499_00 } });

    expect(await settle(server, admin, order!.number, undefined, total)).toMatchObject({ refusal: 'TOO_LARGE' });
    const asked = await settle(server, admin, order!.number);
    expect(asked).toMatchObject({ ok: true, pending: true });
    expect(fake.refunds.at(-1)).toMatchObject({ paymentId: short.paid.id, amount: total - 3_499_00 });
    expect((await paidOrders(db)).map((p) => p.number)).not.toContain(order!.number);
  });

  it('the webhook pays only a captured payment at the total; more than the total is owed back whole', async () => {
    const { db, server, fake, meera, pending } = suite;
    const admin = await createShopper(db, server, 'admin');
    const a = await pending('RAZORPAY');
    const rzp = a.payment!.razorpay!.orderId;
    const authorised = { ...fake.capture(rzp, { status: 'authorized' }) };
    expect(await (await webhook(captured(authorised), 'evt_auth')).json()).toEqual({ ok: true, result: 'ignored' });
    expect((await orderOf(server, meera, a.order!.number))!.status).toBe('PENDING_PAYMENT');
    const over = fake.capture(rzp, { amount: a.order!.total.amount + 100 });
    for (const result of ['amount-mismatch', 'replay'])
      expect(await (await webhook(captured(over), 'evt_over')).json()).toEqual({ ok: true, result });
    expect(await orderOf(server, meera, a.order!.number)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUND_DUE',
    });
    expect(await settle(server, admin, a.order!.number)).toMatchObject({ ok: true, pending: true });
    expect(fake.refunds.at(-1)).toMatchObject({ paymentId: over.id, amount: a.order!.total.amount + 100 });

    // order.paid settles on its captured payment entity too.
    const b = await pending('RAZORPAY');
    const paid = fake.capture(b.payment!.razorpay!.orderId);
    expect(await (await webhook(captured(paid, 'order.paid'), 'evt_paid')).json()).toEqual({
      ok: true,
      result: 'applied',
    });
    expect((await orderOf(server, meera, b.order!.number))!.paymentStatus).toBe('PAID');
    const all = await paidOrders(db);
    expect(all.map((p) => p.number)).toContain(b.order!.number);
    expect(all.filter((p) => p.captured !== p.total)).toEqual([]);
  });

  it('the test gateway pays only what it collected: a callback for another amount is owed back, capped', async () => {
    const { db, server, meera, pending, postWebhook, testCallback } = suite;
    const admin = await createShopper(db, server, 'admin');
    const { order } = await pending('TEST_GATEWAY');
    const callback = testCallback({
      paymentId: order!.paymentId,
      orderNumber: order!.number,
      status: 'paid',
      amount: 100_00,
    });
    const res = await postWebhook('/api/payments/test/webhook', callback.body, {
      'x-silai-signature': callback.signature,
    });
    expect(await res.json()).toEqual({ ok: true, result: 'amount-mismatch' });
    expect(await orderOf(server, meera, order!.number)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'REFUND_DUE',
    });
    expect(await settle(server, admin, order!.number, 'NEFT-9', 100_01)).toMatchObject({ refusal: 'TOO_LARGE' });
    const done = await settle(server, admin, order!.number, 'NEFT-9');
    expect(done).toMatchObject({
      ok: true,
      order: { paymentStatus: 'REFUNDED', refunds: [{ amount: { amount: 100_00 } }] },
    });
  });
});
