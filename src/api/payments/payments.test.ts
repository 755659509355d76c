import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { startTestServer, testClock, type TestClock, type TestServer } from '../../test/gateway-server';
import { testDatabases } from '../../test/databases';
import { createShopper, gqlAs, type Shopper } from '../../test/shoppers';
import { productOf, stockOf, type FixtureProduct } from '../../test/buying-fixtures';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay';
import { addAddress, orderOf, place } from '../../test/orders-api';
import { testGatewaySecret } from './test-gateway';
import { parseConfig } from '../../config';

const COMPLETE =
  'mutation C($id: ID!, $o: TestPaymentOutcome!) { completeTestPayment(paymentId: $id, outcome: $o) { ok refusal returnUrl orderNumber } }';
const TEST_PAYMENT =
  'query T($id: ID!) { testPayment(paymentId: $id) { id orderNumber amount { amount currency } status } }';
const VERIFY = `mutation V($n: String!, $o: String!, $p: String!, $s: String!) {
  verifyRazorpayPayment(orderNumber: $n, razorpayOrderId: $o, razorpayPaymentId: $p, signature: $s) { ok refusal order { status paymentStatus } } }`;
const webhookSecret = 'whsec_test_0123456789';
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

describe.each(testDatabases())('payments on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let fake: FakeRazorpay;
  let clock: TestClock;
  let saree: FixtureProduct;
  let meera: Shopper;
  let home: string;

  const pending = async (method = 'TEST_GATEWAY') => {
    const r = await place(server, meera, { items: [{ id: saree.id, qty: 1 }], addressId: home, paymentMethod: method });
    if (!r.ok) throw new Error(`not placed: ${r.refusal}`);
    return r;
  };
  const postWebhook = (path: string, body: string, headers: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const testCallback = (fields: Record<string, unknown>) => {
    const body = JSON.stringify({ currency: 'INR', eventId: `evt-${Math.random().toString(36).slice(2)}`, ...fields });
    return { body, signature: hmac(testGatewaySecret(server.deps), body) };
  };

  beforeAll(async () => {
    db = await open();
    fake = await startFakeRazorpay();
    server = await startTestServer(db, {
      clock: (clock = testClock()),
      buying: {
        codMaxMinor: 100_000_00,
        razorpay: { keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret, baseUrl: fake.baseUrl },
      },
    });
    saree = await productOf(db, 'saree', 0, 20);
    meera = await createShopper(db, server);
    home = await addAddress(server, meera);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
    await db?.close();
  });

  it('shows the hosted test page its payment, and settles the order once when the shopper pays', async () => {
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
    const { order } = await pending();
    const r = await gqlAs<{ completeTestPayment: { returnUrl: string } }>(server, meera, COMPLETE, {
      id: order!.paymentId,
      o: 'ABANDON',
    });
    expect(r.data.completeTestPayment.returnUrl).toBe(`/processing-payment?order=${order!.number}`);
    expect((await orderOf(server, meera, order!.number))!.status).toBe('PENDING_PAYMENT');
  });

  it('creates a Razorpay order first, then settles on a verified Checkout signature', async () => {
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

    const bad = await gqlAs<{ verifyRazorpayPayment: unknown }>(server, meera, VERIFY, {
      n: order!.number,
      o: created.id,
      p: 'pay_123',
      s: hmac('wrong', `${created.id}|pay_123`),
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
      p: 'pay_123',
      s: hmac(fake.keySecret, `${created.id}|pay_123`),
    });
    expect(stranger.data.verifyRazorpayPayment).toMatchObject({ ok: false, refusal: 'NOT_FOUND', order: null });
    const good = await gqlAs<{ verifyRazorpayPayment: unknown }>(server, meera, VERIFY, {
      n: order!.number,
      o: created.id,
      p: 'pay_123',
      s: hmac(fake.keySecret, `${created.id}|pay_123`),
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
        payment: { entity: { id: 'pay_123', order_id: created.id, amount: order!.total.amount, currency: 'INR' } },
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
