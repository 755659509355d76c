import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consultations } from '../../db/schema/consultations';
import { maxConsultationNotes, type ConsultationStatus } from '../../lib/consultations';
import { hasUnsafeText } from '../../lib/text';
import { findUser } from '../identity';
import { isUuid } from '../core/ids';
import { withdrawNotifications } from '../notifications';
import { reminderKeys } from './announce';
import { inTransaction, Refused as RolledBack, type Refuse } from '../core/refusal';
import { refuse, type ConsultationRow, type Refused } from './results';

// A shopper's and a designer's calls, and how a call went.

/** A shopper's calls: booked under their account or with their (verified) phone, newest first. */
export async function myConsultations(db: Db, userId: string): Promise<ConsultationRow[]> {
  const user = await findUser(db, userId);
  if (!user) return [];
  return db
    .select()
    .from(consultations)
    .where(sql`${consultations.userId} = ${userId} or ${consultations.phone} = ${user.phone}`)
    .orderBy(desc(consultations.startsAt))
    .limit(50);
}

/** Calls of one designer (or, for an admin, of all or one chosen), from `from` on, earliest first. */
export async function designerCalls(db: Db, designerId: string | null, from: Date): Promise<ConsultationRow[]> {
  const when = gte(consultations.startsAt, from);
  return db
    .select()
    .from(consultations)
    .where(designerId ? and(eq(consultations.designerId, designerId), when) : when)
    .orderBy(asc(consultations.startsAt))
    .limit(200);
}

export type OutcomeResult = { ok: true; consultation: ConsultationRow } | Refused;

/**
 * The designer (or an admin) records how a call went, with notes the shopper reads. Only once the call has
 * started: before then the shopper may still move or cancel it, and nobody can have missed it. Recording
 * withdraws the reminders still queued, in the same transaction.
 */
export async function recordOutcome(
  db: Db,
  viewer: { userId: string; admin: boolean },
  id: string,
  outcome: Extract<ConsultationStatus, 'DONE' | 'NO_SHOW'>,
  notes: string | null,
  now: Date,
): Promise<OutcomeResult> {
  if (!isUuid(id)) return refuse('NOT_FOUND');
  const text = notes?.replace(/\r\n/g, '\n').trim() ?? '';
  // Line breaks are kept (a note may be a list); other controls and angle brackets are refused.
  if (text.length > maxConsultationNotes || text.split('\n').some((line) => hasUnsafeText(line.replace(/\t/g, ' '))))
    return refuse('INVALID_INPUT');
  const mine = viewer.admin
    ? eq(consultations.id, id)
    : and(eq(consultations.id, id), eq(consultations.designerId, viewer.userId));
  const recorded = await inTransaction(db, async (tx, stop: Refuse<Refused>) => {
    const [row] = await tx.select().from(consultations).where(mine).for('update');
    if (!row || !['BOOKED', 'DONE', 'NO_SHOW'].includes(row.status)) stop(refuse('NOT_FOUND'));
    if (row.startsAt.getTime() > now.getTime()) stop(refuse('NOT_STARTED'));
    const [updated] = await tx
      .update(consultations)
      .set({ status: outcome, notes: text || null, updatedAt: now })
      .where(eq(consultations.id, id))
      .returning();
    await withdrawNotifications(tx, reminderKeys(id, row.startsAt.getTime()));
    return { ok: true as const, consultation: updated! };
  });
  return recorded instanceof RolledBack ? recorded.answer : recorded;
}
