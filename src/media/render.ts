import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { textileSvg, type Motif, type Palette } from './artwork';
import { imageFormats, imageKinds, mediaFileName, type ImageKind } from './variants';

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Renders one artwork at every width and format of its kind into mediaDir. Files already there are
 * kept, so a restart costs nothing and a wiped media folder is rebuilt on the next start.
 */
export async function renderArtwork(
  mediaDir: string,
  kind: ImageKind,
  key: string,
  design: { palette: Palette; motif: Motif },
): Promise<number> {
  await mkdir(mediaDir, { recursive: true });
  const { widths, aspect } = imageKinds[kind];
  const largest = Math.max(...widths);
  let written = 0;
  let svg: Buffer | undefined;
  for (const width of widths) {
    for (const format of imageFormats) {
      const file = path.join(mediaDir, mediaFileName(key, width, format));
      if (await exists(file)) continue;
      svg ??= Buffer.from(
        textileSvg({
          width: largest,
          height: Math.round(largest / aspect),
          ...design,
          pallu: kind === 'banner' ? 'right' : 'none',
        }),
      );
      const resized = sharp(svg).resize(width, Math.round(width / aspect));
      const out =
        format === 'avif' ? await resized.avif({ quality: 50, effort: 2 }).toBuffer() : await resized.webp({ quality: 72 }).toBuffer();
      await writeFile(file, out);
      written++;
    }
  }
  return written;
}
