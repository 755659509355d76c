import type { Db } from '../../db/client';
import { mediaAssets } from '../../db/schema/media';
import { uploadSourceName } from '../../media/render';
import { storeUpload, type StoredUpload, type UploadProblem } from '../../media/upload';
import { recordAudit } from '../audit';
import { rateLimiter, type Limit } from '../core/rate-limits';
import type { AdminViewer, SignedInViewer } from '../core/viewer';

// A picture someone uploads: counted against their hourly allowance, checked and stored (src/media/upload.ts),
// its design recorded with its uploader so /media can re-render a missing rendition and a review can only
// use its own writer's photo. An admin's product picture is audited; a shopper's review photo is theirs.

/** Enough for a day's cataloguing; a script or a stolen session cannot fill the disk with renditions. */
const uploadLimit: Limit = { name: 'admin-media-upload', points: 120, windowMs: 60 * 60_000 };
/** A shopper photographs a few deliveries at a time; retries after a refusal fit well within it. */
const reviewPhotoLimit: Limit = { name: 'review-photo-upload', points: 20, windowMs: 60 * 60_000 };

export type UploadRefusal = UploadProblem | 'TOO_MANY_UPLOADS';
export type UploadResult = { ok: true; upload: StoredUpload } | { ok: false; reason: UploadRefusal };

/** The shared part: the allowance, the check by content, the stripped copy and its record. */
async function acceptPicture(
  db: Db,
  viewer: SignedInViewer,
  limit: Limit,
  mediaDir: string,
  body: Buffer,
  now: Date,
  audit: ((tx: Db, upload: StoredUpload) => Promise<void>) | null,
): Promise<UploadResult> {
  // Counted before the work: a refused file costs its decode too, so it counts as well.
  const taken = await rateLimiter(db, limit, now).take(viewer.userId);
  if (!taken.ok) return { ok: false, reason: 'TOO_MANY_UPLOADS' };
  const stored = await storeUpload(mediaDir, body);
  if (!stored.ok) return stored;
  const { key } = stored.upload;
  await db.transaction(async (tx) => {
    await tx
      .insert(mediaAssets)
      .values({ key, kind: 'product', design: { source: uploadSourceName(key) }, uploadedBy: viewer.userId });
    if (audit) await audit(tx as unknown as Db, stored.upload);
  });
  return stored;
}

/** An admin's product picture, audited. */
export function acceptUpload(
  db: Db,
  viewer: AdminViewer,
  mediaDir: string,
  body: Buffer,
  now = new Date(),
): Promise<UploadResult> {
  return acceptPicture(db, viewer, uploadLimit, mediaDir, body, now, (tx, { key, width, height, format }) =>
    recordAudit(
      tx,
      viewer,
      {
        entity: 'media',
        entityId: key,
        action: 'upload',
        before: null,
        after: { width, height, format, bytes: body.length },
      },
      now,
    ),
  );
}

/** A signed-in shopper's photo for a review: the same checks, a smaller allowance. */
export function acceptReviewPhoto(
  db: Db,
  viewer: SignedInViewer,
  mediaDir: string,
  body: Buffer,
  now = new Date(),
): Promise<UploadResult> {
  return acceptPicture(db, viewer, reviewPhotoLimit, mediaDir, body, now, null);
}
