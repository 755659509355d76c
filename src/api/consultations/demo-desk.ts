import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  consultationCells,
  consultations,
  designerDaysOff,
  designerHours,
  designerProfiles,
} from '../../db/schema/consultations';
import { grantRole } from '../identity';

/**
 * The demo store's design desk: a designer account (its sign-in code is printed in the log, like every
 * code in demo mode) working Monday to Saturday, 10:00-19:00 in the store's zone, so CONSULT NOW offers
 * times on a fresh store. It is a stand-in: booked only when no real designer is free. Never in live mode.
 */
const deskPhone = '+919000000099';

export async function ensureDemoDesk(db: Db, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: designerProfiles.userId })
    .from(designerProfiles)
    .where(eq(designerProfiles.standIn, true))
    .limit(1);
  if (existing) return;
  const user = await grantRole(db, deskPhone, 'designer');
  await db.transaction(async (tx) => {
    await tx
      .insert(designerProfiles)
      .values({
        userId: user.id,
        displayName: 'Silai design desk',
        timeZone: null,
        lengths: [15, 30, 45],
        standIn: true,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: designerProfiles.userId });
    const hours = await tx
      .select({ id: designerHours.id })
      .from(designerHours)
      .where(eq(designerHours.userId, user.id))
      .limit(1);
    if (hours.length === 0)
      await tx
        .insert(designerHours)
        .values(
          [1, 2, 3, 4, 5, 6].map((weekday) => ({ userId: user.id, weekday, startMinute: 10 * 60, endMinute: 19 * 60 })),
        );
  });
}

/** Whether this database holds a stand-in desk, i.e. a demo store made it. */
export async function hasDemoDesk(db: Db): Promise<boolean> {
  return (
    (
      await db
        .select({ id: designerProfiles.userId })
        .from(designerProfiles)
        .where(eq(designerProfiles.standIn, true))
        .limit(1)
    ).length > 0
  );
}

export type DeskRemoval = {
  deskIds: string[];
  hours: number;
  daysOff: number;
  cancelledCalls: number;
  releasedCells: number;
};

/**
 * Takes the stand-in desk off the schedule, in the caller's transaction: its calls not yet over are
 * cancelled and their cells released, its hours, days off and profile removed. Nothing is announced:
 * the calls were booked in a demo, and their shoppers' messages are withdrawn with the rest of the demo's.
 * The caller takes the designer role from the returned accounts.
 */
export async function removeDemoDesks(tx: Db, now: Date): Promise<DeskRemoval> {
  const deskIds = (
    await tx.select({ id: designerProfiles.userId }).from(designerProfiles).where(eq(designerProfiles.standIn, true))
  ).map((r) => r.id);
  if (deskIds.length === 0) return { deskIds, hours: 0, daysOff: 0, cancelledCalls: 0, releasedCells: 0 };
  // The longest call is 45 minutes: anything that started earlier is over.
  const open = await tx
    .select({ id: consultations.id, startsAt: consultations.startsAt, durationMinutes: consultations.durationMinutes })
    .from(consultations)
    .where(
      and(
        inArray(consultations.designerId, deskIds),
        eq(consultations.status, 'BOOKED'),
        gt(consultations.startsAt, new Date(now.getTime() - 45 * 60_000)),
      ),
    );
  const ids = open.filter((c) => c.startsAt.getTime() + c.durationMinutes * 60_000 > now.getTime()).map((c) => c.id);
  let releasedCells = 0;
  if (ids.length > 0) {
    await tx.update(consultations).set({ status: 'CANCELLED', updatedAt: now }).where(inArray(consultations.id, ids));
    releasedCells = (
      await tx
        .delete(consultationCells)
        .where(inArray(consultationCells.consultationId, ids))
        .returning({ c: consultationCells.cellStart })
    ).length;
  }
  const hours = (
    await tx.delete(designerHours).where(inArray(designerHours.userId, deskIds)).returning({ id: designerHours.id })
  ).length;
  const daysOff = (
    await tx
      .delete(designerDaysOff)
      .where(inArray(designerDaysOff.userId, deskIds))
      .returning({ d: designerDaysOff.day })
  ).length;
  await tx.delete(designerProfiles).where(inArray(designerProfiles.userId, deskIds));
  return { deskIds, hours, daysOff, cancelledCalls: ids.length, releasedCells };
}
