import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets, refreshTokens, users } from '../../db/schema/identity';

/**
 * The mode the database was last started in, kept beside the shared secrets so every process on the
 * database reads the same answer: a live process must know whether what it finds was made by a demo.
 */
export type DatabaseMode = 'demo' | 'live';

const modeRow = 'database-mode';

export async function recordedMode(db: Db): Promise<{ mode: DatabaseMode; since: Date } | null> {
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, modeRow));
  if (!row) return null;
  return { mode: row.value === 'live' ? 'live' : 'demo', since: row.createdAt };
}

/** Sets the mode; `since` moves only when the mode changes. */
export async function recordMode(tx: Db, mode: DatabaseMode, now: Date): Promise<void> {
  await tx
    .insert(appSecrets)
    .values({ name: modeRow, value: mode, createdAt: now })
    .onConflictDoUpdate({
      target: appSecrets.name,
      set: {
        value: mode,
        createdAt: sql`case when ${appSecrets.value} = ${mode} then ${appSecrets.createdAt} else excluded.created_at end`,
      },
    });
}

/**
 * A database from before the mode was recorded: it was a demo if some process started on it without
 * AUTH_SECRET (live mode requires one, so only a demo generates and stores its own).
 */
export async function hasGeneratedSecret(db: Db): Promise<boolean> {
  return (await db.select({ name: appSecrets.name }).from(appSecrets).where(eq(appSecrets.name, 'auth'))).length > 0;
}

/** Serialises the processes deciding the database's mode (a store and a separate worker starting together). */
export async function lockMode(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('silai:database-mode'))`);
}

/** Ends every open sign-in (all refresh-token families); their id tokens stop with them. Returns how many. */
export async function endAllSignIns(tx: Db, now: Date): Promise<number> {
  const ended = await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(isNull(refreshTokens.revokedAt))
    .returning({ familyId: refreshTokens.familyId });
  return new Set(ended.map((r) => r.familyId)).size;
}

/** Takes the staff roles from these accounts, leaving them customers. Returns how many had a role to lose. */
export async function dropStaffRoles(tx: Db, userIds: readonly string[], now: Date): Promise<number> {
  let changed = 0;
  for (const id of userIds) {
    const done = await tx
      .update(users)
      .set({ roles: sql`'{customer}'::text[]`, updatedAt: now })
      .where(and(eq(users.id, id), sql`${users.roles} <> '{customer}'::text[]`))
      .returning({ id: users.id });
    changed += done.length;
  }
  return changed;
}
