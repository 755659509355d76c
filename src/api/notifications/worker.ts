// Delivers the outbox. Each round claims due PENDING messages (one claim at a time across every worker:
// an advisory lock, rows taken `for update skip locked`), most urgent kind first (`priority`: orders,
// then other news, then reminders), at most `perRecipientPerHour` a recipient in any hour: the rest of
// that recipient's messages are deferred to when the hour frees a place, never dropped, so one shopper's
// flood cannot fill a batch. A claim pushes its rows into the future by a lease, renewed before each
// message for the rows still waiting, and a message's sends together (one time-out a channel) are
// shorter than the lease: no other worker can take a row while this one may still send it. Each channel
// that takes a message is recorded at once, and the last one's record is the mark SENT, in the same
// statement; every write is guarded by the claim (attempt number and PENDING), so a worker that lost
// its lease writes nothing. A provider that fails or does not answer in time fails the attempt (the
// send is aborted through its signal): it is retried with exponential backoff, then marked FAILED.
// Delivery is at least once: a provider that accepted a message and then did not answer in time is
// asked again on the retry. Nothing here runs inside an order's or a booking's transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Params, runStatement } from '../../db/statement';
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
  /**
   * How long a claimed message stays hidden from other workers: renewed before each message for the
   * rest of the batch, so it must outlast one message's sends (one `timeoutMs` a channel, plus one).
   */
  leaseMs: number;
  batchSize: number;
  /** Messages one recipient gets in any hour; more wait until the hour frees a place. */
  perRecipientPerHour: number;
};

