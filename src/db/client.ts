import type { DbHandle, DbOptions, DbTarget } from './handle';

export type { Db, DbHandle, DbOptions, DbTarget } from './handle';

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
