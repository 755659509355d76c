import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DbHandle, type DbOptions } from '../db/client';
import { runMigrations } from '../db/migrate';

export type TestDatabase = { kind: 'pglite' | 'postgres'; open(opts?: DbOptions): Promise<DbHandle> };

/**
 * The databases API tests run on: embedded PGlite always, and PostgreSQL whenever DATABASE_URL is set,
 * each in a database of its own that is created here and dropped on close. In CI a missing or
 * unreachable PostgreSQL fails the run instead of silently skipping.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ kind: 'pglite', open: openPglite }];
  const url = process.env.DATABASE_URL;
  if (url) list.push({ kind: 'postgres', open: (opts) => openPostgres(url, opts) });
  else if (process.env.CI) throw new Error('CI must set DATABASE_URL so the API tests run on PostgreSQL too');
  return list;
}

async function openPglite(opts?: DbOptions): Promise<DbHandle> {
  const handle = await openDatabase({ memory: true }, opts);
  await runMigrations(handle);
  return handle;
}

async function openPostgres(adminUrl: string, opts?: DbOptions): Promise<DbHandle> {
  const name = `silai_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() }, opts);
  await runMigrations(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
