import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { log } from '../../log';
import { type SmsSender, recordedMode } from '../identity';
import { emailChannel, logChannel, smsChannel, whatsappChannel, type Channel } from './channels';
import { startNotificationWorker } from './worker';

/** The channels the settings name, each behind its adapter. */
export function configuredChannels(c: Pick<Config, 'notify'>, sms: SmsSender, whatsapp?: SmsSender): Channel[] {
  return c.notify.channels.flatMap((name) => {
    if (name === 'sms') return [smsChannel(sms)];
    if (name === 'email') return [emailChannel(c.notify.smtp!)];
    if (name === 'whatsapp') return whatsapp ? [whatsappChannel(whatsapp)] : [];
    return [logChannel()];
  });
}

/**
 * A live worker's gate: it delivers only once the database is recorded live. Until a live store has
 * started on it (withdrawing the demo's messages in the same transaction that records the switch), every
 * pending message was queued by a demo, so a worker started first, as its own process, sends none of it.
 * A database never goes back to demo (a demo refuses to start on it), so the first yes is kept.
 */
export function liveDatabaseGate(db: Db): () => Promise<boolean> {
  let live = false;
  let told = false;
  return async () => {
    if (live) return true;
    live = (await recordedMode(db))?.mode === 'live';
    if (!live && !told) {
      told = true;
      log.warn(
        'notifications: this database is not live yet; nothing is sent until the store starts on it with DEMO_MODE=false',
      );
    }
    return live;
  };
}

/** Starts delivering the outbox with the configured channels; returns the stop function. */
export function startConfiguredWorker(
  db: Db,
  c: Pick<Config, 'notify' | 'store' | 'demo'>,
  sms: SmsSender,
  whatsapp?: SmsSender,
): () => Promise<void> {
  return startNotificationWorker(
    {
      db,
      channels: configuredChannels(c, sms, whatsapp),
      store: c.store,
      now: () => new Date(),
      mayDeliver: c.demo ? undefined : liveDatabaseGate(db),
      live: !c.demo,
      settings: { perRecipientPerHour: c.notify.perRecipientPerHour },
    },
    c.notify.intervalMs,
  );
}
