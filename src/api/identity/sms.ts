import { log } from '../../log';

/**
 * Sends a text message. The local default prints to the log; providers sit behind the same shape. A
 * provider stops waiting when `signal` aborts (the outbox worker's time-out), so a send given up on is
 * not still on its way when the message is retried.
 */
export type SmsSender = { name: string; send(to: string, body: string, signal?: AbortSignal): Promise<void> };

export class SmsFailed extends Error {}

/**
 * Demo mode's sender: the code is printed in the server log (whatever LOG_LEVEL says), so a newcomer can
 * sign in offline. Live mode refuses this provider at start, so it never stands in for a real one.
 */
export function logSms(): SmsSender {
  return {
    name: 'log',
    async send(to, body) {
      log.notice('sms (printed here, not sent: demo mode)', { to, body });
    },
  };
}

/** Twilio's Messages API over fetch; baseUrl points at a fake on loopback in tests. */
export function twilioSms(opts: { accountSid: string; authToken: string; from: string; baseUrl: string }): SmsSender {
  return {
    name: 'twilio',
    async send(to, body, signal) {
      const url = `${opts.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: opts.from, Body: body }),
        signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(10_000)]) : AbortSignal.timeout(10_000),
      });
      if (!res.ok) {
        const text = await res.text().catch(() => '');
        throw new SmsFailed(`twilio answered ${res.status}: ${text.slice(0, 200)}`);
      }
    },
  };
}
