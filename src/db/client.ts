import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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

export async function openDatabase(target: DbTarget): Promise<DbHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, idleTimeoutMillis: 30_000 });
    // An idle connection the server drops (restart, failover) must not take the process down;
    // the pool replaces it on the next query.
    pool.on('error', (error) => log.warn('database: idle connection lost', { error: error.message }));
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in target) {
    const dir = path.resolve(target.dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema });
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
