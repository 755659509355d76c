// Where a message goes: small adapters with one shape. SMS reuses the identity domain's provider
// adapter (the same sender as sign-in codes); e-mail goes over SMTP with nodemailer; the log, the
// default, prints what would be sent and says that it was not.
import { createHash } from 'node:crypto';
import { log } from '../../log';
import type { MailSender, SmsSender } from '../identity';
import type { NotificationKind } from '../../lib/notification-kinds';
import type { Rendered } from './templates';
import type { Transporter } from 'nodemailer';

export type ChannelName = 'log' | 'sms' | 'email' | 'whatsapp';

export type Delivery = {
  kind: NotificationKind;
  dedupeKey: string;
  to: { phone: string | null; email: string | null };
  message: Rendered;
};

export type Channel = {
  name: ChannelName;
  /** Whether this message has an address on this channel (an SMS needs a phone, an e-mail an address). */
  reaches(d: Delivery): boolean;
  /** Resolves once the provider accepted it; throws (or is timed out by the worker) otherwise. */
  send(d: Delivery, signal: AbortSignal): Promise<void>;
};

export function logChannel(): Channel {
  return {
    name: 'log',
    reaches: () => true,
    async send(d) {
      log.notice('notification (printed here, not sent: the log channel)', {
        kind: d.kind,
        key: d.dedupeKey,
        to: d.to.phone ?? d.to.email ?? null,
        text: d.message.sms,
      });
    },
  };
}

export function smsChannel(sender: SmsSender): Channel {
  return {
    name: 'sms',
    reaches: (d) => d.to.phone !== null,
    send: (d, signal) => sender.send(d.to.phone!, d.message.sms, signal),
  };
}

/** WhatsApp through the identity domain's WhatsApp sender (the SMS shape); the SMS text fits it. */
export function whatsappChannel(sender: SmsSender): Channel {
  return {
    name: 'whatsapp',
    reaches: (d) => d.to.phone !== null,
    send: (d, signal) => sender.send(d.to.phone!, d.message.sms, signal),
  };
}

export type SmtpSettings = { url: string; from: string };

/** `<hash of the message's key@the sender's domain>`: stable for a message, revealing nothing of it. */
function messageIdOf(dedupeKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'silai.invalid';
  return `<${createHash('sha256').update(dedupeKey).digest('hex').slice(0, 32)}@${domain}>`;
}

/** nodemailer loads with the first mail, not at every start (most stores send none, or none at once). */
function smtpTransport(smtp: SmtpSettings): () => Promise<Transporter> {
  let made: Promise<Transporter> | undefined;
  // Timeouts so a silent server fails the attempt (it is retried) instead of holding the worker.
  return () =>
    (made ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({ url: smtp.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
    ));
}

export function emailChannel(smtp: SmtpSettings): Channel {
  const transport = smtpTransport(smtp);
  return {
    name: 'email',
    reaches: (d) => d.to.email !== null,
    async send(d, signal) {
      // The signal closes the SMTP connection: a mail whose DATA was not acknowledged is not delivered.
      await (
        await transport()
      ).sendMail({
        signal,
        // One Message-ID per message, the same on a retry, so mail clients can show a repeat once.
        messageId: messageIdOf(d.dedupeKey, smtp.from),
        from: smtp.from,
        to: d.to.email!,
        subject: d.message.subject,
        text: d.message.text,
        ...(d.message.ics
          ? { icalEvent: { method: d.message.ics.method, filename: 'invitation.ics', content: d.message.ics.content } }
          : {}),
      });
    },
  };
}

/** The same SMTP adapter for mail that cannot wait for the outbox (a confirmation code): sent at once. */
export function smtpMail(smtp: SmtpSettings): MailSender {
  const transport = smtpTransport(smtp);
  return {
    name: 'smtp',
    async send(to, subject, text) {
      await (await transport()).sendMail({ from: smtp.from, to, subject, text });
    },
  };
}
