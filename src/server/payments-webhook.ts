import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BuyingDeps } from '../api/orders';
import { handleRazorpayWebhook, handleTestWebhook, type WebhookAnswer } from '../api/checkout';
import { log } from '../log';

const maxBody = 64 * 1024;

async function rawBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBody) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const header = (req: IncomingMessage, name: string) => {
  const v = req.headers[name];
  return typeof v === 'string' ? v : null;
};

/** POST /api/payments/{test,razorpay}/webhook: the signature is checked over the exact bytes received. */
export async function servePaymentWebhook(
  deps: BuyingDeps,
  pathname: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const provider =
    pathname === '/api/payments/test/webhook'
      ? 'test'
      : pathname === '/api/payments/razorpay/webhook'
        ? 'razorpay'
        : null;
  const reply = (status: number, body: unknown) =>
    res
      .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      .end(JSON.stringify(body));
  if (!provider) return void reply(404, { ok: false, result: 'not-found' });
  if (req.method !== 'POST') return void reply(405, { ok: false, result: 'method-not-allowed' });
  const raw = await rawBody(req);
  if (!raw) return void reply(413, { ok: false, result: 'too-large' });
  const answer: WebhookAnswer =
    provider === 'test'
      ? await handleTestWebhook(deps, raw, header(req, 'x-silai-signature'))
      : await handleRazorpayWebhook(deps, raw, header(req, 'x-razorpay-signature'), header(req, 'x-razorpay-event-id'));
  if (answer.status !== 200)
    log.warn('payments: webhook refused', { provider, status: answer.status, result: answer.body.result });
  reply(answer.status, answer.body);
}
