import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { seedTestDatabase } from '../../test/seed-copy';
import { testDatabases } from '../../test/databases';
import { firstListingPictureKeys } from './first-pages';
import { listProducts } from './listing';

describe.each(testDatabases())('the first listing pages’ pictures on $kind', ({ open }) => {
  let db: DbHandle;
  let media: string;
  beforeAll(async () => {
    db = await open({ seeded: true });
    media = await mkdtemp(path.join(tmpdir(), 'silai-first-pages-'));
    await seedTestDatabase(db, media);
  });
  afterAll(async () => {
    await db?.close();
    await rm(media, { recursive: true, force: true });
  });

  it('are the card pictures of the first page of /sarees, /fabrics and /tailoring, in the order shown', async () => {
    const keys = await firstListingPictureKeys(db.db);
    const page = async (kind: 'saree' | 'fabric' | 'service', category: string) =>
      (await listProducts(db.db, { kind, category, page: 1, perPage: 24 })).items.map((p) => p.imageKeys[0]);
    const expected = [
      ...(await page('saree', 'sarees')),
      ...(await page('fabric', 'fabrics')),
      ...(await page('service', 'tailoring')),
    ];
    expect(keys).toEqual([...new Set(expected)]);
    expect(keys.length).toBeGreaterThan(24);
    expect(keys.length).toBeLessThanOrEqual(72);
  });
});
