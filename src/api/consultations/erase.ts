import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consultationCells, consultations } from '../../db/schema/consultations';
import { withdrawNotifications } from '../notifications';
import { reminderKeys } from './announce';

/**
 * A shopper's part of deleting their account: calls still to come are cancelled and their slots freed
 * for others, their reminders withdrawn; every call of theirs loses the number and the designer's notes.
 * No message is sent: there is no one left to tell, and the designer sees the call cancelled.
 */
export async function releaseConsultationsOf(tx: Db, userId: string, now: Date): Promise<number> {
  const cancelled = await tx
    .update(consultations)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(and(eq(consultations.userId, userId), eq(consultations.status, 'BOOKED'), gt(consultations.startsAt, now)))
    .returning({ id: consultations.id, startsAt: consultations.startsAt });
  if (cancelled.length > 0) {
    const ids = cancelled.map((c) => c.id);
    await tx.delete(consultationCells).where(inArray(consultationCells.consultationId, ids));
    await withdrawNotifications(
      tx,
      cancelled.flatMap((c) => reminderKeys(c.id, c.startsAt.getTime())),
    );
  }
  await tx.update(consultations).set({ phone: '', notes: null }).where(eq(consultations.userId, userId));
  return cancelled.length;
}
