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

export type DbTarget = { url: string } | { dataDir: string } | { memory: true };

/**
 * `onQuery` sees every SQL statement (tests count them to catch N+1 reads). `mode`: the process's mode,
 * set on every connection as `silai.mode`, so the outbox marks what a demo process queues (the column's
 * default reads it) and a live worker never sends it, even from a demo still running beside it.
 */
export type DbOptions = { onQuery?: (sql: string) => void; mode?: 'demo' | 'live' };

/**
 * Only the driver in use is loaded (a cold start loads one of PGlite and pg with its drizzle adapter, not both).
 */
export async function openDatabase(target: DbTarget, opts: DbOptions = {}): Promise<DbHandle> {
  if ('url' in target) return (await import('./open-postgres')).openPostgres(target.url, opts);
  return (await import('./open-pglite')).openPglite(target, opts);
}

// server.ts and the server components Next bundles are separate module graphs in one process; the
// handle lives on globalThis so both use the one PGlite (it has no file lock: two would corrupt it).
const registry = globalThis as typeof globalThis & { __silaiDb?: Promise<DbHandle> };

export function setSharedDatabase(handle: Promise<DbHandle>): void {
  registry.__silaiDb = handle;
}

export function sharedDatabase(): Promise<DbHandle> {
  if (!registry.__silaiDb) throw new Error('The database is not open: start the store with server.ts');
  return registry.__silaiDb;
}
