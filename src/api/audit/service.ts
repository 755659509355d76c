import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import type { Trail } from '../core/versioned-save';
import type { StaffViewer } from '../core/viewer';

export type AuditRow = typeof auditLog.$inferSelect;

/** What was changed: a kind of thing (`product`, `order`, `user`, …) and its id or number. */
export type AuditSubject = { entity: string; entityId: string };

export type AuditChange = AuditSubject & {
  action: string;
  /** The fields that changed, as they were and as they are; null where there was nothing (a creation). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const maxTrail = 200;

/** Who made a change: a member of staff, or the payment provider (whose event staff must then see). */
type AuditActor = Pick<StaffViewer, 'userId' | 'role'> | { userId: null; role: 'payment' };

/**
 * Records one change. Call it with the transaction that makes the change, so the record and the
 * change commit together or not at all.
 */
export async function recordAudit(tx: Db, actor: AuditActor, change: AuditChange, at: Date): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.userId,
    actorRole: actor.role,
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    before: change.before,
    after: change.after,
    at,
  });
}

/** Only what differs between two records, so the trail shows the change and not the whole row. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { before: was, after: now };
}

/** A back-office desk's trail (`versionedRows`): an update keeps only the fields that changed. */
export function staffTrail(tx: Db, actor: AuditActor, at: Date): Trail {
  return (change) =>
    recordAudit(
      tx,
      actor,
      change.before && change.after ? { ...change, ...changedFields(change.before, change.after) } : change,
      at,
    );
}

/** The changes staff made to one thing, newest first. */
export async function auditTrail(db: Db, subject: AuditSubject): Promise<AuditRow[]> {
  // Text PostgreSQL cannot hold (NUL) names nothing that was recorded.
  if (`${subject.entity}${subject.entityId}`.includes('\u0000')) return [];
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, subject.entity), eq(auditLog.entityId, subject.entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.seq))
    .limit(maxTrail);
}
