// What an open database is, whichever driver opened it (src/db/open-postgres.ts, src/db/open-pglite.ts).
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
};

/** `image`: a data directory dumped by PGlite's `dumpDataDir()`, to start from instead of an empty database (tests). */
export type DbTarget = { url: string } | { dataDir: string } | { memory: true; image?: Blob };

/**
 * `onQuery` sees every SQL statement (tests count them to catch N+1 reads). `mode`: the process's mode,
 * set on every connection as `silai.mode`, so the outbox marks what a demo process queues (the column's
 * default reads it) and a live worker never sends it, even from a demo still running beside it.
 */
export type DbOptions = { onQuery?: (sql: string) => void; mode?: 'demo' | 'live' };
