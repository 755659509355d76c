import type { Db } from '../../db/client';
import type { Channel } from './channels';
import type { StoreFacts } from './templates';

// The outbox worker's settings (attempts, backoff, lease, pace) and what it is given to run.

export type WorkerSettings = {
  /** Attempts before a message is given up (FAILED). */
  maxAttempts: number;
  /** The first retry waits this long; each next one twice as long, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** A provider call that takes longer fails the attempt. */
  timeoutMs: number;
  /**
   * How long a claimed message stays hidden from other workers: renewed before each message for the
   * rest of the batch, so it must outlast one message's sends (one `timeoutMs` a channel, plus one).
   */
  leaseMs: number;
  batchSize: number;
  /** Messages one recipient gets in any hour; more wait until the hour frees a place. */
  perRecipientPerHour: number;
};

export const defaultWorkerSettings: WorkerSettings = {
  maxAttempts: 6,
  backoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  timeoutMs: 15_000,
  leaseMs: 5 * 60_000,
  batchSize: 20,
  perRecipientPerHour: 10,
};

/** Refuses settings under which a lease could run out while its message is still being sent. */
export function checkLease(s: Pick<WorkerSettings, 'leaseMs' | 'timeoutMs'>, channels: number): void {
  if (s.leaseMs < (channels + 1) * s.timeoutMs) {
    throw new Error(
      `notifications: a lease of ${s.leaseMs} ms is shorter than one message's sends on ${channels} channel(s) at ${s.timeoutMs} ms each, plus one`,
    );
  }
}

export type WorkerDeps = {
  db: Db;
  channels: readonly Channel[];
  store: StoreFacts;
  now: () => Date;
  settings?: Partial<WorkerSettings>;
  /** Asked before each round; a round it refuses claims and sends nothing (a live worker on a database still a demo). */
  mayDeliver?: () => Promise<boolean>;
  /** A live store's worker: messages a demo process queued (`demo`) are withdrawn, never sent. */
  live?: boolean;
};

/** The wait before the next attempt after `attempts` failed ones. */
export function backoffAfter(attempts: number, s: Pick<WorkerSettings, 'backoffMs' | 'maxBackoffMs'>): number {
  return Math.min(s.maxBackoffMs, s.backoffMs * 2 ** Math.max(0, attempts - 1));
}
