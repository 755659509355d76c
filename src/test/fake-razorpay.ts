import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

type FakeOrder = { id: string; amount: number; currency: string; receipt: string };
/** A payment as Razorpay's payments API answers it (the fields the store reads). */
export type FakePayment = {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: 'captured' | 'authorized' | 'failed';
};
/** The next create-order call held back: `arrived` once Razorpay has it, answered on `release()`. */
type Held = { arrived: Promise<void>; release(): void };

export type FakeRazorpay = {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  orders: FakeOrder[];
  payments: FakePayment[];
  refunds: { id: string; paymentId: string; amount: number; receipt: string }[];
  failNext: boolean;
  /** Answers the next POST /v1/orders only when released: what the store does meanwhile is the test's. */
  holdNextOrder(): Held;
  /**
   * The shopper pays a Razorpay order through Checkout: a payment of the order's amount, captured, unless
   * the test says Razorpay captured something else. Returns the payment as Razorpay's API will show it.
   */
  capture(orderId: string, as?: Partial<Pick<FakePayment, 'amount' | 'currency' | 'status'>>): FakePayment;
  close(): Promise<void>;
};

/**
 * Razorpay's API on a loopback port, with its Basic-auth check: POST /v1/orders, GET /v1/payments/:id,
 * GET /v1/orders/:id/payments and POST /v1/payments/:id/refund (refused above what was captured, as Razorpay
 * does). Nothing leaves the machine.
 */
export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = 'rzp_test_fake';
  const keySecret = randomBytes(16).toString('hex');
  let held: { reached(): void; gate: Promise<void> } | null = null;
  const fake: FakeRazorpay = {
    baseUrl: '',
    keyId,
    keySecret,
    orders: [],
    payments: [],
    refunds: [],
    failNext: false,
    holdNextOrder() {
      let reached!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((r) => (reached = r));
      held = { reached, gate: new Promise<void>((r) => (release = r)) };
      return { arrived, release };
    },
    capture(orderId, as = {}) {
      const order = fake.orders.find((o) => o.id === orderId);
      if (!order) throw new Error(`fake razorpay: no order ${orderId}`);
      const payment: FakePayment = {
        id: `pay_${randomBytes(7).toString('hex')}`,
        entity: 'payment',
        order_id: orderId,
        amount: order.amount,
        currency: order.currency,
        status: 'captured',
        ...as,
      };
      fake.payments.push(payment);
      return payment;
    },
    close: async () => {},
  };
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const url = req.url ?? '';
    const refundOf = /^\/v1\/payments\/([A-Za-z0-9_]+)\/refund$/.exec(url);
    const paymentOf = /^\/v1\/payments\/([A-Za-z0-9_]+)$/.exec(url);
    const paymentsOfOrder = /^\/v1\/orders\/([A-Za-z0-9_]+)\/payments$/.exec(url);
    const known =
      req.method === 'POST' ? url === '/v1/orders' || refundOf : req.method === 'GET' && (paymentOf || paymentsOfOrder);
    if (!known) return send(404, { error: { code: 'BAD_REQUEST_ERROR' } });
    if (req.headers.authorization !== expected)
      return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    if (fake.failNext) {
      fake.failNext = false;
      return send(500, { error: { code: 'SERVER_ERROR' } });
    }
    if (paymentOf) {
      const payment = fake.payments.find((p) => p.id === paymentOf[1]);
      return payment ? send(200, payment) : send(400, { error: { code: 'BAD_REQUEST_ERROR' } });
    }
    if (paymentsOfOrder) {
      const items = fake.payments.filter((p) => p.order_id === paymentsOfOrder[1]);
      return send(200, { entity: 'collection', count: items.length, items });
    }
    if (refundOf) {
      const asked = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { amount: number; receipt: string };
      const paid = fake.payments.find((p) => p.id === refundOf[1]);
      const refunded = fake.refunds.filter((r) => r.paymentId === refundOf[1]).reduce((n, r) => n + r.amount, 0);
      if (!paid || paid.status !== 'captured' || asked.amount + refunded > paid.amount)
        return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'refund above the captured amount' } });
      const refund = { id: `rfnd_${randomBytes(7).toString('hex')}`, paymentId: refundOf[1]!, ...asked };
      fake.refunds.push(refund);
      return send(200, {
        id: refund.id,
        entity: 'refund',
        amount: asked.amount,
        currency: paid.currency,
        payment_id: refund.paymentId,
        receipt: asked.receipt,
        status: 'pending',
      });
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      amount: number;
      currency: string;
      receipt: string;
    };
    const hold = held;
    held = null;
    if (hold) {
      hold.reached();
      await hold.gate;
    }
    const order = {
      id: `order_${randomBytes(7).toString('hex')}`,
      amount: body.amount,
      currency: body.currency,
      receipt: body.receipt,
    };
    fake.orders.push(order);
    send(200, { ...order, entity: 'order', amount_paid: 0, amount_due: body.amount, status: 'created', attempts: 0 });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((r) => server.close(() => r()));
  return fake;
}
