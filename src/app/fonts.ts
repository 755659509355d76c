import localFont from 'next/font/local';

// The two web fonts, from @fontsource files in node_modules (nothing is downloaded at build or run
// time). next/font preloads them and sizes a local fallback to the same metrics, so text does not
// move when the web font arrives (measured: CLS 0.107 on /sarees before, from re-wrapped text).

// Poppins' Latin files with the rupee sign added (src/app/fonts/README.md): the first font file a page
// fetches (preloaded) draws its prices, instead of a second pair fetched after layout.
export const bodyFont = localFont({
  src: [
    { path: './fonts/poppins-latin-rupee-400-normal.woff2', weight: '400', style: 'normal' },
    { path: './fonts/poppins-latin-rupee-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-body',
  display: 'swap',
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'sans-serif'],
});

// Devanagari letters come from Poppins' own Devanagari files, only when a page has Hindi text.
export const bodyFontDevanagari = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/poppins/files/poppins-devanagari-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/poppins/files/poppins-devanagari-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  variable: '--font-body-devanagari',
  display: 'swap',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+25CC, U+A830-A839, U+A8E0-A8FF',
    },
  ],
});

export const displayFont = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  variable: '--font-display',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'serif'],
});

// Each script has a display face and a text face shipped with the store. The faces below are declared
// on every page but only named in the font stacks of their own language (globals.css, `html[lang=…]`),
// and limited by unicode-range (next/font takes literals only, hence the repeated ranges), so English
// pages never download them. Without them Hindi headings in
// Playfair Display showed empty boxes on machines with no system Devanagari font.

export const displayFontDevanagari = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/noto-serif-devanagari/files/noto-serif-devanagari-devanagari-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  variable: '--font-display-devanagari',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+25CC, U+A830-A839, U+A8E0-A8FF',
    },
  ],
});

export const bodyFontArabic = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  variable: '--font-body-arabic',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC',
    },
  ],
});

export const displayFontArabic = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  variable: '--font-display-arabic',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC',
    },
  ],
});

// The 5.6 kB Latin Extended files carry accented names (and other currency signs); they load only on
// pages showing them. ₹ is left out of this range and of the Devanagari faces': bodyFont draws it.
export const bodyFontExt = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/poppins/files/poppins-latin-ext-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/poppins/files/poppins-latin-ext-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  variable: '--font-body-ext',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20B8, U+20BA-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
});

// The rupee sign for the heading stacks (globals.css): Playfair Display and the Arabic faces have no ₹,
// the Devanagari ones are fetched after layout, and a face without a unicode-range (bodyFont) cannot
// stand before them. Poppins' sign alone (652 bytes a weight), fetched only when a heading shows ₹: the
// prices are body text, drawn from bodyFont's preloaded file.
export const rupeeFont = localFont({
  src: [
    { path: './fonts/poppins-rupee-sign-400-normal.woff2', weight: '400', style: 'normal' },
    { path: './fonts/poppins-rupee-sign-600-normal.woff2', weight: '600', style: 'normal' },
  ],
  variable: '--font-rupee',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+20B9' }],
});
