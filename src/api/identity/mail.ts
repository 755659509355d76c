import { log } from '../../log';

/**
 * Sends one e-mail now (a confirmation code, which cannot wait for the outbox). The local default
 * prints it to the log and says it was not sent; the process hands in the notifications domain's SMTP
 * channel when SMTP is configured (src/server/start.ts).
 */
export type MailSender = {
  name: string;
  send(to: string, subject: string, text: string): Promise<void>;
};

export function logMail(): MailSender {
  return {
    name: 'log',
    async send(to, subject, text) {
      log.notice('email (printed here, not sent: no SMTP configured)', { to, subject, text });
    },
  };
}
