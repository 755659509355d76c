import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { measurementProfiles } from '../../db/schema/measurements';
import {
  checkMeasurementProfile,
  maxMeasurementProfiles,
  type MeasurementError,
  type MeasurementGarment,
  type MeasurementProfileInput,
} from '../../lib/measurements';
import { isUuid } from '../core/ids';
import { inTransaction, Refused, type Refuse } from '../core/refusal';

export type MeasurementProfileRow = typeof measurementProfiles.$inferSelect;
export type SaveProfileResult =
  { ok: true; profile: MeasurementProfileRow; errors: [] } | { ok: false; profile: null; errors: MeasurementError[] };
export type DeleteProfileResult = { ok: true; code: null } | { ok: false; code: 'NOT_FOUND' };

const refuse = (errors: MeasurementError[]): SaveProfileResult => ({ ok: false, profile: null, errors });
const notFound = () => refuse([{ code: 'NOT_FOUND', field: null }]);

/** One shopper's profile changes run one at a time, so the cap holds under concurrent creates. */
const lockShopper = (tx: Db, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`measurements:${userId}`}))`);

/** The shopper's profiles, oldest first (the first one is usually "Me"); optionally only one garment's. */
export function listProfiles(
  db: Db,
  userId: string,
  garment?: MeasurementGarment | null,
): Promise<MeasurementProfileRow[]> {
  const mine = eq(measurementProfiles.userId, userId);
  return db
    .select()
    .from(measurementProfiles)
    .where(garment ? and(mine, eq(measurementProfiles.garment, garment)) : mine)
    .orderBy(asc(measurementProfiles.createdAt), asc(measurementProfiles.id));
}

export async function createProfile(
  db: Db,
  userId: string,
  input: MeasurementProfileInput,
  now: Date,
): Promise<SaveProfileResult> {
  const checked = checkMeasurementProfile(input);
  if (!checked.ok) return refuse(checked.errors);
  const created = await inTransaction(db, async (tx, stop: Refuse<SaveProfileResult>) => {
    await lockShopper(tx, userId);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(measurementProfiles)
      .where(eq(measurementProfiles.userId, userId));
    if (count >= maxMeasurementProfiles) stop(refuse([{ code: 'TOO_MANY_PROFILES', field: null }]));
    const [row] = await tx
      .insert(measurementProfiles)
      .values({ ...checked.value, userId, createdAt: now, updatedAt: now })
      .returning();
    return { ok: true as const, profile: row!, errors: [] as [] };
  });
  return created instanceof Refused ? created.answer : created;
}

/** Replaces a profile's name, garment, unit and figures; orders placed before keep their own snapshot. */
export async function updateProfile(
  db: Db,
  userId: string,
  id: string,
  input: MeasurementProfileInput,
  now: Date,
): Promise<SaveProfileResult> {
  if (!isUuid(id)) return notFound();
  const checked = checkMeasurementProfile(input);
  if (!checked.ok) return refuse(checked.errors);
  const [row] = await db
    .update(measurementProfiles)
    .set({ ...checked.value, updatedAt: now })
    .where(and(eq(measurementProfiles.id, id), eq(measurementProfiles.userId, userId)))
    .returning();
  return row ? { ok: true, profile: row, errors: [] } : notFound();
}

export async function deleteProfile(db: Db, userId: string, id: string): Promise<DeleteProfileResult> {
  if (!isUuid(id)) return { ok: false, code: 'NOT_FOUND' };
  const gone = await db
    .delete(measurementProfiles)
    .where(and(eq(measurementProfiles.id, id), eq(measurementProfiles.userId, userId)))
    .returning({ id: measurementProfiles.id });
  return gone.length > 0 ? { ok: true, code: null } : { ok: false, code: 'NOT_FOUND' };
}
