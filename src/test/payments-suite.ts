// The gateway the payment tests pay through: a test clock, a fake Razorpay, a shopper with an address.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { DbHandle } from '../db/client';
import { orders } from '../db/schema/orders';
import { payments } from '../db/schema/payments';
import { startTestServer, testClock, type TestClock, type TestServer } from './gateway-server';
import { createShopper, gqlAs, type Shopper } from './shoppers';
import { productOf, type FixtureProduct } from './buying-fixtures';
import { startFakeRazorpay, type FakePayment, type FakeRazorpay } from './fake-razorpay';
import { addAddress, place } from './orders-api';
import { testGatewaySecret } from '../api/payments';
import type { TestDatabase } from './databases';

export const COMPLETE =
  'mutation C($id: ID!, $o: TestPaymentOutcome!) { completeTestPayment(paymentId: $id, outcome: $o) { ok refusal returnUrl orderNumber } }';
export const TEST_PAYMENT =
  'query T($id: ID!) { testPayment(paymentId: $id) { id orderNumber amount { amount currency } status } }';
export const VERIFY = `mutation V($n: String!, $o: String!, $p: String!, $s: String!) {
  verifyRazorpayPayment(orderNumber: $n, razorpayOrderId: $o, razorpayPaymentId: $p, signature: $s) { ok refusal order { status paymentStatus } } }`;
export const webhookSecret = 'whsec_test_0123456789';
export const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

export type Verified = {
  ok: boolean;
  refusal: string | null;
  order: { status: string; paymentStatus: string } | null;
};

/**
 * Every order the store calls paid, with the amount its payment captured and the order's total: the
 * money rule is that the two are equal on every row.
 */
export async function paidOrders(db: DbHandle) {
  return db.db
    .select({ number: orders.number, total: orders.totalMinor, captured: payments.capturedMinor })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.paymentStatus, 'PAID'));
}

/** Opens a database and a gateway before the suite's tests and closes both after them. */
export function paymentsSuite(open: TestDatabase['open']) {
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

  /** The shopper pays the Razorpay order through Checkout, and the browser hands the signed ids over. */
  const payRazorpay = async (number: string, razorpayOrderId: string, as?: Parameters<FakeRazorpay['capture']>[1]) => {
    const paid: FakePayment = fake.capture(razorpayOrderId, as);
    const r = await gqlAs<{ verifyRazorpayPayment: Verified }>(server, meera, VERIFY, {
      n: number,
      o: razorpayOrderId,
      p: paid.id,
      s: hmac(fake.keySecret, `${razorpayOrderId}|${paid.id}`),
    });
    return { paid, verified: r.data.verifyRazorpayPayment };
  };

  beforeAll(async () => {
    db = await open({ seeded: true });
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

  return {
    get db() {
      return db;
    },
    get server() {
      return server;
    },
    get fake() {
      return fake;
    },
    get clock() {
      return clock;
    },
    get saree() {
      return saree;
    },
    get meera() {
      return meera;
    },
    get home() {
      return home;
    },
    pending,
    postWebhook,
    testCallback,
    payRazorpay,
  };
}
