import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets } from '../../db/schema/media';
import { log } from '../../log';
import { renderVariant, type Design } from '../../media/render';
import { imageFormats, imageKinds, parseMediaName, type ImageKind } from '../../media/variants';

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
    // Unknown keys are not remembered: a bot asking for millions of names must not grow the map.
    if (found) known.set(key, found);
    return found;
  }
  return {
    async ensure(name: string): Promise<boolean> {
      const parsed = parseMediaName(name);
      if (!parsed) return false;
      const a = await asset(parsed.key);
      if (!a || !(imageKinds[a.kind].widths as readonly number[]).includes(parsed.width)) return false;
      await renderVariant(mediaDir, a.kind, parsed.key, a.design, parsed.width, parsed.format);
      return true;
    },
    /** Renders every missing file, one at a time, so a running store warms its media without stalling requests. */
    async prerender(signal?: AbortSignal): Promise<number> {
      const rows = await db.select().from(mediaAssets);
      let written = 0;
      const started = Date.now();
      for (const row of rows) {
        if (!isKind(row.kind)) continue;
        for (const width of imageKinds[row.kind].widths) {
          for (const format of imageFormats) {
            if (signal?.aborted) return written;
            if (await renderVariant(mediaDir, row.kind, row.key, row.design, width, format)) written++;
          }
        }
      }
      log.info('media: prerender finished', { files: written, ms: Date.now() - started });
      return written;
    },
  };
}

export type MediaRenderer = ReturnType<typeof createMediaRenderer>;
