import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets } from '../../db/schema/media';
import { log } from '../../log';
import { firstFormat } from '../../lib/media-url';
import { renderVariant, type Design } from '../../media/render';
import { imageKinds, parseMediaName, type ImageKind } from '../../media/variants';
import { mediaAccess, uploadKeyPattern } from './uses';

/**
 * The widths a listing card's picture is drawn from (ProductCard's sizes: at most 224 CSS px, so the
 * 320 px file at 1x and on phones, the 640 px one at 2x or 3x).
 */
const cardWidths = [320, 640] as const;

type Asset = { kind: ImageKind; design: Design };

const isKind = (k: string): k is ImageKind => k in imageKinds;

/**
 * Renders a missing media file the first time it is asked for, from the design the seed stored.
 * Only names of known assets at their kind's widths are rendered, so a stranger cannot make the
 * server encode arbitrary images.
 */
export function createMediaRenderer(db: Db, mediaDir: string) {
  const known = new Map<string, Asset | null>();
  async function asset(key: string): Promise<Asset | null> {
    if (known.has(key)) return known.get(key)!;
    const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.key, key));
    const found = row && isKind(row.kind) ? { kind: row.kind, design: row.design } : null;
    // Unknown keys are not remembered: a bot asking for millions of names must not grow the map. Nor are
    // uploads: the sweeper deletes them, and a process must not cut renditions of one it remembers.
    if (found && !uploadKeyPattern.test(key)) known.set(key, found);
    return found;
  }
  return {
    async ensure(name: string): Promise<boolean> {
      const parsed = parseMediaName(name);
      if (!parsed) return false;
      const a = await asset(parsed.key);
      if (!a || !(imageKinds[a.kind].widths as readonly number[]).includes(parsed.width)) return false;
      try {
        await renderVariant(mediaDir, a.kind, parsed.key, a.design, parsed.width, parsed.format);
      } catch (error) {
        // An upload whose original the sweeper has just deleted: answered like any unknown name.
        if ('source' in a.design) return false;
        throw error;
      }
      return true;
    },
    /** Whether /media serves a picture to everyone, privately, or not at all (uses.ts). */
    access: (key: string) => mediaAccess(db, key),
    /**
     * Renders the given pictures' card widths in the format their <picture> offers first, one file at a
     * time in the order given, so a running store warms its first pages without stalling requests;
     * everything else waits for its first request.
     */
    async prerender(keys: readonly string[], signal?: AbortSignal): Promise<number> {
      if (keys.length === 0) return 0;
      const rows = await db
        .select()
        .from(mediaAssets)
        .where(inArray(mediaAssets.key, [...keys]));
      const byKey = new Map(rows.map((r) => [r.key, r]));
      let written = 0;
      const started = Date.now();
      for (const key of keys) {
        const row = byKey.get(key);
        if (!row || !isKind(row.kind)) continue;
        const widths = (imageKinds[row.kind].widths as readonly number[]).filter((w) =>
          (cardWidths as readonly number[]).includes(w),
        );
        for (const width of widths) {
          if (signal?.aborted) return written;
          if (await renderVariant(mediaDir, row.kind, key, row.design, width, firstFormat(key))) written++;
        }
      }
      log.info('media: prerender finished', { files: written, ms: Date.now() - started });
      return written;
    },
  };
}

export type MediaRenderer = ReturnType<typeof createMediaRenderer>;
