import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsFailed, twilioSms } from './sms';

// A fake Twilio on loopback: records what it was sent, answers like the real API.
describe('Twilio SMS adapter', () => {
  const received: { path: string; auth: string; body: URLSearchParams }[] = [];
  let status = 201;
  const server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    received.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', body: new URLSearchParams(raw) });
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(status === 201 ? '{"sid":"SM123","status":"queued"}' : '{"code":21211,"message":"Invalid To"}');
  });
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('posts the message with basic auth to the account messages resource', async () => {
    const sms = twilioSms({ accountSid: 'AC123', authToken: 'secret', from: '+15005550006', baseUrl });
    await sms.send('+919812345678', '482913 is your Silai sign-in code.');
    expect(received[0]!.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(received[0]!.auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(Object.fromEntries(received[0]!.body)).toEqual({
      To: '+919812345678',
      From: '+15005550006',
      Body: '482913 is your Silai sign-in code.',
    });
  });

  it('reports a provider refusal as a failure', async () => {
    status = 400;
    const sms = twilioSms({ accountSid: 'AC123', authToken: 'secret', from: '+15005550006', baseUrl });
    await expect(sms.send('+910000', 'x')).rejects.toThrow(SmsFailed);
    status = 201;
  });
});
