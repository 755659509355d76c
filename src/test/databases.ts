import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DbHandle, type DbOptions } from '../db/client';
import { runMigrations } from '../db/migrate';

/** `seeded`: start from the seeded catalogue (what startTestServer would seed), copied, not seeded again. */
type TestOpenOptions = DbOptions & { seeded?: boolean };
export type TestDatabase = { kind: 'pglite' | 'postgres'; open(opts?: TestOpenOptions): Promise<DbHandle> };

/**
 * Where vitest's global set-up (src/test/database-templates.ts) left this run's migrated databases.
 * Without them (a bench, another config) every open migrates an empty database itself, as before.
 */
export const templateEnv = {
  pglite: 'SILAI_TEST_PGLITE_IMAGE',
  pgliteSeeded: 'SILAI_TEST_PGLITE_SEEDED_IMAGE',
  postgres: 'SILAI_TEST_PG_TEMPLATE',
  postgresSeeded: 'SILAI_TEST_PG_SEEDED_TEMPLATE',
  seedMedia: 'SILAI_TEST_SEED_MEDIA',
} as const;

// The handles that hold a copy of the seeded template: startTestServer copies the artwork rendered once
// for them instead of seeding.
const seededCopies = new WeakSet<DbHandle>();

/** Where the seeded copy's artwork is, if `db` was opened from the seeded template; else null. */
export function seededArtwork(db: DbHandle): string | null {
  return seededCopies.has(db) ? (process.env[templateEnv.seedMedia] ?? null) : null;
}

function marked(handle: DbHandle, seeded: boolean): DbHandle {
  if (seeded) seededCopies.add(handle);
  return handle;
}

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

/**
 * One database, for suites whose outcome does not depend on the driver (the gateway's handling of
 * hostile input: parsing, limits, masking, before any SQL runs): PostgreSQL when DATABASE_URL is set,
 * as in production, else PGlite. Everything that touches SQL semantics uses testDatabases().
 */
export function gatewayDatabase(): TestDatabase[] {
  const all = testDatabases();
  return [all.find((d) => d.kind === 'postgres') ?? all[0]!];
}

const images = new Map<string, Blob>();

async function openPglite({ seeded = false, ...opts }: TestOpenOptions = {}): Promise<DbHandle> {
  const file = process.env[seeded ? templateEnv.pgliteSeeded : templateEnv.pglite];
  if (file) {
    // Read once per test file's process; each open still gets a database of its own.
    let image = images.get(file);
    if (!image) images.set(file, (image = new Blob([readFileSync(file)])));
    return marked(await openDatabase({ memory: true, image }, opts), seeded);
  }
  // No templates (a bench, another config): migrate here, and startTestServer seeds as it always did.
  const handle = await openDatabase({ memory: true }, opts);
  await runMigrations(handle);
  return handle;
}

async function openPostgres(adminUrl: string, { seeded = false, ...opts }: TestOpenOptions = {}): Promise<DbHandle> {
  const name = `silai_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = process.env[seeded ? templateEnv.postgresSeeded : templateEnv.postgres];
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() }, opts);
  if (!template) await runMigrations(handle);
  return marked(
    {
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
    },
    seeded && !!template,
  );
}

/**
 * A second handle on a test database, as a second store process has: on PostgreSQL a pool of its own on
 * the same database; PGlite is one connection, so its handle is shared. Close it only when it differs.
 */
export async function secondHandle(db: DbHandle, kind: TestDatabase['kind']): Promise<DbHandle> {
  if (kind !== 'postgres') return db;
  const named = (await db.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${named.rows[0]!.name}`;
  return openDatabase({ url: url.toString() });
}
