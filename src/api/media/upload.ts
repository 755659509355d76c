import type { Db } from '../../db/client';
import { mediaAssets } from '../../db/schema/media';
import { uploadSourceName } from '../../media/render';
import { storeUpload, type StoredUpload, type UploadProblem } from '../../media/upload';
import { recordAudit } from '../audit';
import { rateLimiter, type Limit } from '../core/rate-limits';
import type { AdminViewer } from '../core/viewer';

// An admin's picture upload: counted against their hourly allowance, stored (src/media/upload.ts), its
// design recorded so /media can re-render a missing rendition, and audited.

/** Enough for a day's cataloguing; a script or a stolen session cannot fill the disk with renditions. */
const uploadLimit: Limit = { name: 'admin-media-upload', points: 120, windowMs: 60 * 60_000 };

export type UploadRefusal = UploadProblem | 'TOO_MANY_UPLOADS';
export type UploadResult = { ok: true; upload: StoredUpload } | { ok: false; reason: UploadRefusal };

export async function acceptUpload(
  db: Db,
  viewer: AdminViewer,
  mediaDir: string,
  body: Buffer,
  now = new Date(),
): Promise<UploadResult> {
  // Counted before the work: a refused file costs its decode too, so it counts as well.
  const taken = await rateLimiter(db, uploadLimit, now).take(viewer.userId);
  if (!taken.ok) return { ok: false, reason: 'TOO_MANY_UPLOADS' };
  const stored = await storeUpload(mediaDir, body);
  if (!stored.ok) return stored;
  const { key, width, height, format } = stored.upload;
  await db.transaction(async (tx) => {
    await tx.insert(mediaAssets).values({ key, kind: 'product', design: { source: uploadSourceName(key) } });
    await recordAudit(
      tx as unknown as Db,
      viewer,
      {
        entity: 'media',
        entityId: key,
        action: 'upload',
        before: null,
        after: { width, height, format, bytes: body.length },
      },
      now,
    );
  });
  return stored;
}
