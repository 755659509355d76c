import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export type FakeRazorpay = {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  orders: { id: string; amount: number; currency: string; receipt: string }[];
  refunds: { id: string; paymentId: string; amount: number; receipt: string }[];
  failNext: boolean;
  close(): Promise<void>;
};

/** Razorpay's POST /v1/orders on a loopback port, with its Basic-auth check; nothing leaves the machine. */
export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = 'rzp_test_fake';
  const keySecret = randomBytes(16).toString('hex');
  const fake: FakeRazorpay = {
    baseUrl: '',
    keyId,
    keySecret,
    orders: [],
    refunds: [],
    failNext: false,
    close: async () => {},
  };
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const refundOf = /^\/v1\/payments\/([A-Za-z0-9_]+)\/refund$/.exec(req.url ?? '');
    if (req.method !== 'POST' || (req.url !== '/v1/orders' && !refundOf))
      return send(404, { error: { code: 'BAD_REQUEST_ERROR' } });
    if (req.headers.authorization !== expected)
      return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    if (fake.failNext) {
      fake.failNext = false;
      return send(500, { error: { code: 'SERVER_ERROR' } });
    }
    if (refundOf) {
      const asked = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { amount: number; receipt: string };
      const refund = { id: `rfnd_${randomBytes(7).toString('hex')}`, paymentId: refundOf[1]!, ...asked };
      fake.refunds.push(refund);
      return send(200, {
        id: refund.id,
        entity: 'refund',
        amount: asked.amount,
        currency: 'INR',
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
