import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { log } from '../log';

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
 * PGlite's buffers live in its WebAssembly heap, which grows but never shrinks: initdb's defaults
 * (128 MB shared buffers, 64 MB for index builds) would keep that much resident for the life of the
 * process. The data directory's files are read through the operating system's page cache anyway, so
 * small buffers cost little (measured: 351 MB resident after opening with the defaults, 222 MB with these).
 */
const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...['shared_buffers=16MB', 'maintenance_work_mem=16MB', 'temp_buffers=2MB', 'wal_buffers=1MB'].flatMap((setting) => [
    '-c',
    setting,
  ]),
];

export async function openDatabase(target: DbTarget, opts: DbOptions = {}): Promise<DbHandle> {
  const logger = opts.onQuery ? { logQuery: (query: string) => opts.onQuery!(query) } : undefined;
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      idleTimeoutMillis: 30_000,
      options: `-c jit=off${opts.mode ? ` -c silai.mode=${opts.mode}` : ''}`,
    });
    // An idle connection the server drops (restart, failover) must not take the process down;
    // the pool replaces it on the next query.
    // (Set below as a connection option.) Short catalogue statements with large cost estimates trip the JIT, whose compile time is far more
    // than the query's own run time (measured: 95 ms with, 27 ms without, for the facet counts).
    pool.on('error', (error) => log.warn('database: idle connection lost', { error: error.message }));
    // A connection lost while checked out (backend terminated mid-query) emits 'error' on the client;
    // unheard, that would end the process. The query in flight fails on its own and its transaction
    // rolls back on the server.
    pool.on('connect', (client) =>
      client.on('error', (error) => log.warn('database: connection lost', { error: error.message })),
    );
    const db = drizzlePg({ client: pool, schema, logger });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  const options = {
    extensions: { pg_trgm },
    startParams: opts.mode ? [...pgliteStartParams, '-c', `silai.mode=${opts.mode}`] : pgliteStartParams,
  };
  if ('dataDir' in target) {
    const dir = path.resolve(target.dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, options);
  } else {
    client = await PGlite.create(options);
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
