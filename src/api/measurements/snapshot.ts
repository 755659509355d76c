import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { measurementProfiles } from '../../db/schema/measurements';
import {
  isCompleteProfile,
  type MeasurementChoice,
  type MeasurementGarment,
  type MeasurementSnapshot,
} from '../../lib/measurements';
import { isUuid } from '../core/ids';

type SnapshotRefusal = 'PROFILE_NOT_FOUND' | 'GARMENT_MISMATCH' | 'PROFILE_INCOMPLETE';
export type SnapshotResult = { ok: true; snapshot: MeasurementSnapshot } | { ok: false; code: SnapshotRefusal };

/**
 * What an order keeps of a tailoring line's measurements, read in the caller's transaction: a copy of the
 * shopper's own profile (another shopper's profile is not found), or the choice itself. With `garment`, a
 * profile taken for another garment (a petticoat's figures for a blouse) is refused, and so is one whose
 * figures no longer make a complete, plausible set (kept from before a range changed).
 */
export async function snapshotMeasurementChoice(
  tx: Db,
  userId: string,
  choice: MeasurementChoice,
  now: Date,
  garment?: MeasurementGarment,
): Promise<SnapshotResult> {
  if (choice.kind !== 'PROFILE') return { ok: true, snapshot: { kind: choice.kind } };
  if (!isUuid(choice.profileId)) return { ok: false, code: 'PROFILE_NOT_FOUND' };
  const [profile] = await tx
    .select()
    .from(measurementProfiles)
    .where(and(eq(measurementProfiles.id, choice.profileId), eq(measurementProfiles.userId, userId)));
  if (!profile) return { ok: false, code: 'PROFILE_NOT_FOUND' };
  if (garment !== undefined && profile.garment !== garment) return { ok: false, code: 'GARMENT_MISMATCH' };
  if (!isCompleteProfile(profile.garment, profile.valuesMm)) return { ok: false, code: 'PROFILE_INCOMPLETE' };
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
