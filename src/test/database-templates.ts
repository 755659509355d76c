// Vitest's global set-up (vitest.config.ts): the databases every API test file starts from, made once per
// run, each in two states: migrated, and migrated and seeded (the catalogue most API files serve, with
// the home page's artwork rendered once). Migrating a fresh PGlite is 7–11 s and seeding it 4–9 s; a copy
// of either starts in 2–4 s. Made anew on every run, never kept on disk between runs, so a migration or
// seed changed on any branch is always in the copy.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DbHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { renderSeedArtwork, seedRows } from '../db/seed';
import { templateEnv } from './databases';

async function dump(handle: DbHandle, file: string): Promise<void> {
  // drizzle keeps the driver's client on the database object; DbHandle does not name it.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const image = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
}

async function pgliteImages(plain: string, seeded: string): Promise<void> {
  const handle = await openDatabase({ memory: true });
  try {
    await runMigrations(handle);
    await dump(handle, plain);
    await seedRows(handle);
    await dump(handle, seeded);
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

/** Migrated (then seeded) PostgreSQL databases to copy with `create database … template` (no one stays connected). */
async function postgresTemplates(adminUrl: string, plain: string, seeded: string): Promise<void> {
  const open = async (name: string, fn: (h: DbHandle) => Promise<void>) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString() });
    try {
      await fn(handle);
    } finally {
      await handle.close();
    }
  };
  await admin(adminUrl, (c) => c.query(`create database ${plain}`));
  await open(plain, runMigrations);
  await admin(adminUrl, (c) => c.query(`create database ${seeded} template ${plain}`));
  await open(seeded, seedRows);
}

export default async function setup(): Promise<() => Promise<void>> {
  const tag = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const file = (state: string) => path.join(tmpdir(), `silai-test-pglite-${tag}-${state}.tar`);
  const images = { plain: file('plain'), seeded: file('seeded') };
  const media = mkdtempSync(path.join(tmpdir(), 'silai-test-seed-media-'));
  const adminUrl = process.env.DATABASE_URL;
  const names = { plain: `silai_template_${tag}`, seeded: `silai_template_${tag}_seeded` };
  const started = performance.now();
  await Promise.all([
    pgliteImages(images.plain, images.seeded),
    renderSeedArtwork(media),
    adminUrl ? postgresTemplates(adminUrl, names.plain, names.seeded) : undefined,
  ]);
  console.log(
    `test databases migrated and seeded once for this run in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // Workers are started after this and inherit the environment: src/test/databases.ts reads it there.
  process.env[templateEnv.pglite] = images.plain;
  process.env[templateEnv.pgliteSeeded] = images.seeded;
  process.env[templateEnv.seedMedia] = media;
  if (adminUrl) {
    process.env[templateEnv.postgres] = names.plain;
    process.env[templateEnv.postgresSeeded] = names.seeded;
  }
  return async () => {
    for (const f of [images.plain, images.seeded, media]) rmSync(f, { recursive: true, force: true });
    if (adminUrl)
      await admin(adminUrl, async (c) => {
        for (const n of [names.seeded, names.plain]) await c.query(`drop database if exists ${n} with (force)`);
      });
  };
}
