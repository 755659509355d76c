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
