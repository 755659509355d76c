import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets } from '../../db/schema/media';
import { uploadSourceName } from '../../media/render';
import { removeUploadFiles, storeUpload, type StoredUpload, type UploadProblem } from '../../media/upload';
import { recordAudit } from '../audit';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import { rateLimiter, type Limit } from '../core/rate-limits';
import type { AdminViewer, SignedInViewer } from '../core/viewer';

// A picture someone uploads: counted against their hourly allowance, checked and stored (src/media/upload.ts),
// its design recorded with its uploader so /media can re-render a missing rendition and a review can only
// use its own writer's photo. An admin's product picture is audited; a shopper's review photo is theirs, and
// what a shopper keeps stored unused (photos not on a review yet) is bounded. Nothing uses a new upload:
// it is private until a row names it, and swept if none does in time (uses.ts, sweeper.ts).

/** Enough for a day's cataloguing; a script or a stolen session cannot fill the disk with renditions. */
const uploadLimit: Limit = { name: 'admin-media-upload', points: 120, windowMs: 60 * 60_000 };
/** A shopper photographs a few deliveries at a time; retries after a refusal fit well within it. */
const reviewPhotoLimit: Limit = { name: 'review-photo-upload', points: 20, windowMs: 60 * 60_000 };

export type UploadRefusal = UploadProblem | 'TOO_MANY_UPLOADS' | 'TOO_MUCH_PENDING';
export type UploadResult = { ok: true; upload: StoredUpload } | { ok: false; reason: UploadRefusal };

/** The bytes of this uploader's uploads nothing uses. */
async function pendingBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | null>`sum(${mediaAssets.bytes})` })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.uploadedBy, userId), eq(mediaAssets.uses, 0), isNotNull(mediaAssets.uploadedBy)));
  return Number(row?.bytes ?? 0);
}

/** The shared part: the allowance, the bound on what waits unused, the check by content, the copy and its record. */
async function acceptPicture(
  db: Db,
  viewer: SignedInViewer,
  limit: Limit,
  maxPendingBytes: number | null,
  mediaDir: string,
  body: Buffer,
  now: Date,
  audit: ((tx: Db, upload: StoredUpload) => Promise<void>) | null,
): Promise<UploadResult> {
  // Counted before the work: a refused file costs its decode too, so it counts as well.
  const taken = await rateLimiter(db, limit, now).take(viewer.userId);
  if (!taken.ok) return { ok: false, reason: 'TOO_MANY_UPLOADS' };
  // Refused before the decode when already full; checked again exactly, under the uploader's lock, below.
  if (maxPendingBytes !== null && (await pendingBytes(db, viewer.userId)) >= maxPendingBytes)
    return { ok: false, reason: 'TOO_MUCH_PENDING' };
  const stored = await storeUpload(mediaDir, body);
  if (!stored.ok) return stored;
  const { key, bytes } = stored.upload;
  const saved = await inTransaction(db, async (tx, refuse: Refuse<'TOO_MUCH_PENDING'>) => {
    if (maxPendingBytes !== null) {
      // One upload of this uploader at a time past this point, so two at once cannot both fit the bound.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`media-bytes:${viewer.userId}`}))`);
      if ((await pendingBytes(tx, viewer.userId)) + bytes > maxPendingBytes) refuse('TOO_MUCH_PENDING');
    }
    await tx.insert(mediaAssets).values({
      key,
      kind: 'product',
      design: { source: uploadSourceName(key) },
      uploadedBy: viewer.userId,
      createdAt: now,
      bytes,
      uses: 0,
      unusedSince: now,
    });
    if (audit) await audit(tx, stored.upload);
  }).catch(async (error: unknown) => {
    await removeUploadFiles(mediaDir, key);
    throw error;
  });
  if (saved instanceof Refused) {
    await removeUploadFiles(mediaDir, key);
    return { ok: false, reason: saved.answer };
  }
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
  return acceptPicture(db, viewer, uploadLimit, null, mediaDir, body, now, (tx, { key, width, height, format }) =>
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

/**
 * A signed-in shopper's photo for a review: the same checks, a smaller allowance, and at most
 * `maxPendingBytes` of their photos stored while no review shows them.
 */
export function acceptReviewPhoto(
  db: Db,
  viewer: SignedInViewer,
  mediaDir: string,
  body: Buffer,
  maxPendingBytes: number,
  now = new Date(),
): Promise<UploadResult> {
  return acceptPicture(db, viewer, reviewPhotoLimit, maxPendingBytes, mediaDir, body, now, null);
}
