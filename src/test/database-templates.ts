// Vitest's global set-up (vitest.config.ts): the migrated databases every API test file starts from, made
// once per run. Migrating a fresh database is most of an API file's set-up (PGlite: an empty start and 29
// migrations, 7–11 s; a copy of a migrated one starts in 2–4 s). Made anew on every run, never kept on
// disk between runs, so a migration added or changed on any branch is always in the copy.
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { templateEnv } from './databases';

async function pgliteImage(file: string): Promise<void> {
  const handle = await openDatabase({ memory: true });
  try {
    await runMigrations(handle);
    // drizzle keeps the driver's client on the database object; DbHandle does not name it.
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const image = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

async function admin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A migrated PostgreSQL database to copy with `create database … template` (no one stays connected to it). */
async function postgresTemplate(adminUrl: string, name: string): Promise<void> {
  await admin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  const tag = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const file = path.join(tmpdir(), `silai-test-pglite-${tag}.tar`);
  const adminUrl = process.env.DATABASE_URL;
  const name = `silai_template_${tag}`;
  const started = performance.now();
  await Promise.all([pgliteImage(file), adminUrl ? postgresTemplate(adminUrl, name) : undefined]);
  console.log(`test databases migrated once for this run in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Workers are started after this and inherit the environment: src/test/databases.ts reads it there.
  process.env[templateEnv.pglite] = file;
  if (adminUrl) process.env[templateEnv.postgres] = name;
  return async () => {
    rmSync(file, { force: true });
    if (adminUrl) await admin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  };
}
