// Delivers the outbox. Each round claims due PENDING messages in one statement (`for update skip
// locked`: two workers on PostgreSQL never take the same row) and pushes them into the future by a
// lease, so no other worker sees them while this one delivers (on PGlite, one connection, the lease is
// what keeps a second worker in the same process off them). Each channel that takes a message is
// recorded at once, and the last one's record is the mark SENT, in the same statement; every write is
// guarded by the claim (attempt number and PENDING), so a worker that lost its lease writes nothing.
// A provider that fails or hangs (timed out) fails the attempt: it is retried with exponential backoff,
// then marked FAILED with its last error. Nothing here runs inside an order's or a booking's transaction.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationOutbox } from '../../db/schema/notifications';
import { log } from '../../log';
import { findUser } from '../identity/service';
import type { Channel, ChannelName, Delivery } from './channels';
import { renderMessage, type StoreFacts } from './templates';

export type WorkerSettings = {
  /** Attempts before a message is given up (FAILED). */
  maxAttempts: number;
  /** The first retry waits this long; each next one twice as long, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** A provider call that takes longer fails the attempt. */
  timeoutMs: number;
  /** How long a claimed message stays hidden from other workers; longer than a round of sends. */
  leaseMs: number;
  batchSize: number;
};

const defaultWorkerSettings: WorkerSettings = { maxAttempts: 6, backoffMs: 30_000, maxBackoffMs: 60 * 60_000, timeoutMs: 15_000, leaseMs: 5 * 60_000, batchSize: 20 };

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

type OutboxRow = typeof notificationOutbox.$inferSelect;

export type RoundResult = { sent: number; retried: number; failed: number };

/** The wait before the next attempt after `attempts` failed ones. */
export function backoffAfter(attempts: number, s: Pick<WorkerSettings, 'backoffMs' | 'maxBackoffMs'>): number {
  return Math.min(s.maxBackoffMs, s.backoffMs * 2 ** Math.max(0, attempts - 1));
}

class TimedOut extends Error {}

