// Textile artwork drawn as SVG: a saree's body with repeated buttis, a woven border and a striped
// pallu, in the palette given. The seed renders it to AVIF and WebP, so no photo is downloaded.

export type Palette = { ground: string; motif: string; border: string; accent: string };
export type Motif = 'paisley' | 'lotus' | 'diamond' | 'temple';

function motifPath(motif: Motif, color: string, accent: string): string {
  switch (motif) {
    case 'paisley':
      return `<path d="M20 34c-9 0-14-7-12-15 2-9 12-14 20-10-6 1-9 6-7 11 2 4 7 5 10 2 1 7-4 12-11 12z" fill="${color}"/>
              <circle cx="19" cy="24" r="3" fill="${accent}"/>`;
    case 'lotus':
      return `<g fill="${color}"><ellipse cx="20" cy="22" rx="4" ry="11"/><ellipse cx="20" cy="22" rx="4" ry="11" transform="rotate(40 20 30)"/>
              <ellipse cx="20" cy="22" rx="4" ry="11" transform="rotate(-40 20 30)"/></g><circle cx="20" cy="31" r="2.5" fill="${accent}"/>`;
    case 'diamond':
      return `<path d="M20 6l12 14-12 14L8 20z" fill="${color}"/><path d="M20 13l6 7-6 7-6-7z" fill="${accent}"/>`;
    case 'temple':
      return `<path d="M8 34V22l6-6v-6l6-6 6 6v6l6 6v12z" fill="${color}"/><rect x="17" y="24" width="6" height="10" fill="${accent}"/>`;
  }
}

