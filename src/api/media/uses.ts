import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets } from '../../db/schema/media';

// How many rows use each upload, kept by the domains whose rows name one (catalog: a product's pictures
// and a review's photo; checkout: an order line's picture) in the same transaction as the row. An upload
// nothing uses is private until it is used, and deleted by the sweeper once unused for a while (sweeper.ts).

/** The shape of an upload's key; generated artwork has others and is never counted or deleted. */
export const uploadKeyPattern = /^up-[0-9a-f]{24}$/;

/** Each upload among `keys` with how many times it is named (an order may picture one product twice). */
function counted(keys: readonly string[]): Map<number, string[]> {
  const times = new Map<string, number>();
  for (const k of keys) if (uploadKeyPattern.test(k)) times.set(k, (times.get(k) ?? 0) + 1);
  const byTimes = new Map<number, string[]>();
  for (const [k, n] of times) byTimes.set(n, [...(byTimes.get(n) ?? []), k]);
  return byTimes;
}

/**
 * Locks the uploads' rows in key order before they are counted: the counts go in groups by how often each
 * key is named, so two orders naming the same two uploads would otherwise lock them in opposite orders
 * and deadlock on PostgreSQL.
 */
async function lockInKeyOrder(tx: Db, keys: readonly string[]): Promise<void> {
  const uploads = [...new Set(keys.filter((k) => uploadKeyPattern.test(k)))].sort();
  if (uploads.length < 2) return;
  await tx
    .select({ key: mediaAssets.key })
    .from(mediaAssets)
    .where(inArray(mediaAssets.key, uploads))
    .orderBy(mediaAssets.key)
    .for('update');
}

/**
 * Counts a use of every upload named in rows being written: false when one is not there. An upload swept
 * meanwhile is not (the sweeper holds its row locked while it deletes), so a caller that needs the picture
 * refuses and its transaction writes nothing.
 */
export async function useUploads(tx: Db, keys: readonly string[]): Promise<boolean> {
  await lockInKeyOrder(tx, keys);
  let all = true;
  for (const [n, group] of counted(keys)) {
    const rows = await tx
      .update(mediaAssets)
      .set({ uses: sql`${mediaAssets.uses} + ${n}`, unusedSince: null })
      .where(inArray(mediaAssets.key, group))
      .returning({ key: mediaAssets.key });
    if (rows.length !== group.length) all = false;
  }
  return all;
}

/** Counts a use less of every upload named in rows no longer naming it; one nothing uses from now waits for the sweeper. */
export async function releaseUploads(tx: Db, keys: readonly string[], now: Date): Promise<void> {
  await lockInKeyOrder(tx, keys);
  for (const [n, group] of counted(keys)) {
    await tx
      .update(mediaAssets)
      .set({
        uses: sql`greatest(${mediaAssets.uses} - ${n}, 0)`,
        unusedSince: sql`case when ${mediaAssets.uses} - ${n} <= 0 then ${now.toISOString()}::timestamptz else ${mediaAssets.unusedSince} end`,
      })
      .where(inArray(mediaAssets.key, group));
  }
}

/**
 * What /media answers for a picture: `public` (artwork, and an upload something uses: cached by anyone),
 * `private` (an upload nothing uses yet, or no more: served to whoever has its unguessable address but kept
 * by no shared cache and no search engine) or `gone` (an upload deleted: 404 even if a file was left behind).
 */
export async function mediaAccess(db: Db, key: string): Promise<'public' | 'private' | 'gone'> {
  if (!uploadKeyPattern.test(key)) return 'public';
  const [row] = await db.select({ uses: mediaAssets.uses }).from(mediaAssets).where(eq(mediaAssets.key, key));
  return !row ? 'gone' : row.uses > 0 ? 'public' : 'private';
}
