import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationOutbox } from '../../db/schema/notifications';
import { log } from '../../log';
import { findUser } from '../identity';
import type { QuietHours } from '../../lib/account-preferences';
import type { ChannelName, Delivery } from './channels';
import { quietUntil } from './quiet-hours';
import { renderMessage } from './templates';
import { renewLease, type OutboxRow } from './claim';
import { backoffAfter, type WorkerDeps, type WorkerSettings } from './worker-settings';

// Delivering one claimed message: rendered, sent on each channel that has not taken it, each send recorded.

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

/** The claim still holds: same attempt, still PENDING (not withdrawn, not taken over). */
const ours = (row: OutboxRow) =>
  and(
    eq(notificationOutbox.id, row.id),
    eq(notificationOutbox.attempts, row.attempts),
    eq(notificationOutbox.status, 'PENDING'),
  );

type Recipient = {
  phone: string | null;
  email: string | null;
  name: string | null;
  /** The channels the shopper allows; null for a message to someone without an account. */
  allowed: readonly string[] | null;
  quiet: QuietHours | null;
  /** The language the shopper chose for their account, if any: it wins over the message's own. */
  locale: string | null;
  /** The account was deleted: nothing is sent to it (its number is no number). */
  erased: boolean;
};

/**
 * Who gets a message: an account's e-mail only once confirmed, its channels, quiet hours and language
 * honoured (read when it is sent, so a language chosen after the message was queued still counts).
 */
async function recipient(db: Db, row: OutboxRow): Promise<Recipient> {
  const user = row.userId ? await findUser(db, row.userId) : null;
  const confirmed = user?.emailVerifiedAt ? user.email : null;
  return {
    phone: row.phone ?? user?.phone ?? null,
    email: row.email ?? confirmed ?? null,
    name: user?.name ?? null,
    allowed: user ? user.channels : null,
    quiet:
      user && user.quietStart !== null && user.quietEnd !== null && user.timeZone
        ? { start: user.quietStart, end: user.quietEnd, timeZone: user.timeZone }
        : null,
    locale: user?.locale ?? null,
    erased: Boolean(user?.deletedAt),
  };
}

/** News a shopper is waiting for (an order, a change of their booking) is never held for quiet hours. */
const mayWait = (kind: OutboxRow['kind']) =>
  kind === 'CONSULTATION_REMINDER' || kind === 'TAILORING_STAGE' || kind === 'ENQUIRY_ANSWERED';

type Outcome = 'sent' | 'retried' | 'failed' | 'lost' | 'deferred' | 'withdrawn';

/** When the claim on a row runs out (ms, the worker's clock); pushed forward when renewed. */
export type Lease = { until: number };

/**
 * Makes sure the claim outlasts one more send: with less than a time-out left (the message took long
 * before it, a slow database), the row's lease is renewed. False once the claim is lost or cannot be
 * made to last: then nothing more is sent, and the next claim sends what is left.
 */
async function holdsForASend(deps: WorkerDeps, s: WorkerSettings, row: OutboxRow, lease: Lease): Promise<boolean> {
  const fits = () => deps.now().getTime() + s.timeoutMs <= lease.until;
  if (fits()) return true;
  const now = deps.now();
  if (!(await renewLease(deps.db, [row], now, s)).has(row.id)) return false;
  lease.until = now.getTime() + s.leaseMs;
  return fits();
}

export async function deliver(deps: WorkerDeps, s: WorkerSettings, row: OutboxRow, lease: Lease): Promise<Outcome> {
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
  let to: Recipient;
  try {
    to = await recipient(deps.db, row);
    if (to.erased) {
      // Queued as the account was being deleted: withdrawn unsent, never tried (nor retried) again.
      const done = await deps.db
        .update(notificationOutbox)
        .set({ status: 'WITHDRAWN', phone: null, email: null, payload: {}, userId: null })
        .where(ours(row))
        .returning({ id: notificationOutbox.id });
      return done.length ? 'withdrawn' : 'lost';
    }
    const message = await renderMessage(
      {
        kind: row.kind,
        locale: to.locale ?? row.locale,
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
  const quietEnds = to.quiet && mayWait(row.kind) ? quietUntil(deps.now(), to.quiet) : null;
  if (quietEnds) {
    // Held, not tried: the claim's attempt is given back, and the message waits for the quiet hours' end.
    const done = await deps.db
      .update(notificationOutbox)
      .set({ attempts: row.attempts - 1, nextAttemptAt: quietEnds, triedAt: null })
      .where(ours(row))
      .returning({ id: notificationOutbox.id });
    return done.length ? 'deferred' : 'lost';
  }
  const allowed = (c: ChannelName) => c === 'log' || to.allowed === null || to.allowed.includes(c);
  const pending = deps.channels.filter(
    (c) => allowed(c.name) && c.reaches(delivery) && !row.delivered.includes(c.name),
  );
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
    if (!(await holdsForASend(deps, s, row, lease))) return 'lost';
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
