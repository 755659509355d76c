import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Artwork, artworkSources, type ArtworkImage } from './Artwork';

const image = (key: string, widths: number[], largest: number): ArtworkImage => ({
  srcSetAvif: widths.map((w) => `/media/${key}-${w}.avif ${w}w`).join(', '),
  srcSetWebp: widths.map((w) => `/media/${key}-${w}.webp ${w}w`).join(', '),
  src: `/media/${key}-${largest}.webp`,
  width: largest,
  height: largest,
});

describe('a picture offers the smaller format first', () => {
  it('WebP first for a generated product picture, AVIF after it', () => {
    const [first, second] = artworkSources(image('p-red-banarasi-1', [320, 640, 720, 960], 960));
    expect(first).toEqual({ type: 'image/webp', srcSet: expect.stringContaining('p-red-banarasi-1-320.webp 320w') });
    expect(second.type).toBe('image/avif');
  });

  it.each(['banner-your-style-your-size', 'category-sarees', 'collection-festive', 'up-0123456789abcdef01234567'])(
    'AVIF first for %s',
    (key) => {
      expect(artworkSources(image(key, [320, 640], 640)).map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    },
  );

  it('draws the same renditions, sizes and box whichever comes first', () => {
    const html = renderToStaticMarkup(
      createElement(Artwork, { image: image('p-red-banarasi-1', [320, 640], 640), sizes: '96px', alt: '' }),
    );
    expect(html.indexOf('type="image/webp"')).toBeLessThan(html.indexOf('type="image/avif"'));
    expect(html.match(/sizes="96px"/g)).toHaveLength(2);
    expect(html).toContain('srcSet="/media/p-red-banarasi-1-320.avif 320w, /media/p-red-banarasi-1-640.avif 640w"');
    expect(html).toContain('width="640" height="640"');
  });
});
