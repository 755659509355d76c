// Delivers the outbox. Each round claims due PENDING messages (one claim at a time across every worker:
// an advisory lock, rows taken `for update skip locked`), most urgent kind first (`priority`: orders,
// then other news, then reminders), at most `perRecipientPerHour` a recipient in any hour: the rest of
// that recipient's messages are deferred to when the hour frees a place, never dropped, so one shopper's
// flood cannot fill a batch. A claim pushes its rows into the future by a lease, renewed before each
// message for the rows still waiting, and a message's sends together (one time-out a channel) are
// shorter than the lease; a send starts only with a time-out of lease left (else the row's lease is
// renewed first, or the send left to the next claim): no other worker can take a row while this one
// may still send it. Each channel that takes a message is recorded at once, and the last one's record
// is the mark SENT, in the same statement; every write is guarded by the claim (attempt number and
// PENDING), so a worker that lost its lease writes nothing. A provider that fails or does not answer
// in time fails the attempt (the send is aborted through its signal; an answer after that is ignored):
// it is retried with exponential backoff, then marked FAILED. Delivery is at least once: a provider
// that accepted a message and then did not answer in time is asked again on the retry. Nothing here
// runs inside an order's or a booking's transaction.
import { and, eq } from 'drizzle-orm';
import { notificationOutbox } from '../../db/schema/notifications';
import { log } from '../../log';
import { claim, renewLease } from './claim';
import { deliver } from './deliver';
import { checkLease, defaultWorkerSettings, type WorkerDeps } from './worker-settings';

export type RoundResult = { sent: number; retried: number; failed: number };

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
    const renewedAt = deps.now();
    const ours = await renewLease(deps.db, rows.slice(i), renewedAt, s);
    if (!ours.has(row.id)) continue;
    const outcome = await deliver(deps, s, row, { until: renewedAt.getTime() + s.leaseMs });
    if (outcome !== 'lost' && outcome !== 'deferred' && outcome !== 'withdrawn') result[outcome]++;
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