const hourMs = 60 * 60_000;
/** Due messages looked at in one claim (ranked per recipient); deferral moves a flood out of the way. */
const scanLimit = 1000;

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
      const error = new TimedOut(`no answer within ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    await Promise.race([send(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Takes up to a batch of due messages, most urgent first, within each recipient's hourly cap, and
 * defers the due messages over the cap to when the oldest claim of that recipient's hour lapses.
 */
async function claim(db: Db, now: Date, s: WorkerSettings, live: boolean): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    // One claim at a time across workers: a second one would not yet see this one's claims in its count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('notification_outbox:claim'))`);
    const p = new Params();
    const at = p.add(now, 'timestamptz');
    const hour = `(${p.add(hourMs, 'float8')} * interval '1 millisecond')`;
    const chosen = await runStatement<{ id: number }>(
      tx,
      `with due as (
         select id, recipient, priority, next_attempt_at from notification_outbox
          where status = 'PENDING' and next_attempt_at <= ${at}${live ? ' and not demo' : ''}
          order by priority, next_attempt_at, id
          limit ${p.add(scanLimit, 'int4')}
          for update skip locked
       ), ranked as (
         select due.*, row_number() over (partition by recipient order by priority, next_attempt_at, id) as n from due
       ), recent as (
         select recipient, count(*) as k, min(tried_at) as oldest from notification_outbox
          where recipient in (select recipient from due) and tried_at > ${at} - ${hour}
            and id not in (select id from due)
          group by recipient
       ), verdict as (
         select r.id, r.priority, r.next_attempt_at,
                r.recipient is null or r.n + coalesce(c.k, 0) <= ${p.add(s.perRecipientPerHour, 'int4')} as allowed,
                coalesce(c.oldest, ${at}) + ${hour} as free_at
           from ranked r left join recent c on c.recipient = r.recipient
       ), deferred as (
         update notification_outbox o set next_attempt_at = v.free_at from verdict v
          where o.id = v.id and not v.allowed
         returning o.id
       )
       select id from verdict where allowed order by priority, next_attempt_at, id limit ${p.add(s.batchSize, 'int4')}`,
      p,
    );
    if (chosen.length === 0) return [];
    const claimed = await tx
      .update(notificationOutbox)
      .set({
        attempts: sql`${notificationOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + s.leaseMs),
        triedAt: now,
      })
      .where(
        and(
          inArray(
            notificationOutbox.id,
            chosen.map((r) => r.id),
          ),
          eq(notificationOutbox.status, 'PENDING'),
        ),
      )
      .returning();
    // An update returns its rows in no particular order: deliver them in the order chosen.
    const rank = new Map(chosen.map((r, i) => [r.id, i]));
    return claimed.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  });
}

/** Pushes the lease of the rows still ours forward; answers their ids (a row withdrawn meanwhile is not). */
async function renewLease(db: Db, rows: readonly OutboxRow[], now: Date, s: WorkerSettings): Promise<Set<number>> {
  const p = new Params();
  const renewed = await runStatement<{ id: number }>(
    db,
    `update notification_outbox o set next_attempt_at = ${p.add(new Date(now.getTime() + s.leaseMs), 'timestamptz')}
       from unnest(${p.add(
         rows.map((r) => r.id),
         'int4[]',
       )}, ${p.add(
         rows.map((r) => r.attempts),
         'int4[]',
       )}) as c(id, attempts)
      where o.id = c.id and o.attempts = c.attempts and o.status = 'PENDING'
     returning o.id`,
    p,
  );
  return new Set(renewed.map((r) => r.id));
}

/** The claim still holds: same attempt, still PENDING (not withdrawn, not taken over). */
const ours = (row: OutboxRow) =>
  and(
    eq(notificationOutbox.id, row.id),
    eq(notificationOutbox.attempts, row.attempts),
    eq(notificationOutbox.status, 'PENDING'),
  );

async function recipient(
  db: Db,
  row: OutboxRow,
): Promise<{ phone: string | null; email: string | null; name: string | null }> {
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
      .set(
        giveUp
          ? { status: 'FAILED', lastError: error.slice(0, 500) }
          : { lastError: error.slice(0, 500), nextAttemptAt: new Date(now.getTime() + backoffAfter(row.attempts, s)) },
      )
      .where(ours(row))
      .returning({ id: notificationOutbox.id });
    if (done.length === 0) return 'lost';
    log.warn(giveUp ? 'notifications: given up' : 'notifications: will retry', {
      id: row.id,
      kind: row.kind,
      attempts: row.attempts,
      error,
    });
    return giveUp ? 'failed' : 'retried';
  };

  let delivery: Delivery;
  try {
    const to = await recipient(deps.db, row);
    const message = await renderMessage(
      {
        kind: row.kind,
        locale: row.locale,
        payload: row.payload,
        createdAt: row.createdAt,
        recipient: { name: to.name, email: to.email },
      },
      deps.store,
    );
    delivery = { kind: row.kind, dedupeKey: row.dedupeKey, to: { phone: to.phone, email: to.email }, message };
  } catch (error) {
    return fail(`could not write the message: ${String(error)}`);
  }
  const pending = deps.channels.filter((c) => c.reaches(delivery) && !row.delivered.includes(c.name));
  if (pending.length === 0) {
    // Everything that could take it already has, or nothing can (no phone, no address).
    if (row.delivered.length > 0 || deps.channels.some((c) => c.reaches(delivery))) {
      const done = await deps.db
        .update(notificationOutbox)
        .set({ status: 'SENT', sentAt: deps.now(), lastError: null })
        .where(ours(row))
        .returning({ id: notificationOutbox.id });
      return done.length ? 'sent' : 'lost';
    }
    const done = await deps.db
      .update(notificationOutbox)
      .set({ status: 'FAILED', lastError: 'no address for any configured channel' })
      .where(ours(row))
      .returning({ id: notificationOutbox.id });
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
  checkLease(s, deps.channels.length);
  if (deps.mayDeliver && !(await deps.mayDeliver())) return result;
  if (deps.live) {
    // A demo process still running beside the live store (a rolling restart) queues demo events.
    const withdrawn = await deps.db
      .update(notificationOutbox)
      .set({ status: 'WITHDRAWN' })
      .where(and(eq(notificationOutbox.status, 'PENDING'), eq(notificationOutbox.demo, true)))
      .returning({ id: notificationOutbox.id });
    if (withdrawn.length > 0)
      log.warn('notifications: messages queued by a demo process withdrawn, never sent', {
        messages: withdrawn.length,
      });
  }
  const rows = await claim(deps.db, deps.now(), s, deps.live ?? false);
  for (const [i, row] of rows.entries()) {
    // The lease covers what is left of the batch for one more message's sends.
    const ours = await renewLease(deps.db, rows.slice(i), deps.now(), s);
    if (!ours.has(row.id)) continue;
    const outcome = await deliver(deps, s, row);
    if (outcome !== 'lost') result[outcome]++;
  }
  return result;
}

/** Runs a round every `everyMs` (never two at once in this process); returns the stop function, which waits for the round under way. */
export function startNotificationWorker(deps: WorkerDeps, everyMs: number): () => Promise<void> {
  checkLease({ ...defaultWorkerSettings, ...deps.settings }, deps.channels.length);
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
