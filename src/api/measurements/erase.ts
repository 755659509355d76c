import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { measurementProfiles } from '../../db/schema/measurements';

/** Deletes a shopper's measurement profiles (their account is being deleted); orders keep their snapshot. */
export async function eraseMeasurementProfiles(tx: Db, userId: string): Promise<number> {
  return (
    await tx
      .delete(measurementProfiles)
      .where(eq(measurementProfiles.userId, userId))
      .returning({ id: measurementProfiles.id })
  ).length;
}
