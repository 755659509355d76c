import type { Db } from '../../db/client';
import type { measurementProfiles } from '../../db/schema/measurements';
import { Params, runStatement } from '../../db/statement';
import {
  isCompleteProfile,
  type MeasurementChoice,
  type MeasurementGarment,
  type MeasurementSnapshot,
} from '../../lib/measurements';
import { isUuid } from '../core/ids';

type Profile = typeof measurementProfiles.$inferSelect;
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
  // As SQL text: every tailored quote and order reads it (src/db/statement.ts says why).
  const p = new Params();
  const [profile] = await runStatement<Pick<Profile, 'id' | 'name' | 'garment' | 'unit' | 'valuesMm'>>(
    tx,
    `select id, name, garment, unit, values_mm as "valuesMm" from measurement_profiles
    where id = ${p.add(choice.profileId, 'uuid')} and user_id = ${p.add(userId, 'uuid')}`,
    p,
  );
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
