import { imageKinds, mediaUrl, srcSet } from '../../media/variants';
import { ImageRef } from './refs';

// Everything a page needs for a responsive, layout-stable <picture>: sizes come from one list.
ImageRef.implement({
  description: 'A store-generated image, served in AVIF and WebP at several widths.',
  fields: (t) => ({
    key: t.exposeString('key'),
    width: t.int({ resolve: (i) => Math.max(...imageKinds[i.kind].widths) }),
    height: t.int({
      resolve: (i) => Math.round(Math.max(...imageKinds[i.kind].widths) / imageKinds[i.kind].aspect),
    }),
    src: t.string({
      description: 'The largest WebP rendition, for clients that take one URL.',
      resolve: (i) => mediaUrl(i.key, Math.max(...imageKinds[i.kind].widths), 'webp'),
    }),
    srcSetAvif: t.string({ resolve: (i) => srcSet(i.kind, i.key, 'avif') }),
    srcSetWebp: t.string({ resolve: (i) => srcSet(i.kind, i.key, 'webp') }),
  }),
});