export function textileSvg(opts: {
  width: number;
  height: number;
  palette: Palette;
  motif: Motif;
  /** Where the pallu (the decorated end) sits; `none` draws body and borders only. */
  pallu: 'right' | 'none';
}): string {
  const { width: w, height: h, palette: p, motif, pallu } = opts;
  const borderH = Math.round(h * 0.12);
  const palluW = pallu === 'right' ? Math.round(w * 0.28) : 0;
  const bodyW = w - palluW;
  const stripes = Array.from({ length: 9 }, (_, i) => {
    const x = bodyW + (i * palluW) / 9;
    const fill = i % 2 === 0 ? p.border : p.accent;
    return `<rect x="${x.toFixed(1)}" y="0" width="${(palluW / 18).toFixed(1)}" height="${h}" fill="${fill}" opacity="0.85"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <pattern id="butti" width="76" height="76" patternUnits="userSpaceOnUse">
      <g transform="translate(10 8) scale(1.4)">${motifPath(motif, p.motif, p.accent)}</g>
    </pattern>
    <pattern id="butti2" width="76" height="76" patternUnits="userSpaceOnUse" patternTransform="translate(38 38)">
      <g transform="translate(18 18) scale(0.6)">${motifPath(motif, p.motif, p.accent)}</g>
    </pattern>
    <pattern id="zari" width="24" height="${borderH}" patternUnits="userSpaceOnUse">
      <rect width="24" height="${borderH}" fill="${p.border}"/>
      <path d="M0 ${borderH * 0.5}l6 -${borderH * 0.22} 6 ${borderH * 0.22} 6 -${borderH * 0.22} 6 ${borderH * 0.22}" stroke="${p.accent}" stroke-width="2" fill="none"/>
      <rect y="${borderH * 0.12}" width="24" height="2" fill="${p.accent}"/>
      <rect y="${borderH * 0.84}" width="24" height="2" fill="${p.accent}"/>
    </pattern>
    <linearGradient id="sheen" x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.16"/>
      <stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.18"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="${p.ground}"/>
  <rect width="${bodyW}" height="${h}" fill="url(#butti)"/>
  <rect width="${bodyW}" height="${h}" fill="url(#butti2)" opacity="0.7"/>
  ${palluW ? `<rect x="${bodyW}" width="${palluW}" height="${h}" fill="${p.border}" opacity="0.35"/>${stripes}` : ''}
  <rect width="${w}" height="${borderH}" fill="url(#zari)"/>
  <rect y="${h - borderH}" width="${w}" height="${borderH}" fill="url(#zari)"/>
  <rect width="${w}" height="${h}" fill="url(#sheen)"/>
</svg>`;
}

/** The views a product's gallery is drawn in: a saree whole and up close, a fabric, a stitched piece. */
export type ArtworkView = 'drape' | 'body' | 'border' | 'pallu' | 'bolt' | 'swatch' | 'blouse';

export const productViews = {
  saree: ['drape', 'body', 'border', 'pallu'],
  fabric: ['bolt', 'swatch', 'border'],
  service: ['blouse', 'swatch', 'border'],
} as const satisfies Record<string, readonly ArtworkView[]>;

/** One product picture (portrait): each view frames the same palette and motif differently. */
export function productSvg(opts: {
  width: number;
  height: number;
  palette: Palette;
  motif: Motif;
  view: ArtworkView;
}): string {
  const { width: w, height: h, palette: p, motif, view } = opts;
  const m = (scale: number, tile: number, id: string, shift = 0) => `
    <pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse" patternTransform="translate(${shift} ${shift})">
      <g transform="translate(${tile / 2 - 20 * scale} ${tile / 2 - 20 * scale}) scale(${scale})">${motifPath(motif, p.motif, p.accent)}</g>
    </pattern>`;
  const zari = (id: string, bh: number) => `
    <pattern id="${id}" width="${bh}" height="${bh}" patternUnits="userSpaceOnUse">
      <rect width="${bh}" height="${bh}" fill="${p.border}"/>
      <path d="M0 ${bh / 2}l${bh / 4} -${bh / 5} ${bh / 4} ${bh / 5} ${bh / 4} -${bh / 5} ${bh / 4} ${bh / 5}" stroke="${p.accent}" stroke-width="${Math.max(2, bh / 24)}" fill="none"/>
      <rect y="${bh * 0.1}" width="${bh}" height="${Math.max(2, bh / 30)}" fill="${p.accent}"/>
      <rect y="${bh * 0.88}" width="${bh}" height="${Math.max(2, bh / 30)}" fill="${p.accent}"/>
      <g transform="translate(${bh / 2 - 10} ${bh / 2 - 10}) scale(0.5)">${motifPath(motif, p.accent, p.motif)}</g>
    </pattern>`;
  const sheen = `<linearGradient id="sheen" x1="0" x2="1" y1="0" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>`;
  const frame = (defs: string, body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}${sheen}</defs>
      <rect width="${w}" height="${h}" fill="${p.ground}"/>${body}<rect width="${w}" height="${h}" fill="url(#sheen)"/></svg>`;
  const bh = Math.round(h * 0.1);
  switch (view) {
    case 'drape': {
      // The saree hung lengthwise: body, a border down one side and the pallu across the lower third.
      const palluY = Math.round(h * 0.64);
      const stripes = Array.from(
        { length: 8 },
        (_, i) =>
          `<rect x="0" y="${(palluY + (i * (h - palluY)) / 8).toFixed(1)}" width="${w}" height="${((h - palluY) / 16).toFixed(1)}" fill="${i % 2 ? p.accent : p.border}" opacity="0.8"/>`,
      ).join('');
      return frame(
        m(1.3, 84, 'b1') + m(0.6, 84, 'b2', 42) + zari('z', bh),
        `<rect width="${w}" height="${palluY}" fill="url(#b1)"/><rect width="${w}" height="${palluY}" fill="url(#b2)" opacity="0.7"/>
         <rect y="${palluY}" width="${w}" height="${h - palluY}" fill="${p.border}" opacity="0.4"/>${stripes}
         <rect x="${w - bh}" width="${bh}" height="${h}" fill="url(#z)"/>`,
      );
    }
    case 'body':
      return frame(
        m(3.2, 200, 'b1') + m(1.2, 200, 'b2', 100),
        `<rect width="${w}" height="${h}" fill="url(#b1)"/><rect width="${w}" height="${h}" fill="url(#b2)" opacity="0.8"/>`,
      );
    case 'border': {
      const big = Math.round(h * 0.3);
      return frame(
        m(1.6, 100, 'b1') + zari('z', big),
        `<rect width="${w}" height="${h - big}" fill="url(#b1)"/><rect y="${h - big}" width="${w}" height="${big}" fill="url(#z)"/>`,
      );
    }
    case 'pallu': {
      const bands = Array.from(
        { length: 12 },
        (_, i) =>
          `<rect y="${((i * h) / 12).toFixed(1)}" width="${w}" height="${(h / 24).toFixed(1)}" fill="${i % 3 === 0 ? p.accent : p.border}" opacity="0.85"/>`,
      ).join('');
      return frame(
        m(2.4, 160, 'b1'),
        `${bands}<rect x="${w * 0.15}" y="${h * 0.2}" width="${w * 0.7}" height="${h * 0.6}" fill="url(#b1)" opacity="0.95"/>`,
      );
    }
    case 'bolt': {
      // A folded length: diagonal folds of the patterned cloth.
      const folds = Array.from(
        { length: 6 },
        (_, i) =>
          `<path d="M0 ${(i * h) / 5} L${w} ${(i * h) / 5 - h * 0.18}" stroke="#000" stroke-opacity="0.18" stroke-width="${h / 60}"/>`,
      ).join('');
      return frame(
        m(1.1, 70, 'b1') + zari('z', bh),
        `<rect width="${w}" height="${h}" fill="url(#b1)"/>${folds}<rect width="${bh / 2}" height="${h}" fill="url(#z)"/>`,
      );
    }
    case 'swatch':
      return frame(
        m(2.6, 170, 'b1') + m(1, 170, 'b2', 85),
        `<rect width="${w}" height="${h}" fill="url(#b1)"/><rect width="${w}" height="${h}" fill="url(#b2)" opacity="0.7"/>`,
      );
    case 'blouse': {
      // A blouse silhouette cut from the patterned cloth, on a pale ground.
      const s = w / 100;
      const path = `M${30 * s} ${(20 * h) / 125}l${-18 * s} ${(12 * h) / 125} ${8 * s} ${(22 * h) / 125} ${8 * s} ${(-4 * h) / 125} 0 ${(56 * h) / 125} ${44 * s} 0 0 ${(-56 * h) / 125} ${8 * s} ${(4 * h) / 125} ${8 * s} ${(-22 * h) / 125} ${-18 * s} ${(-12 * h) / 125}q${-20 * s} ${(18 * h) / 125} ${-40 * s} 0z`;
      return frame(
        m(1.2, 80, 'b1') + zari('z', bh / 2),
        `<rect width="${w}" height="${h}" fill="${p.accent}" opacity="0.9"/><path d="${path}" fill="url(#b1)" stroke="${p.border}" stroke-width="${s * 1.5}"/>
         <rect x="${30 * s}" y="${(86 * h) / 125}" width="${40 * s}" height="${bh / 2}" fill="url(#z)"/>`,
      );
    }
  }
}
