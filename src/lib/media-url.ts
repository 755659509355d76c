// Where a product picture's rendition is served: pages build their URLs from it (the back office's
// picture previews), and the server's media files are named by it (src/media/variants.ts).
export const imageFormats = ['avif', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];

export function mediaFileName(key: string, width: number, format: ImageFormat): string {
  return `${key}-${width}.${format}`;
}

export function mediaUrl(key: string, width: number, format: ImageFormat): string {
  return `/media/${mediaFileName(key, width, format)}`;
}

/**
 * The format a <picture> offers first, and the one start-up renders: the smaller for that picture, as
 * measured on the seed's artwork (BENCHMARKS.md, "Pictures"). The generated product pictures (keys `p-…`,
 * AVIF at effort 0 so thousands encode quickly) are 15-31% smaller in WebP; banners and category pictures
 * (AVIF at effort 2) are 19-38% smaller in AVIF; uploads are photographs, kept AVIF first.
 */
export function firstFormat(key: string): ImageFormat {
  return key.startsWith('p-') ? 'webp' : 'avif';
}

/** The key inside one of our media URLs (`/media/<key>-<width>.<format>`), or null for any other URL. */
export function mediaKeyOf(url: string): string | null {
  return /^\/media\/(.+)-\d{2,4}\.(?:avif|webp)$/.exec(url)?.[1] ?? null;
}
