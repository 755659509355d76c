import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { measurementProfiles } from '../../db/schema/measurements';
import type { MeasurementChoice, MeasurementSnapshot } from '../../lib/measurements';

export type SnapshotResult = { ok: true; snapshot: MeasurementSnapshot } | { ok: false; code: 'PROFILE_NOT_FOUND' };

/**
 * What an order keeps of a tailoring line's measurements, read in the caller's transaction: a copy of the
 * shopper's own profile (another shopper's profile is not found), or the choice itself.
 */
export async function snapshotMeasurementChoice(tx: Db, userId: string, choice: MeasurementChoice, now: Date): Promise<SnapshotResult> {
  if (choice.kind !== 'PROFILE') return { ok: true, snapshot: { kind: choice.kind } };
  const [profile] = await tx
    .select()
    .from(measurementProfiles)
    .where(and(eq(measurementProfiles.id, choice.profileId), eq(measurementProfiles.userId, userId)));
  if (!profile) return { ok: false, code: 'PROFILE_NOT_FOUND' };
  return {
    ok: true,
    snapshot: {
      kind: 'PROFILE',
      profileId: profile.id,
      name: profile.name,
      garment: profile.garment,
      unit: profile.unit,
      valuesMm: { ...profile.valuesMm },
      takenAt: now.toISOString(),
    },
  };
}
