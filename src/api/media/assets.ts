import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets } from '../../db/schema/media';

/** How many of these keys name product pictures the store holds (an admin's uploads or the seed's artwork). */
export async function knownProductImages(db: Db, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const known = await db
    .select({ key: mediaAssets.key })
    .from(mediaAssets)
    .where(and(inArray(mediaAssets.key, [...keys]), eq(mediaAssets.kind, 'product')));
  return known.length;
}
