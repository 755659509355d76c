import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../client';
import { runMigrations } from '../migrate';
import { banners, categories, products, reviews, trustBadges } from '../schema';
import { productSeeds } from './catalogue-data/products';
import { testDatabases } from '../../test/databases';
import { seed } from './index';
import { categorySeeds } from './catalog';

const count = async (db: DbHandle, table: typeof banners | typeof categories | typeof trustBadges) =>
  (await db.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe.each(testDatabases())('seed on $kind', ({ open }) => {
  let db: DbHandle;
  let media: string;
  beforeAll(async () => {
    db = await open();
    media = await mkdtemp(path.join(tmpdir(), 'silai-seed-'));
  });
  afterAll(async () => {
    await db?.close();
    await rm(media, { recursive: true, force: true });
  });

  it('is idempotent, renders the home page images once and keeps what the store owner edited', async () => {
    const first = await seed(db, media);
    // Two banners at 3 widths and three categories at 2, each in the one format its <picture> offers first.
    expect(first.images).toBe(12);
    await db.db
      .update(banners)
      .set({ title: { en: 'Festive edit' } })
      .where(eq(banners.slug, 'your-style-your-size'));
    const second = await seed(db, media);
    expect(second.images).toBe(0);
    expect(await count(db, banners)).toBe(2);
    expect(await count(db, trustBadges)).toBe(4);
    expect(await count(db, categories)).toBe(categorySeeds.length);
    const [edited] = await db.db.select().from(banners).where(eq(banners.slug, 'your-style-your-size'));
    expect(edited!.title).toEqual({ en: 'Festive edit' });
    expect((await readdir(media)).filter((f) => f.endsWith('.avif'))).toHaveLength(12);
  });

  it("marks its invented reviews as sample data, also those an earlier seed wrote unmarked, and leaves shoppers' reviews alone", async () => {
    const reviewCount = productSeeds.reduce((n, p) => n + p.reviews.length, 0);
    const marks = async () =>
      (
        await db.db
          .select({ sample: reviews.sample, n: sql<number>`count(*)::int` })
          .from(reviews)
          .groupBy(reviews.sample)
      ).map((r) => [r.sample, r.n]);
    expect(await marks()).toEqual([[true, reviewCount]]);
    // A database seeded before reviews had the mark, and a real review since.
    await db.db.update(reviews).set({ sample: false });
    const [p] = await db.db.select({ id: products.id }).from(products).limit(1);
    await db.db
      .insert(reviews)
      .values({ productId: p!.id, author: 'Asha', rating: 5, title: 'Lovely drape', body: 'Bought it for my sister.' });
    await seed(db, media);
    expect((await marks()).sort()).toEqual([
      [false, 1],
      [true, reviewCount],
    ]);
  });

  it('links child categories to their parents', async () => {
    const rows = await db.db.select().from(categories);
    const sarees = rows.find((c) => c.slug === 'sarees')!;
    expect(
      rows
        .filter((c) => c.parentId === sarees.id)
        .map((c) => c.slug)
        .sort(),
    ).toEqual(['cotton-sarees', 'georgette-chiffon-sarees', 'linen-sarees', 'silk-sarees']);
  });
});

describe('embedded database on disk', () => {
  it('keeps its data across a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'silai-data-'));
    try {
      const first = await openDatabase({ dataDir });
      await runMigrations(first);
      await seed(first, path.join(dataDir, 'media'));
      await first.db.update(banners).set({ discount: 40 }).where(eq(banners.slug, 'tailored-fashion-advice'));
      await first.close();

      const again = await openDatabase({ dataDir });
      await runMigrations(again);
      const { images } = await seed(again, path.join(dataDir, 'media'));
      const [b] = await again.db.select().from(banners).where(eq(banners.slug, 'tailored-fashion-advice'));
      expect(b!.discount).toBe(40);
      expect(images).toBe(0);
      await again.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
