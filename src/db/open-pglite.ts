import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import type { DbHandle, DbOptions, DbTarget } from './handle';

/**
 * PGlite's buffers live in its WebAssembly heap, which grows but never shrinks: initdb's defaults
 * (128 MB shared buffers, 64 MB for index builds) would keep that much resident for the life of the
 * process. The data directory's files are read through the operating system's page cache anyway, so
 * small buffers cost little (measured: 351 MB resident after opening with the defaults, 222 MB with these).
 */
const smallBuffers = ['shared_buffers=16MB', 'maintenance_work_mem=16MB', 'temp_buffers=2MB', 'wal_buffers=1MB'];

/** The embedded database: in a data directory, or in memory (tests). Its driver loads here, so pg's never does. */
export async function openPglite(target: Exclude<DbTarget, { url: string }>, opts: DbOptions): Promise<DbHandle> {
  const [{ PGlite: Pglite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const logger = opts.onQuery ? { logQuery: (query: string) => opts.onQuery!(query) } : undefined;
  const settings = opts.mode ? [...smallBuffers, `silai.mode=${opts.mode}`] : smallBuffers;
  const options = {
    extensions: { pg_trgm },
    startParams: [...Pglite.defaultStartParams, ...settings.flatMap((setting) => ['-c', setting])],
  };
  let client: PGlite;
  if ('dataDir' in target) {
    const dir = path.resolve(target.dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
    client = await Pglite.create(dir, options);
  } else {
    client = await Pglite.create(target.image ? { ...options, loadDataDir: target.image } : options);
  }
  const db = drizzlePglite({ client, schema, logger });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
