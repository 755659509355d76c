'use client';
import { useRef, useState, type PointerEvent } from 'react';
import { Artwork, type ArtworkImage } from '../Artwork';

type Labels = { zoom: string; close: string; image: string; thumbnails: string };

/**
 * The main picture with thumbnails; the zoom opens the largest rendition in a native dialog (focus is
 * trapped and Escape closes it) where the picture follows the pointer at twice the size.
 */
export function ProductGallery({ images, name, labels }: { images: ArtworkImage[]; name: string; labels: Labels }) {
  const [current, setCurrent] = useState(0);
  const [origin, setOrigin] = useState('50% 50%');
  const dialog = useRef<HTMLDialogElement>(null);
  const image = images[current]!;
  const alt = (i: number) =>
    labels.image
      .replace('__N__', String(i + 1))
      .replace('__T__', String(images.length))
      .replace('__NAME__', name);
  const follow = (e: PointerEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    setOrigin(
      `${(((e.clientX - r.left) / r.width) * 100).toFixed(1)}% ${(((e.clientY - r.top) / r.height) * 100).toFixed(1)}%`,
    );
  };
  return (
    <div>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        aria-label={labels.zoom}
        style={{
          display: 'block',
          width: '100%',
          padding: 0,
          border: 0,
          borderRadius: 8,
          overflow: 'hidden',
          aspectRatio: '4 / 5',
          cursor: 'zoom-in',
          background: '#eee',
        }}
      >
        <Artwork
          image={image}
          alt={alt(current)}
          priority={current === 0}
          sizes="(min-width: 1280px) 542px, (min-width: 960px) calc((100vw - 88px) * 5 / 11), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)"
        />
      </button>
      <ul
        aria-label={labels.thumbnails}
        style={{
          listStyle: 'none',
          margin: '12px 0 0',
          padding: 0,
          display: 'grid',
          gridTemplateColumns: `repeat(${images.length}, minmax(0, 72px))`,
          gap: 8,
        }}
      >
        {images.map((img, i) => (
          <li key={img.src}>
            <button
              type="button"
              aria-pressed={i === current}
              aria-label={alt(i)}
              onClick={() => setCurrent(i)}
              style={{
                display: 'block',
                width: '100%',
                padding: 0,
                aspectRatio: '4 / 5',
                borderRadius: 6,
                overflow: 'hidden',
                cursor: 'pointer',
                border: i === current ? '2px solid #7a1230' : '2px solid transparent',
                background: '#eee',
              }}
            >
              <Artwork image={img} alt="" sizes="72px" />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={alt(current)}
        style={{
          padding: 0,
          border: 0,
          borderRadius: 8,
          maxWidth: 'min(92vw, 720px)',
          width: '100%',
          background: '#111',
        }}
      >
        <div
          onPointerMove={follow}
          style={{ overflow: 'hidden', aspectRatio: '4 / 5', cursor: 'zoom-out', touchAction: 'pinch-zoom' }}
          onClick={() => dialog.current?.close()}
        >
          {/* The zoom shows the largest rendition /media already serves; next/image would encode it again. */}
          {/* Lazy: a closed dialog's picture is not drawn, so it is fetched on the first zoom, not beside the page's LCP picture. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={image.src}
            alt={alt(current)}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            style={{
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              transform: 'scale(2)',
              transformOrigin: origin,
            }}
          />
        </div>
        <form method="dialog" style={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
          <button
            type="submit"
            autoFocus
            style={{
              font: 'inherit',
              fontWeight: 600,
              padding: '8px 14px',
              borderRadius: 8,
              border: 0,
              background: '#fff',
              color: '#111',
              cursor: 'pointer',
            }}
          >
            {labels.close}
          </button>
        </form>
      </dialog>
    </div>
  );
}
