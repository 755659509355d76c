import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Params, runStatement } from '../../db/statement';
import { notificationOutbox } from '../../db/schema/notifications';
import type { WorkerSettings } from './worker-settings';

// Claiming due outbox messages for one worker, and keeping its lease on them while it sends.

const hourMs = 60 * 60_000;
/** Due messages looked at in one claim (ranked per recipient); deferral moves a flood out of the way. */
const scanLimit = 1000;

export type OutboxRow = typeof notificationOutbox.$inferSelect;

/**
 * Takes up to a batch of due messages, most urgent first, within each recipient's hourly cap, and
 * defers the due messages over the cap to when the oldest claim of that recipient's hour lapses.
 */
export async function claim(db: Db, now: Date, s: WorkerSettings, live: boolean): Promise<OutboxRow[]> {
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
export async function renewLease(
  db: Db,
  rows: readonly OutboxRow[],
  now: Date,
  s: WorkerSettings,
): Promise<Set<number>> {
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
