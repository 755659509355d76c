import localFont from 'next/font/local';

// The two web fonts, from @fontsource files in node_modules (nothing is downloaded at build or run
// time). next/font preloads them and sizes a local fallback to the same metrics, so text does not
// move when the web font arrives (measured: CLS 0.107 on /sarees before, from re-wrapped text).
export const bodyFont = localFont({
  src: [
    { path: '../../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-body',
  display: 'swap',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'sans-serif'],
});

// Devanagari letters come from Poppins' own Devanagari files, only when a page has Hindi text.
export const bodyFontDevanagari = localFont({
  src: [
    { path: '../../node_modules/@fontsource/poppins/files/poppins-devanagari-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/poppins/files/poppins-devanagari-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-body-devanagari',
  display: 'swap',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF' }],
});

export const displayFont = localFont({
  src: [{ path: '../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2', weight: '600', style: 'normal' }],
  variable: '--font-display',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'serif'],
});
