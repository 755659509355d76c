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
