import type { CSSProperties } from 'react';
import { preload } from 'react-dom';

export type ArtworkImage = { srcSetAvif: string; srcSetWebp: string; src: string; width: number; height: number };

/** A generated image in AVIF with WebP fallback; width/height fix the box so nothing shifts. */
export function Artwork({
  image,
  sizes,
  alt,
  priority = false,
  style,
}: {
  image: ArtworkImage;
  sizes: string;
  alt: string;
  priority?: boolean;
  style?: CSSProperties;
}) {
  // The likely largest paint: ask for it from the <head>, before the browser reaches the <img>.
  if (priority)
    preload(image.src, {
      as: 'image',
      imageSrcSet: image.srcSetAvif,
      imageSizes: sizes,
      type: 'image/avif',
      fetchPriority: 'high',
    });
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcSetAvif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcSetWebp} sizes={sizes} />
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', ...style }}
      />
    </picture>
  );
}
