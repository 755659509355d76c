import { log } from '../../log';
import { twilioSms, type SmsSender } from './sms';

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

/** Twilio's Messages API with WhatsApp addresses: the SMS sender's request, each number prefixed `whatsapp:`. */
export function twilioWhatsApp(opts: {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
}): SmsSender {
  const wa = (n: string) => (n.startsWith('whatsapp:') ? n : `whatsapp:${n}`);
  const twilio = twilioSms({ ...opts, from: wa(opts.from) });
  return { name: 'twilio-whatsapp', send: (to, body, signal) => twilio.send(wa(to), body, signal) };
}
