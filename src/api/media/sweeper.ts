import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets } from '../../db/schema/media';
import { log } from '../../log';
import { removeUploadFiles } from '../../media/upload';

// Uploads nothing uses for `unusedMs` (never attached, or released by the last row naming them) are
// deleted, files and row. Several store processes may sweep the same database and media folder: each
// batch takes its rows `for update skip locked`, so one upload is deleted by one process, and a row
// being attached meanwhile (locked by the attaching transaction) is left alone.

const batchSize = 20;
/** At most this many batches a pass: a backlog is worked off over several passes, not in one long one. */
const maxBatches = 25;

/** One pass: every upload unused since before `now - unusedMs`; answers how many were deleted. */
export async function sweepUnusedUploads(db: Db, mediaDir: string, unusedMs: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - unusedMs);
  let swept = 0;
  for (let round = 0; round < maxBatches; round++) {
    const keys = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const due = await tx
        .select({ key: mediaAssets.key })
        .from(mediaAssets)
        .where(and(isNotNull(mediaAssets.uploadedBy), eq(mediaAssets.uses, 0), lte(mediaAssets.unusedSince, cutoff)))
        .orderBy(asc(mediaAssets.unusedSince))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const names = due.map((d) => d.key);
      // The files go first, under the rows' locks: should a removal fail, the row stays for the next pass,
      // so no row is ever gone while its files are left on disk unknown.
      for (const key of names) await removeUploadFiles(mediaDir, key);
      if (names.length > 0) await tx.delete(mediaAssets).where(inArray(mediaAssets.key, names));
      return names;
    });
    // Again after the commit: a rendition cut by a request that read the original just before it went.
    for (const key of keys) await removeUploadFiles(mediaDir, key);
    swept += keys.length;
    if (keys.length < batchSize) break;
  }
  return swept;
}

/**
 * Sweeps every `everyMs` (ten minutes unless told); the stop function clears the timer and waits for a
 * pass under way, so the database is never closed under it.
 */
export function startUploadSweeper(
  db: Db,
  mediaDir: string,
  unusedMs: number,
  now: () => Date = () => new Date(),
  everyMs = 10 * 60_000,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepUnusedUploads(db, mediaDir, unusedMs, now())
      .then((n) => void (n && log.info('media: unused uploads deleted', { count: n })))
      .catch((error: unknown) => log.warn('media: upload sweep failed', { error: String(error) }))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
