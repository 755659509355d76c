// Shared by the hostile HTTP suite and its case tables: one request as the exact bytes to send, and the
// secrets the test server signs its payment webhooks with.
import { createHmac } from 'node:crypto';

export const testSecret = 'hostile-suite-test-gateway-secret-0123456789';
export const webhookSecret = 'whsec_hostile_0123456789';
export const sign = (secret: string, body: string | Buffer) => createHmac('sha256', secret).update(body).digest('hex');

/** nodeAnswer: Node's parser answers by itself (a bare 400 with no body), before any handler of ours. */
export type Case = {
  name: string;
  request: string | Buffer;
  allowNoAnswer?: boolean;
  waitMs?: number;
  nodeAnswer?: boolean;
};

/**
 * One HTTP/1.1 request as bytes (the request line and headers byte for byte, Latin-1), closing the
 * connection after the answer; `tail` is sent after the head as it is (a body without a length…).
 */
export function req(
  method: string,
  target: string,
  opts: { headers?: Record<string, string>; body?: string | Buffer; raw?: string; tail?: string } = {},
): Buffer {
  const body = opts.body === undefined ? null : Buffer.isBuffer(opts.body) ? opts.body : Buffer.from(opts.body, 'utf8');
  const headers = {
    host: '127.0.0.1',
    connection: 'close',
    ...(body ? { 'content-length': String(body.length) } : {}),
    ...opts.headers,
  };
  const head = `${method} ${target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}${opts.raw ?? ''}\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), body ?? Buffer.alloc(0), Buffer.from(opts.tail ?? '', 'latin1')]);
}

export const big = (n: number) => 'x'.repeat(n);
