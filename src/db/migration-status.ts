import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { DbHandle } from './client';

const migrationsFolder = path.resolve(process.cwd(), 'src/db/migrations');

/**
 * How many committed migrations the database has not applied yet (drizzle's journal: the newest applied
 * one's timestamp). A cluster's store processes ask this instead of migrating: two processes migrating
 * one database at once would race, so the operator runs the migrations once.
 */
export async function pendingMigrations(handle: DbHandle): Promise<number> {
  const files = readMigrationFiles({ migrationsFolder });
  const journal = await handle.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') as t`);
  const rows = (journal as unknown as { rows: { t: string | null }[] }).rows;
  if (!rows[0]?.t) return files.length;
  const last = await handle.db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`);
  const at = Number((last as unknown as { rows: { at: string | null }[] }).rows[0]?.at ?? 0);
  return files.filter((m) => m.folderMillis > at).length;
}
