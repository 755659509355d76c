import { log } from '../../log';
import { SmsFailed, type SmsSender } from './sms';

/**
 * WhatsApp messages, the same shape as the SMS sender. The local default prints to the log and says it
 * was not sent; Twilio's WhatsApp API (the Messages API with `whatsapp:` addresses) when configured.
 */
export function logWhatsApp(): SmsSender {
  return {
    name: 'whatsapp-log',
    async send(to, body) {
      log.notice('whatsapp (printed here, not sent: no WhatsApp sender configured)', { to, body });
    },
  };
}

/** Twilio's Messages API over fetch with WhatsApp addresses; baseUrl points at a fake in tests. */
export function twilioWhatsApp(opts: {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
}): SmsSender {
  const wa = (n: string) => (n.startsWith('whatsapp:') ? n : `whatsapp:${n}`);
  return {
    name: 'twilio-whatsapp',
    async send(to, body, signal) {
      const url = `${opts.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: wa(to), From: wa(opts.from), Body: body }),
        signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(10_000)]) : AbortSignal.timeout(10_000),
      });
      if (!res.ok) {
        const text = await res.text().catch(() => '');
        throw new SmsFailed(`twilio whatsapp answered ${res.status}: ${text.slice(0, 200)}`);
      }
    },
  };
}
