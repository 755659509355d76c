// Hostile timing around uploads: two store processes sweeping at once, an attach racing the sweep, and a
// file left on disk for an upload already deleted. On PostgreSQL the pool runs the transactions side by side
// (row locks, `for update skip locked`); on PGlite one after another. Either way no upload is deleted twice,
// none a row still names is deleted, and /media serves nothing the database no longer knows.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnusedUploads } from '../../api/media/sweeper';
import { useUploads } from '../../api/media/uses';
import type { Db, DbHandle } from '../../db/client';
import { mediaAssets } from '../../db/schema/media';
import { users } from '../../db/schema/identity';
import { uploadFileNames } from '../../media/upload';
import { mediaFileName } from '../../media/variants';
import { testDatabases } from '../databases';
import { startTestServer, type TestServer } from '../gateway-server';

const hour = 3_600_000;

describe.each(testDatabases())('hostile upload timing on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let dir: string;
  let uploader: string;

  beforeAll(async () => {
    db = await open();
    server = await startTestServer(db, { seed: false });
    dir = server.mediaDir;
    const [u] = await db.db
      .insert(users)
      .values({ phone: `+9198${String(process.pid % 1000).padStart(3, '0')}77001`, name: 'Uploader' })
      .returning();
    uploader = u!.id;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  /** `n` uploads nothing uses, unused since two days ago, each with its nine files on disk. */
  const unused = async (n: number) => {
    const keys = Array.from({ length: n }, () => `up-${randomBytes(12).toString('hex')}`);
    const since = new Date(Date.now() - 48 * hour);
    await mkdir(dir, { recursive: true });
    for (const key of keys)
      for (const name of uploadFileNames(key)) await writeFile(path.join(dir, name), 'not really a picture');
    await db.db.insert(mediaAssets).values(
      keys.map((key) => ({
        key,
        kind: 'product',
        design: { source: `${key}.source.webp` },
        uploadedBy: uploader,
        createdAt: since,
        bytes: 9 * 20,
        unusedSince: since,
      })),
    );
    return keys;
  };
  const filesLeft = async (keys: string[]) =>
    (await readdir(dir)).filter((f) => keys.some((k) => f.startsWith(`${k}-`) || f.startsWith(`${k}.`))).length;
  const sweep = () => sweepUnusedUploads(db.db, dir, 6 * hour, new Date());

  it('two sweeps at once delete each upload once, files and rows, and neither fails', async () => {
    const keys = await unused(45);
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect(a + b).toBe(45);
    expect(await db.db.select().from(mediaAssets).where(inArray(mediaAssets.key, keys))).toEqual([]);
    expect(await filesLeft(keys)).toBe(0);
  });

  it('an attach racing the sweep either keeps its upload whole or is refused: never a row naming nothing', async () => {
    const keys = await unused(12);
    const attached = await Promise.all([
      sweep(),
      ...keys.map((k) => db.db.transaction((tx) => useUploads(tx as unknown as Db, [k]))),
    ]).then(([, ...r]) => r as boolean[]);
    const rows = await db.db.select().from(mediaAssets).where(inArray(mediaAssets.key, keys));
    for (const [i, key] of keys.entries()) {
      const row = rows.find((r) => r.key === key);
      if (attached[i]) {
        expect(row).toMatchObject({ uses: 1, unusedSince: null });
        expect(await filesLeft([key])).toBe(9);
      } else {
        expect(row).toBeUndefined();
        expect(await filesLeft([key])).toBe(0);
      }
    }
    // What was attached stays through any later sweep.
    await sweep();
    const kept = keys.filter((_, i) => attached[i]);
    expect(await filesLeft(kept)).toBe(kept.length * 9);
  });

  it('answers 404 for a file left behind by an upload the database no longer knows', async () => {
    const key = `up-${randomBytes(12).toString('hex')}`;
    await writeFile(path.join(dir, mediaFileName(key, 320, 'webp')), 'left behind');
    const res = await fetch(`${server.url}/media/${mediaFileName(key, 320, 'webp')}`);
    expect(res.status).toBe(404);
    // Artwork's files are served as before, without asking the database: only uploads are looked up.
    await writeFile(path.join(dir, 'p-hostile-art-1-320.webp'), 'artwork');
    const art = await fetch(`${server.url}/media/p-hostile-art-1-320.webp`);
    expect(art.status).toBe(200);
    expect(art.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
