import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs } from '../../test/shoppers';
import { stockOf } from '../../test/buying-fixtures';
import { orderOf, place } from '../../test/orders-api';
import { paymentsSuite, VERIFY, webhookSecret, hmac } from '../../test/payments-suite';

describe.each(testDatabases())('Razorpay on $kind', ({ open }) => {
  const suite = paymentsSuite(open);

  it('creates a Razorpay order first, then settles on a verified Checkout signature', async () => {
    const { db, server, fake, meera, pending, postWebhook } = suite;
    const { order, payment } = await pending('RAZORPAY');
    const created = fake.orders.at(-1)!;
    expect(payment!.razorpay).toEqual({
      keyId: fake.keyId,
      orderId: created.id,
      amount: order!.total.amount,
      currency: 'INR',
    });
    expect(created).toMatchObject({ amount: order!.total.amount, receipt: order!.number });
    expect(order!.paymentId).toBeNull();
    const paid = fake.capture(created.id);

    const bad = await gqlAs<{ verifyRazorpayPayment: unknown }>(server, meera, VERIFY, {
      n: order!.number,
      o: created.id,
      p: paid.id,
      s: hmac('wrong', `${created.id}|${paid.id}`),
    });
    expect(bad.data.verifyRazorpayPayment).toMatchObject({
      ok: false,
      refusal: 'INVALID_SIGNATURE',
      order: { status: 'PENDING_PAYMENT' },
    });
    const other = await createShopper(db, server);
    const stranger = await gqlAs<{ verifyRazorpayPayment: unknown }>(server, other, VERIFY, {
      n: order!.number,
      o: created.id,
      p: paid.id,
      s: hmac(fake.keySecret, `${created.id}|${paid.id}`),
    });
    expect(stranger.data.verifyRazorpayPayment).toMatchObject({ ok: false, refusal: 'NOT_FOUND', order: null });
    const good = await gqlAs<{ verifyRazorpayPayment: unknown }>(server, meera, VERIFY, {
      n: order!.number,
      o: created.id,
      p: paid.id,
      s: hmac(fake.keySecret, `${created.id}|${paid.id}`),
    });
    expect(good.data.verifyRazorpayPayment).toEqual({
      ok: true,
      refusal: null,
      order: { status: 'PLACED', paymentStatus: 'PAID' },
    });

    // The webhook for the same payment arriving later changes nothing more.
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paid.id,
            order_id: created.id,
            amount: order!.total.amount,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    const res = await postWebhook('/api/payments/razorpay/webhook', body, {
      'x-razorpay-signature': hmac(webhookSecret, body),
      'x-razorpay-event-id': 'evt_1',
    });
    expect(await res.json()).toEqual({ ok: true, result: 'ignored' });
    expect((await orderOf(server, meera, order!.number))!.events.filter((e) => e.actor === 'payment')).toHaveLength(1);
  });

  it('settles Razorpay orders from signed webhooks once, and refuses unsigned ones', async () => {
    const { db, server, saree, meera, pending, postWebhook } = suite;
    const a = await pending('RAZORPAY');
    const b = await pending('RAZORPAY');
    const stock = await stockOf(db, saree.id);
    const event = (name: string, p: typeof a, payId: string) =>
      JSON.stringify({
        entity: 'event',
        event: name,
        payload: {
          payment: {
            entity: {
              id: payId,
              order_id: p.payment!.razorpay!.orderId,
              amount: p.order!.total.amount,
              currency: 'INR',
              status: name === 'payment.captured' ? 'captured' : 'failed',
            },
          },
        },
      });
    const paid = event('payment.captured', a, 'pay_a');
    expect(
      (await postWebhook('/api/payments/razorpay/webhook', paid, { 'x-razorpay-signature': hmac('nope', paid) }))
        .status,
    ).toBe(401);
    for (let i = 0; i < 2; i++) {
      const res = await postWebhook('/api/payments/razorpay/webhook', paid, {
        'x-razorpay-signature': hmac(webhookSecret, paid),
        'x-razorpay-event-id': 'evt_a',
      });
      expect(await res.json()).toEqual({ ok: true, result: i === 0 ? 'applied' : 'replay' });
    }
    expect((await orderOf(server, meera, a.order!.number))!).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID' });
    const failed = event('payment.failed', b, 'pay_b');
    await postWebhook('/api/payments/razorpay/webhook', failed, {
      'x-razorpay-signature': hmac(webhookSecret, failed),
      'x-razorpay-event-id': 'evt_b',
    });
    expect((await orderOf(server, meera, b.order!.number))!).toMatchObject({
      status: 'PAYMENT_FAILED',
      paymentStatus: 'FAILED',
    });
    expect(await stockOf(db, saree.id)).toBe(stock! + 1);
  });

  it('refuses Razorpay at checkout when Razorpay cannot create the order, and writes nothing', async () => {
    const { db, server, fake, saree, meera, home } = suite;
    fake.failNext = true;
    const stock = await stockOf(db, saree.id);
    const r = await place(server, meera, {
      items: [{ id: saree.id, qty: 1 }],
      addressId: home,
      paymentMethod: 'RAZORPAY',
    });
    expect(r).toMatchObject({ ok: false, refusal: 'PAYMENT_METHOD_UNAVAILABLE', order: null });
    expect(await stockOf(db, saree.id)).toBe(stock);
  });
});
