// How often a shopper may change their bookings, and which message a change replaces. Each booking,
// move and cancellation sends a message, so a shopper clicking book and cancel in a loop would queue
// paid texts to their own phone and hold up everyone else's: changes are counted by the shared rate
// limiter (checked and counted under the shopper's booking lock, so the count holds on any number of
// processes), and the news of a change that no worker has tried yet is withdrawn when the same call
// changes again (consultation_changes, the log of changes and their news).
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Params, runStatement } from '../../db/statement';
import { consultationChanges } from '../../db/schema/consultations';
import { withdrawUntried } from '../notifications';
import { rateLimiter, type Limit } from '../core/rate-limits';
import type { ConsultationSettings } from './settings';

const hourMs = 60 * 60_000;
/** Rows older than this are never superseded again. */
const keepMs = 24 * hourMs;

const changeLimit = (s: Pick<ConsultationSettings, 'maxChangesPerHour'>): Limit => ({
  name: 'consultation-changes',
  points: s.maxChangesPerHour,
  windowMs: hourMs,
});

/** Whether the shopper may book or move a call now: fewer changes than the limit this hour. */
export async function changeAllowed(
  tx: Db,
  userId: string,
  now: Date,
  s: Pick<ConsultationSettings, 'maxChangesPerHour'>,
): Promise<boolean> {
  return (await rateLimiter(tx, changeLimit(s), now).check(userId)).ok;
}

export type Superseded = {
  /** The news that the call was booked was withdrawn before anyone tried it: the shopper has not heard of it. */
  bookingUnheard: boolean;
};

/** Withdraws the news of the call's last change if no worker has tried it yet. Call with the call's row locked. */
export async function supersedeNews(tx: Db, consultationId: string): Promise<Superseded> {
  const [last] = await tx
    .select({ key: consultationChanges.newsKey })
    .from(consultationChanges)
    .where(eq(consultationChanges.consultationId, consultationId))
    .orderBy(desc(consultationChanges.id))
    .limit(1);
  if (!last) return { bookingUnheard: false };
  const withdrawn = await withdrawUntried(tx, [last.key]);
  return { bookingUnheard: withdrawn.length > 0 && last.key.startsWith('consultation-booked:') };
}

/**
 * Counts a change against the shopper's hour and answers the key of the message that announces it,
 * `keyOf` the change's number: unique for ever, so a call moved back to an earlier time is news again.
 */
export async function recordChange(
  tx: Db,
  change: { userId: string; consultationId: string },
  now: Date,
  keyOf: (changeId: number) => string,
  s: Pick<ConsultationSettings, 'maxChangesPerHour'>,
): Promise<string> {
  // Counted in the booking's transaction (in the database's store), so a change rolled back is not.
  await rateLimiter(tx, changeLimit(s), now).count(change.userId);
  await tx
    .delete(consultationChanges)
    .where(
      and(eq(consultationChanges.userId, change.userId), lt(consultationChanges.at, new Date(now.getTime() - keepMs))),
    );
  const [next] = await runStatement<{ id: number }>(
    tx,
    `select nextval(pg_get_serial_sequence('consultation_changes', 'id'))::int as id`,
    new Params(),
  );
  const newsKey = keyOf(next!.id);
  await tx.insert(consultationChanges).values({ id: next!.id, ...change, newsKey, at: now });
  return newsKey;
}
