import { log } from '../../log';

/** Sends a text message. The local default prints to the log; providers sit behind the same shape. */
export type SmsSender = { name: string; send(to: string, body: string): Promise<void> };

export class SmsFailed extends Error {}

/** Outside production the code is printed so a developer can sign in offline; in production, never. */
export function logSms(production: boolean): SmsSender {
  return {
    name: 'log',
    async send(to, body) {
      if (production) log.warn('sms: no provider configured; message not sent', { to: to.slice(0, -4) + '****' });
      else log.info('sms (printed, not sent)', { to, body });
    },
  };
}

/** Twilio's Messages API over fetch; baseUrl points at a fake on loopback in tests. */
export function twilioSms(opts: { accountSid: string; authToken: string; from: string; baseUrl: string }): SmsSender {
  return {
    name: 'twilio',
    async send(to, body) {
      const url = `${opts.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: opts.from, Body: body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) {
        const text = await res.text().catch(() => '');
        throw new SmsFailed(`twilio answered ${res.status}: ${text.slice(0, 200)}`);
      }
    },
  };
}
