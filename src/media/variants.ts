import { mediaUrl, type ImageFormat } from '../lib/media-url';

export { imageFormats, mediaFileName, mediaUrl, type ImageFormat } from '../lib/media-url';

// The sizes each kind of generated image is rendered at. Pages build srcset from these, the seed
// renders them, and /media serves them: one list so the three never disagree.
export const imageKinds = {
  banner: { widths: [480, 800, 1200], aspect: 3 / 2 },
  category: { widths: [320, 640], aspect: 1 },
  // 720: a phone draws the product picture 380 CSS px wide at 1.75x (665 device px); 960 would be 40% more bytes.
  product: { widths: [320, 640, 720, 960], aspect: 4 / 5 },
} as const;

export type ImageKind = keyof typeof imageKinds;
/** Splits a media file name back into its key, width and format (null when it is not one of ours). */
export function parseMediaName(name: string): { key: string; width: number; format: ImageFormat } | null {
  const m = /^(.+)-(\d{2,4})\.(avif|webp)$/.exec(name);
  if (!m || !mediaNamePattern.test(name)) return null;
  return { key: m[1]!, width: Number(m[2]), format: m[3] as ImageFormat };
}

export function srcSet(kind: ImageKind, key: string, format: ImageFormat): string {
  return imageKinds[kind].widths.map((w) => `${mediaUrl(key, w, format)} ${w}w`).join(', ');
}

/** Only names the seed can have produced: a safe, traversal-free file name. */
export const mediaNamePattern = /^[a-z0-9][a-z0-9-]{0,80}-\d{2,4}\.(avif|webp)$/;
