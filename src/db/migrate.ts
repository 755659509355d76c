import path from 'node:path';
import type { DbHandle } from './client';

const migrationsFolder = path.resolve(process.cwd(), 'src/db/migrations');

/** Applies the committed migrations; safe to call on every start (applied ones are skipped). */
export function runMigrations(handle: DbHandle): Promise<void> {
  return handle.migrate(migrationsFolder);
}
