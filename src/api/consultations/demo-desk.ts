import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { designerHours, designerProfiles } from '../../db/schema/consultations';
import { grantRole } from '../identity/service';

/**
 * The demo store's design desk: a designer account (its sign-in code is printed in the log, like every
 * code in demo mode) working Monday to Saturday, 10:00-19:00 in the store's zone, so CONSULT NOW offers
 * times on a fresh store. It is a stand-in: booked only when no real designer is free. Never in live mode.
 */
const deskPhone = '+919000000099';

export async function ensureDemoDesk(db: Db, now: Date): Promise<void> {
  const [existing] = await db.select({ id: designerProfiles.userId }).from(designerProfiles).where(eq(designerProfiles.standIn, true)).limit(1);
  if (existing) return;
  const user = await grantRole(db, deskPhone, 'designer');
  await db.transaction(async (tx) => {
    await tx
      .insert(designerProfiles)
      .values({ userId: user.id, displayName: 'Silai design desk', timeZone: null, lengths: [15, 30, 45], standIn: true, updatedAt: now })
      .onConflictDoNothing({ target: designerProfiles.userId });
    const hours = await tx.select({ id: designerHours.id }).from(designerHours).where(eq(designerHours.userId, user.id)).limit(1);
    if (hours.length === 0) await tx.insert(designerHours).values([1, 2, 3, 4, 5, 6].map((weekday) => ({ userId: user.id, weekday, startMinute: 10 * 60, endMinute: 19 * 60 })));
  });
}
