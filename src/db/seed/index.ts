import { eq, sql } from 'drizzle-orm';
import { firstFormat } from '../../lib/media-url';
import { renderArtwork } from '../../media/render';
import type { DbHandle } from '../client';
import { banners, categories, mediaAssets, trustBadges } from '../schema';
import { categorySeeds } from './catalog';
import { seedCatalogue } from './catalogue';
import { seedTailoringOptions } from './tailoring';
import { bannerSeeds, trustBadgeSeeds } from './storefront';

/**
 * Idempotent: inserts what is missing by slug and never overwrites a row the store owner may have
 * edited. Home-page artwork is rendered here (it is on the first page anyone sees), in the format its
 * <picture> offers first; the other format, and every other picture, on first request. Unless
 * MEDIA_PRERENDER=false the first listing page's cards follow in the background after start
 * (`prerender` in src/api/media/on-demand.ts, started by src/server/start.ts).
 */
export async function seed(handle: DbHandle, mediaDir: string): Promise<{ images: number }> {
  await seedRows(handle);
  return { images: await renderSeedArtwork(mediaDir) };
}

/** The rows of seed(), without its pictures (the tests' seeded template copies pictures rendered once). */
export async function seedRows(handle: DbHandle): Promise<void> {
  const { db } = handle;
  await db.transaction(async (tx) => {
    for (const b of bannerSeeds) {
      const { art: _art, ...row } = b;
      await tx
        .insert(banners)
        .values({ ...row, imageKey: `banner-${b.slug}` })
        .onConflictDoNothing({ target: banners.slug });
    }
    for (const t of trustBadgeSeeds) {
      await tx.insert(trustBadges).values(t).onConflictDoNothing({ target: trustBadges.slug });
    }
    // Parents are listed before children, so each parent's id exists when its children arrive.
    for (const c of categorySeeds) {
      const parentId = c.parent
        ? (await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, c.parent)))[0]?.id
        : null;
      if (c.parent && parentId === undefined) throw new Error(`seed: parent category ${c.parent} missing`);
      await tx
        .insert(categories)
        .values({
          slug: c.slug,
          parentId,
          position: c.position,
          name: c.name,
          description: c.description,
          imageKey: c.art ? `category-${c.slug}` : null,
        })
        .onConflictDoNothing({ target: categories.slug });
    }
    const assets = [
      ...bannerSeeds.map((b) => ({ key: `banner-${b.slug}`, kind: 'banner', design: b.art })),
      ...categorySeeds.flatMap((c) => (c.art ? [{ key: `category-${c.slug}`, kind: 'category', design: c.art }] : [])),
    ];
    await tx.insert(mediaAssets).values(assets).onConflictDoNothing({ target: mediaAssets.key });
    await seedCatalogue(tx);
    await seedTailoringOptions(tx);
  });
  await db.execute(sql`analyze`);
}

/** The home page's artwork, in the format its <picture> offers first. */
export async function renderSeedArtwork(mediaDir: string): Promise<number> {
  let images = 0;
  for (const b of bannerSeeds) {
    const key = `banner-${b.slug}`;
    images += await renderArtwork(mediaDir, 'banner', key, b.art, [firstFormat(key)]);
  }
  for (const c of categorySeeds) {
    const key = `category-${c.slug}`;
    if (c.art) images += await renderArtwork(mediaDir, 'category', key, c.art, [firstFormat(key)]);
  }
  return images;
}
