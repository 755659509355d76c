import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets } from '../../db/schema/media';

/** Whether `key` is a picture this user uploaded: a review may show only its own writer's photo. */
export async function uploadedBy(db: Db, key: string, userId: string): Promise<boolean> {
  if (!/^up-[0-9a-f]{24}$/.test(key)) return false;
  const [row] = await db
    .select({ key: mediaAssets.key })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.key, key), eq(mediaAssets.uploadedBy, userId)));
  return row !== undefined;
}
