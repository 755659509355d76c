import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metadata, OutputInfo } from 'sharp';
import { loadSharp } from './sharp-loader';
import { renderArtwork, uploadSourceName } from './render';
import { imageFormats, imageKinds, mediaFileName } from './variants';

// A picture an admin uploads for a product. Only the four raster formats browsers draw are taken, checked by
// what the bytes are (sharp reads the header), never by the file's name or the type the browser claims.
// Nothing of the original file is kept: it is turned upright, re-encoded without its EXIF/GPS/ICC data, and
// that stripped copy is what the renditions are cut from (again, should one go missing).

export const uploadLimits = {
  maxBytes: 10 * 1024 * 1024,
  /** Refused before decoding: a small file can hold a 100-megapixel picture of one colour. */
  maxPixels: 40_000_000,
  /** The shortest side a product picture can have and still fill the 960 px rendition fairly. */
  minEdge: 160,
  /** The stripped original is kept at most this long on its longest side. */
  sourceEdge: 2400,
} as const;

export type UploadProblem = 'NOT_AN_IMAGE' | 'UNSUPPORTED_FORMAT' | 'TOO_MANY_PIXELS' | 'TOO_SMALL';
/** `bytes`: what its files take on disk, the original and every rendition. */
export type StoredUpload = { key: string; width: number; height: number; format: string; bytes: number };

const sharpOptions = { limitInputPixels: uploadLimits.maxPixels, failOn: 'error' } as const;

/** What the bytes are: jpeg, png, webp or avif, or the reason they are refused. */
async function formatOf(body: Buffer): Promise<{ format: string } | { problem: UploadProblem }> {
  let meta: Metadata;
  try {
    meta = await (await loadSharp())(body, sharpOptions).metadata();
  } catch (error) {
    return { problem: /pixel limit/i.test(String(error)) ? 'TOO_MANY_PIXELS' : 'NOT_AN_IMAGE' };
  }
  // AVIF reads as HEIF with AV1 inside; HEIC (HEVC) and the other HEIF flavours are not drawn by browsers.
  const format = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : 'heic') : meta.format;
  if (!['jpeg', 'png', 'webp', 'avif'].includes(format)) return { problem: 'UNSUPPORTED_FORMAT' };
  const { width = 0, height = 0 } = meta;
  if (width * height > uploadLimits.maxPixels) return { problem: 'TOO_MANY_PIXELS' };
  if (Math.min(width, height) < uploadLimits.minEdge) return { problem: 'TOO_SMALL' };
  return { format };
}

/** Every file an upload keeps: its stripped original and each product rendition. */
export function uploadFileNames(key: string): string[] {
  const renditions = imageKinds.product.widths.flatMap((w) => imageFormats.map((f) => mediaFileName(key, w, f)));
  return [uploadSourceName(key), ...renditions];
}

/** What an upload's files take on disk now (a file missing counts nothing). */
async function bytesOf(mediaDir: string, key: string): Promise<number> {
  const sizes = await Promise.all(
    uploadFileNames(key).map((n) =>
      stat(path.join(mediaDir, n)).then(
        (i) => i.size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

/** Deletes an upload's files; one already gone is no error. */
export async function removeUploadFiles(mediaDir: string, key: string): Promise<void> {
  await Promise.all(uploadFileNames(key).map((n) => rm(path.join(mediaDir, n), { force: true })));
}

/** A fresh key nobody can guess, in the shape /media serves (`up-` and 24 hex digits). */
const uploadKey = () => `up-${randomBytes(12).toString('hex')}`;

/**
 * Checks an uploaded file, keeps its stripped original and renders every product rendition into mediaDir.
 * Answers the key and the upright picture's size, or why it was refused (nothing is written then).
 */
export async function storeUpload(
  mediaDir: string,
  body: Buffer,
): Promise<{ ok: true; upload: StoredUpload } | { ok: false; reason: UploadProblem }> {
  const checked = await formatOf(body);
  if ('problem' in checked) return { ok: false, reason: checked.problem };
  const key = uploadKey();
  let source: { data: Buffer; info: OutputInfo };
  const sharp = await loadSharp();
  try {
    // .rotate() with no angle applies the EXIF orientation; the output carries no metadata at all.
    source = await sharp(body, sharpOptions)
      .rotate()
      .resize(uploadLimits.sourceEdge, uploadLimits.sourceEdge, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    // A header that reads well over a body that does not decode (a truncated or forged file).
    return { ok: false, reason: /pixel limit/i.test(String(error)) ? 'TOO_MANY_PIXELS' : 'NOT_AN_IMAGE' };
  }
  await mkdir(mediaDir, { recursive: true });
  const file = path.join(mediaDir, uploadSourceName(key));
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, source.data);
  await rename(tmp, file);
  try {
    await renderArtwork(mediaDir, 'product', key, { source: uploadSourceName(key) });
  } catch (error) {
    await removeUploadFiles(mediaDir, key);
    throw error;
  }
  const { width, height } = source.info;
  return { ok: true, upload: { key, width, height, format: checked.format, bytes: await bytesOf(mediaDir, key) } };
}
