import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs } from '../../test/shoppers';
import { stockOf } from '../../test/buying-fixtures';
import { orderOf, place } from '../../test/orders-api';
import { parseConfig } from '../../config';
import { paymentsSuite, COMPLETE, TEST_PAYMENT, webhookSecret, hmac } from '../../test/payments-suite';

describe.each(testDatabases())('the test gateway and webhooks on $kind', ({ open }) => {
  const suite = paymentsSuite(open);

  it('shows the hosted test page its payment, and settles the order once when the shopper pays', async () => {
    const { server, meera, pending } = suite;
    const { order } = await pending();
    const id = order!.paymentId!;
    const page = await gqlAs<{ testPayment: unknown }>(server, meera, TEST_PAYMENT, { id });
    expect(page.data.testPayment).toEqual({
      id,
      orderNumber: order!.number,
      amount: { amount: order!.total.amount, currency: 'INR' },
      status: 'PENDING',
    });
    expect(
      (await gqlAs<{ testPayment: null }>(server, meera, TEST_PAYMENT, { id: 'x'.repeat(32) })).data.testPayment,
    ).toBeNull();

    const paid = await gqlAs<{ completeTestPayment: unknown }>(server, meera, COMPLETE, { id, o: 'SUCCESS' });
    expect(paid.data.completeTestPayment).toEqual({
      ok: true,
      refusal: null,
      returnUrl: `/processing-payment?order=${order!.number}`,
      orderNumber: order!.number,
    });
    const after = (await orderOf(server, meera, order!.number))!;
    expect(after).toMatchObject({ status: 'PLACED', paymentStatus: 'PAID', paymentId: null, expiresAt: null });
    expect(after.events.at(-1)).toEqual({ status: 'PLACED', actor: 'payment', note: 'Payment received' });
    const again = await gqlAs<{ completeTestPayment: unknown }>(server, meera, COMPLETE, { id, o: 'FAIL' });
    expect(again.data.completeTestPayment).toEqual({
      ok: false,
      refusal: 'NOT_PENDING',
      returnUrl: `/processing-payment?order=${order!.number}`,
      orderNumber: order!.number,
    });
    expect((await orderOf(server, meera, order!.number))!.status).toBe('PLACED');
  });

  it("lets only the order's owner, signed in, see or settle a test payment; anyone else changes nothing", async () => {
    const { db, server, saree, meera, pending } = suite;
    const { order } = await pending();
    const id = order!.paymentId!;
    const stock = await stockOf(db, saree.id);
    // Anonymous: told to sign in, learns nothing.
    for (const doc of [TEST_PAYMENT, COMPLETE]) {
      const r = await gqlAs(server, null, doc, { id, o: 'SUCCESS' });
      expect(r.errors?.[0]?.extensions?.code).toBe('access-denied');
      expect(JSON.stringify(r)).not.toContain(order!.number);
    }
    // Another shopper holding the id: as if it did not exist.
    const other = await createShopper(db, server);
    expect((await gqlAs<{ testPayment: unknown }>(server, other, TEST_PAYMENT, { id })).data.testPayment).toBeNull();
    for (const o of ['SUCCESS', 'FAIL', 'ABANDON']) {
      const r = await gqlAs<{ completeTestPayment: unknown }>(server, other, COMPLETE, { id, o });
      expect(r.data.completeTestPayment).toEqual({
        ok: false,
        refusal: 'NOT_FOUND',
        returnUrl: '/processing-payment',
        orderNumber: null,
      });
    }
    expect(await orderOf(server, meera, order!.number)).toMatchObject({
      status: 'PENDING_PAYMENT',
      paymentStatus: 'PENDING',
      paymentId: id,
    });
    expect(await stockOf(db, saree.id)).toBe(stock);
    // The owner still can.
    const failed = await gqlAs<{ completeTestPayment: { ok: boolean } }>(server, meera, COMPLETE, { id, o: 'FAIL' });
    expect(failed.data.completeTestPayment.ok).toBe(true);
    expect(await orderOf(server, meera, order!.number)).toMatchObject({
      status: 'PAYMENT_FAILED',
      paymentStatus: 'FAILED',
    });
  });

  it('has no test gateway in live mode: not offered, its page, mutation and callback refused, even for payments made in demo mode', async () => {
    const { db, server, fake, saree, meera, home, pending, testCallback } = suite;
    const { order } = await pending();
    const id = order!.paymentId!;
    const live = parseConfig({
      DEMO_MODE: 'false',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
      AUTH_SECRET: 'k3Jx9vQ2mW7pL4tZ8rB6nY1cF5hD0sGa-live-secret',
      STORE_EMAIL: 'care@silai.in',
      STORE_WHATSAPP: '+919812345678',
      PUBLIC_URL: 'https://silai.in',
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    });
    // Live mode takes only an https:// Razorpay address; the fake answers on loopback.
    const liveServer = await startTestServer(db, {
      seed: false,
      kit: server.kit,
      buying: { ...live.buying, razorpay: { ...live.buying.razorpay!, baseUrl: fake.baseUrl } },
    });
    try {
      const quote = await gqlAs<{ checkoutQuote: { paymentMethods: string[] } }>(
        liveServer,
        meera,
        'query Q($i: [CartItemInput!]!, $a: ID!) { checkoutQuote(items: $i, addressId: $a) { paymentMethods } }',
        {
          i: [{ id: saree.id, qty: 1 }],
          a: home,
        },
      );
      expect(quote.data.checkoutQuote.paymentMethods).toEqual(['COD', 'RAZORPAY']);
      // Over the COD limit, Razorpay is what is offered, not the test gateway.
      const big = await gqlAs<{ checkoutQuote: { paymentMethods: string[] } }>(
        liveServer,
        meera,
        'query Q($i: [CartItemInput!]!, $a: ID!) { checkoutQuote(items: $i, addressId: $a) { paymentMethods } }',
        {
          i: [{ id: saree.id, qty: 5 }],
          a: home,
        },
      );
      expect(big.data.checkoutQuote.paymentMethods).not.toContain('TEST_GATEWAY');
      expect(
        await place(liveServer, meera, {
          items: [{ id: saree.id, qty: 1 }],
          addressId: home,
          paymentMethod: 'TEST_GATEWAY',
        }),
      ).toMatchObject({ ok: false, refusal: 'PAYMENT_METHOD_UNAVAILABLE', order: null });

      expect(
        (await gqlAs<{ testPayment: unknown }>(liveServer, meera, TEST_PAYMENT, { id })).data.testPayment,
      ).toBeNull();
      const r = await gqlAs<{ completeTestPayment: unknown }>(liveServer, meera, COMPLETE, { id, o: 'SUCCESS' });
      expect(r.data.completeTestPayment).toEqual({
        ok: false,
        refusal: 'UNAVAILABLE',
        returnUrl: '/processing-payment',
        orderNumber: null,
      });
      const cb = testCallback({
        paymentId: id,
        orderNumber: order!.number,
        status: 'paid',
        amount: order!.total.amount,
      });
      const res = await fetch(`${liveServer.url}/api/payments/test/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-silai-signature': cb.signature },
        body: cb.body,
      });
      expect(res.status).toBe(404);
      expect(await orderOf(liveServer, meera, order!.number)).toMatchObject({
        status: 'PENDING_PAYMENT',
        paymentStatus: 'PENDING',
      });
    } finally {
      await liveServer.close();
    }
    // Settled where the gateway exists, so it holds none of this shopper's three unpaid slots.
    expect(
      (await gqlAs<{ completeTestPayment: { ok: boolean } }>(server, meera, COMPLETE, { id, o: 'FAIL' })).data
        .completeTestPayment.ok,
    ).toBe(true);
  });

  it('applies a webhook callback once however often it arrives, and refuses forged or wrong-amount ones', async () => {
    const { db, server, saree, meera, pending, postWebhook, testCallback } = suite;
    const { order } = await pending();
    const stock = await stockOf(db, saree.id);
    const base = {
      paymentId: order!.paymentId,
      orderNumber: order!.number,
      status: 'failed',
      amount: order!.total.amount,
    };

    const forged = testCallback(base);
    const r401 = await postWebhook('/api/payments/test/webhook', forged.body, {
      'x-silai-signature': hmac('not-the-secret', forged.body),
    });
    expect(r401.status).toBe(401);
    expect((await postWebhook('/api/payments/test/webhook', forged.body, {})).status).toBe(401);
    const wrongAmount = testCallback({ ...base, amount: 100 });
    expect(
      (
        await postWebhook('/api/payments/test/webhook', wrongAmount.body, {
          'x-silai-signature': wrongAmount.signature,
        })
      ).status,
    ).toBe(422);
    expect((await orderOf(server, meera, order!.number))!.status).toBe('PENDING_PAYMENT');

    const real = testCallback(base);
    for (let i = 0; i < 3; i++) {
      const res = await postWebhook('/api/payments/test/webhook', real.body, { 'x-silai-signature': real.signature });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, result: i === 0 ? 'applied' : 'replay' });
    }
    const failed = (await orderOf(server, meera, order!.number))!;
    expect(failed).toMatchObject({ status: 'PAYMENT_FAILED', paymentStatus: 'FAILED' });
    expect(failed.events.filter((e) => e.actor === 'payment')).toHaveLength(1);
    expect(await stockOf(db, saree.id)).toBe(stock! + 1);
  });

  it('records a payment that arrives after the order expired as a refund due, without reviving the order', async () => {
    const { db, server, clock, saree, meera, pending, postWebhook, testCallback } = suite;
    const { order } = await pending();
    const stock = await stockOf(db, saree.id);
    clock.advance(31 * 60_000);
    expect(await orderOf(server, meera, order!.number)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'EXPIRED',
    });
    expect(await stockOf(db, saree.id)).toBe(stock! + 1);
    const late = testCallback({
      paymentId: order!.paymentId,
      orderNumber: order!.number,
      status: 'paid',
      amount: order!.total.amount,
    });
    const res = await postWebhook('/api/payments/test/webhook', late.body, { 'x-silai-signature': late.signature });
    expect(await res.json()).toEqual({ ok: true, result: 'applied' });
    const after = (await orderOf(server, meera, order!.number))!;
    expect(after).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUND_DUE' });
    expect(after.events.at(-1)).toMatchObject({
      actor: 'payment',
      note: 'Payment arrived after the order closed; refund due',
    });
    expect(await stockOf(db, saree.id)).toBe(stock! + 1);
  });

  it('leaves an abandoned payment pending until it expires, and still sends the shopper back', async () => {
    const { server, meera, pending } = suite;
    const { order } = await pending();
    const r = await gqlAs<{ completeTestPayment: { returnUrl: string } }>(server, meera, COMPLETE, {
      id: order!.paymentId,
      o: 'ABANDON',
    });
    expect(r.data.completeTestPayment.returnUrl).toBe(`/processing-payment?order=${order!.number}`);
    expect((await orderOf(server, meera, order!.number))!.status).toBe('PENDING_PAYMENT');
  });
});
