import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { SmsSender } from '../identity/sms';
import { emailChannel, logChannel, smsChannel, type Channel } from './channels';
import { startNotificationWorker } from './worker';

/** The channels the settings name, each behind its adapter. */
export function configuredChannels(c: Pick<Config, 'notify'>, sms: SmsSender): Channel[] {
  return c.notify.channels.map((name) => (name === 'sms' ? smsChannel(sms) : name === 'email' ? emailChannel(c.notify.smtp!) : logChannel()));
}

/** Starts delivering the outbox with the configured channels; returns the stop function. */
export function startConfiguredWorker(db: Db, c: Pick<Config, 'notify' | 'store'>, sms: SmsSender): () => Promise<void> {
  return startNotificationWorker(
    { db, channels: configuredChannels(c, sms), store: c.store, now: () => new Date(), settings: { perRecipientPerHour: c.notify.perRecipientPerHour } },
    c.notify.intervalMs,
  );
}