/** Runs `send`, failing after `ms`; the signal tells the provider to give up too. */
async function withTimeout(ms: number, send: (signal: AbortSignal) => Promise<void>): Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimedOut(`no answer within ${ms} ms`));
    }, ms);
  });
  try {
    await Promise.race([send(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function claim(db: Db, now: Date, s: WorkerSettings, live: boolean): Promise<OutboxRow[]> {
  const due = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.status, 'PENDING'), lte(notificationOutbox.nextAttemptAt, now), live ? eq(notificationOutbox.demo, false) : undefined))
    .orderBy(asc(notificationOutbox.nextAttemptAt), asc(notificationOutbox.id))
    .limit(s.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(notificationOutbox)
    .set({ attempts: sql`${notificationOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + s.leaseMs) })
    .where(and(inArray(notificationOutbox.id, due), eq(notificationOutbox.status, 'PENDING')))
    .returning();
}

/** The claim still holds: same attempt, still PENDING (not withdrawn, not taken over). */
const ours = (row: OutboxRow) => and(eq(notificationOutbox.id, row.id), eq(notificationOutbox.attempts, row.attempts), eq(notificationOutbox.status, 'PENDING'));

async function recipient(db: Db, row: OutboxRow): Promise<{ phone: string | null; email: string | null; name: string | null }> {
  const user = row.userId && (!row.phone || !row.email) ? await findUser(db, row.userId) : null;
  return { phone: row.phone ?? user?.phone ?? null, email: row.email ?? user?.email ?? null, name: user?.name ?? null };
}

type Outcome = 'sent' | 'retried' | 'failed' | 'lost';

async function deliver(deps: WorkerDeps, s: WorkerSettings, row: OutboxRow): Promise<Outcome> {
  const fail = async (error: string): Promise<Outcome> => {
    const now = deps.now();
    const giveUp = row.attempts >= s.maxAttempts;
    const done = await deps.db
      .update(notificationOutbox)
      .set(giveUp ? { status: 'FAILED', lastError: error.slice(0, 500) } : { lastError: error.slice(0, 500), nextAttemptAt: new Date(now.getTime() + backoffAfter(row.attempts, s)) })
      .where(ours(row))
      .returning({ id: notificationOutbox.id });
    if (done.length === 0) return 'lost';
    log.warn(giveUp ? 'notifications: given up' : 'notifications: will retry', { id: row.id, kind: row.kind, attempts: row.attempts, error });
    return giveUp ? 'failed' : 'retried';
  };

  let delivery: Delivery;
  try {
    const to = await recipient(deps.db, row);
    const message = await renderMessage({ kind: row.kind, locale: row.locale, payload: row.payload, createdAt: row.createdAt, recipient: { name: to.name, email: to.email } }, deps.store);
    delivery = { kind: row.kind, dedupeKey: row.dedupeKey, to: { phone: to.phone, email: to.email }, message };
  } catch (error) {
    return fail(`could not write the message: ${String(error)}`);
  }
  const pending = deps.channels.filter((c) => c.reaches(delivery) && !row.delivered.includes(c.name));
  if (pending.length === 0) {
    // Everything that could take it already has, or nothing can (no phone, no address).
    if (row.delivered.length > 0 || deps.channels.some((c) => c.reaches(delivery))) {
      const done = await deps.db.update(notificationOutbox).set({ status: 'SENT', sentAt: deps.now(), lastError: null }).where(ours(row)).returning({ id: notificationOutbox.id });
      return done.length ? 'sent' : 'lost';
    }
    const done = await deps.db.update(notificationOutbox).set({ status: 'FAILED', lastError: 'no address for any configured channel' }).where(ours(row)).returning({ id: notificationOutbox.id });
    return done.length ? 'failed' : 'lost';
  }
  const delivered: ChannelName[] = [...(row.delivered as ChannelName[])];
  for (const [i, channel] of pending.entries()) {
    try {
      await withTimeout(s.timeoutMs, (signal) => channel.send(delivery, signal));
    } catch (error) {
      return fail(`${channel.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
    delivered.push(channel.name);
    const last = i === pending.length - 1;
    const done = await deps.db
      .update(notificationOutbox)
      .set(last ? { delivered, status: 'SENT', sentAt: deps.now(), lastError: null } : { delivered })
      .where(ours(row))
      .returning({ id: notificationOutbox.id });
    if (done.length === 0) return 'lost';
  }
  return 'sent';
}

/** One round: claims what is due and delivers it. */
export async function deliverDue(deps: WorkerDeps): Promise<RoundResult> {
  const s = { ...defaultWorkerSettings, ...deps.settings };
  const result: RoundResult = { sent: 0, retried: 0, failed: 0 };
  if (deps.mayDeliver && !(await deps.mayDeliver())) return result;
  if (deps.live) {
    // A demo process still running beside the live store (a rolling restart) queues demo events.
    const withdrawn = await deps.db
      .update(notificationOutbox)
      .set({ status: 'WITHDRAWN' })
      .where(and(eq(notificationOutbox.status, 'PENDING'), eq(notificationOutbox.demo, true)))
      .returning({ id: notificationOutbox.id });
    if (withdrawn.length > 0) log.warn('notifications: messages queued by a demo process withdrawn, never sent', { messages: withdrawn.length });
  }
  const rows = await claim(deps.db, deps.now(), s, deps.live ?? false);
  for (const row of rows) {
    const outcome = await deliver(deps, s, row);
    if (outcome !== 'lost') result[outcome]++;
  }
  return result;
}

/** Runs a round every `everyMs` (never two at once in this process); returns the stop function, which waits for the round under way. */
export function startNotificationWorker(deps: WorkerDeps, everyMs: number): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = deliverDue(deps)
      .then((r) => (r.sent || r.retried || r.failed) && log.info('notifications: round', r))
      .catch((error: unknown) => log.warn('notifications: round failed', { error: String(error) }))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
