import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { productSvg, textileSvg, type ArtworkView, type Motif, type Palette } from './artwork';
import { imageFormats, imageKinds, mediaFileName, type ImageFormat, type ImageKind } from './variants';
import { loadSharp } from './sharp-loader';

/** A generated artwork, or an admin's upload: `source` names its stripped original in mediaDir. */
export type Design = { palette: Palette; motif: Motif; view?: ArtworkView } | { source: string };

/** Where an upload's stripped original is kept: beside its renditions, under a name /media never serves. */
export const uploadSourceName = (key: string) => `${key}.source.webp`;

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

function svgFor(kind: ImageKind, design: Exclude<Design, { source: string }>): Buffer {
  const { widths, aspect } = imageKinds[kind];
  const width = Math.max(...widths);
  const height = Math.round(width / aspect);
  if (design.view)
    return Buffer.from(productSvg({ width, height, palette: design.palette, motif: design.motif, view: design.view }));
  return Buffer.from(
    textileSvg({
      width,
      height,
      palette: design.palette,
      motif: design.motif,
      pallu: kind === 'banner' ? 'right' : 'none',
    }),
  );
}

// One encode per file at a time: a burst of requests for the same missing file renders it once.
const inFlight = new Map<string, Promise<boolean>>();

/** Renders one width and format of a design into mediaDir (kept if already there). */
export function renderVariant(
  mediaDir: string,
  kind: ImageKind,
  key: string,
  design: Design,
  width: number,
  format: ImageFormat,
): Promise<boolean> {
  const file = path.join(mediaDir, mediaFileName(key, width, format));
  const running = inFlight.get(file);
  if (running) return running;
  const job = (async () => {
    if (await exists(file)) return false;
    await mkdir(mediaDir, { recursive: true });
    const height = Math.round(width / imageKinds[kind].aspect);
    const sharp = await loadSharp();
    // An upload is cut to the kind's shape from its middle (cover); an artwork is drawn in that shape.
    const resized =
      'source' in design
        ? sharp(path.join(mediaDir, design.source), { limitInputPixels: 40_000_000 }).resize(width, height, {
            fit: 'cover',
          })
        : sharp(svgFor(kind, design)).resize(width, height);
    const out =
      format === 'avif'
        ? await resized.avif({ quality: 50, effort: kind === 'product' ? 0 : 2 }).toBuffer()
        : await resized.webp({ quality: 74 }).toBuffer();
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, out);
    await rename(tmp, file);
    return true;
  })().finally(() => inFlight.delete(file));
  inFlight.set(file, job);
  return job;
}

/**
 * Renders one artwork at every width of its kind, in the formats given (both unless told), into mediaDir.
 * Files already there are kept, so a restart costs nothing and a wiped media folder is rebuilt on the next start.
 */
export async function renderArtwork(
  mediaDir: string,
  kind: ImageKind,
  key: string,
  design: Design,
  formats: readonly ImageFormat[] = imageFormats,
): Promise<number> {
  let written = 0;
  for (const width of imageKinds[kind].widths) {
    for (const format of formats) {
      if (await exists(path.join(mediaDir, mediaFileName(key, width, format)))) continue;
      await renderVariant(mediaDir, kind, key, design, width, format);
      written++;
    }
  }
  return written;
}
