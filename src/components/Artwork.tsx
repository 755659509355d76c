import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { firstFormat, mediaKeyOf, type ImageFormat } from '../lib/media-url';

export type ArtworkImage = { srcSetAvif: string; srcSetWebp: string; src: string; width: number; height: number };

type Source = { type: `image/${ImageFormat}`; srcSet: string };

/**
 * The <picture>'s sources, the smaller format first (a browser takes the first it can draw): the
 * same renditions at the same widths either way, so only the bytes change.
 */
export function artworkSources(image: ArtworkImage): [Source, Source] {
  const avif: Source = { type: 'image/avif', srcSet: image.srcSetAvif };
  const webp: Source = { type: 'image/webp', srcSet: image.srcSetWebp };
  const key = mediaKeyOf(image.src);
  return key !== null && firstFormat(key) === 'webp' ? [webp, avif] : [avif, webp];
}

/** A generated image in AVIF and WebP; width/height fix the box so nothing shifts. */
export function Artwork({
  image,
  sizes,
  alt,
  priority = false,
  eager = false,
  style,
}: {
  image: ArtworkImage;
  sizes: string;
  alt: string;
  priority?: boolean;
  /** In the first screen but not the likely largest paint: fetched at once, without taking the preload's place. */
  eager?: boolean;
  style?: CSSProperties;
}) {
  const sources = artworkSources(image);
  // The likely largest paint: ask for it from the <head>, before the browser reaches the <img>.
  if (priority)
    preload(image.src, {
      as: 'image',
      imageSrcSet: sources[0].srcSet,
      imageSizes: sizes,
      type: sources[0].type,
      fetchPriority: 'high',
    });
  return (
    <picture>
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', ...style }}
      />
    </picture>
  );
}
