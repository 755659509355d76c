import type { Palette } from '../../../media/artwork';
import type { ColourSlug, PaletteStyle } from './defs';

export type ColourDef = {
  /** The colour attribute value, also the first part of the product slug. */
  slug: ColourSlug;
  /** Shade name for product names: "Crimson". */
  en: string;
  /** The same in running text: "crimson". */
  enLower: string;
  /** Hindi adjective agreeing with a feminine noun (साड़ी, ज़मीन). */
  hiF: string;
  /** Hindi adjective agreeing with a masculine noun (कपड़ा). */
  hiM: string;
  /** Arabic phrase that follows the noun: "باللون القرمزي". */
  ar: string;
  keywords: string[];
  /** Body colour, a darker border, and a contrast thread with its light tint. */
  ground: string;
  border: string;
  contrast: string;
  contrastLight: string;
  /** Zari on a ground too close to gold: used instead of the gold motif. */
  zariOn?: { motif: string; accent: string };
};

const colourDefs: ColourDef[] = [
  {
    slug: 'red',
    en: 'Crimson',
    enLower: 'crimson',
    hiF: 'लाल',
    hiM: 'लाल',
    ar: 'باللون القرمزي',
    keywords: ['laal', 'lal', 'red'],
    ground: '#b01c2e',
    border: '#6e0f1b',
    contrast: '#f2c14e',
    contrastLight: '#fbe7a6',
  },
  {
    slug: 'maroon',
    en: 'Maroon',
    enLower: 'maroon',
    hiF: 'मैरून',
    hiM: 'मैरून',
    ar: 'باللون العنابي',
    keywords: ['maroon', 'mehroon', 'marun'],
    ground: '#6d1a2a',
    border: '#3d0b16',
    contrast: '#e8a33d',
    contrastLight: '#f6d49a',
  },
  {
    slug: 'pink',
    en: 'Rani Pink',
    enLower: 'rani pink',
    hiF: 'रानी गुलाबी',
    hiM: 'रानी गुलाबी',
    ar: 'باللون الوردي الفاقع',
    keywords: ['gulabi', 'rani', 'pink'],
    ground: '#d6336c',
    border: '#8a1743',
    contrast: '#f7c948',
    contrastLight: '#fde6ef',
  },
  {
    slug: 'orange',
    en: 'Saffron',
    enLower: 'saffron',
    hiF: 'केसरिया',
    hiM: 'केसरिया',
    ar: 'باللون الزعفراني',
    keywords: ['kesariya', 'kesari', 'narangi', 'orange'],
    ground: '#e2711d',
    border: '#8f3b0c',
    contrast: '#7a1f2b',
    contrastLight: '#fbd6a8',
  },
  {
    slug: 'yellow',
    en: 'Haldi Yellow',
    enLower: 'haldi yellow',
    hiF: 'हल्दी-पीली',
    hiM: 'हल्दी-पीला',
    ar: 'بلون الكركم الأصفر',
    keywords: ['peela', 'peeli', 'pila', 'haldi', 'yellow'],
    ground: '#e9b824',
    border: '#9a6b0a',
    contrast: '#b3261e',
    contrastLight: '#fff1b8',
  },
  {
    slug: 'green',
    en: 'Emerald',
    enLower: 'emerald',
    hiF: 'पन्ना-हरी',
    hiM: 'पन्ना-हरा',
    ar: 'باللون الأخضر الزمردي',
    keywords: ['hara', 'hari', 'panna', 'green'],
    ground: '#1f7a4d',
    border: '#0e4229',
    contrast: '#f2a93b',
    contrastLight: '#d8f0c8',
  },
  {
    slug: 'blue',
    en: 'Peacock Blue',
    enLower: 'peacock blue',
    hiF: 'मोरपंखी नीली',
    hiM: 'मोरपंखी नीला',
    ar: 'باللون الأزرق الطاووسي',
    keywords: ['neela', 'neeli', 'nila', 'morpankhi', 'blue'],
    ground: '#0f5e7d',
    border: '#07344a',
    contrast: '#e76f51',
    contrastLight: '#bfe3ef',
  },
  {
    slug: 'purple',
    en: 'Royal Purple',
    enLower: 'royal purple',
    hiF: 'जामुनी',
    hiM: 'जामुनी',
    ar: 'باللون البنفسجي الملكي',
    keywords: ['jamuni', 'baingani', 'purple'],
    ground: '#5b2a86',
    border: '#2f1249',
    contrast: '#f4a261',
    contrastLight: '#e2cff2',
  },
  {
    slug: 'black',
    en: 'Black',
    enLower: 'black',
    hiF: 'काली',
    hiM: 'काला',
    ar: 'باللون الأسود',
    keywords: ['kaala', 'kala', 'kaali', 'black'],
    ground: '#1c1c1e',
    border: '#8b1a1a',
    contrast: '#d93b48',
    contrastLight: '#f1c0c4',
  },
  {
    slug: 'white-cream',
    en: 'Ivory',
    enLower: 'ivory',
    hiF: 'क्रीम',
    hiM: 'क्रीम',
    ar: 'باللون العاجي',
    keywords: ['safed', 'off white', 'cream', 'white'],
    ground: '#f3ead6',
    border: '#8a1c2b',
    contrast: '#8a1c2b',
    contrastLight: '#e8c9a0',
  },
  {
    slug: 'gold',
    en: 'Antique Gold',
    enLower: 'antique gold',
    hiF: 'सुनहरी',
    hiM: 'सुनहरा',
    ar: 'باللون الذهبي العتيق',
    keywords: ['sunehri', 'sunehra', 'golden', 'tissue'],
    ground: '#c9a040',
    border: '#6b3e12',
    contrast: '#7a1f2b',
    contrastLight: '#f1dea0',
    zariOn: { motif: '#fff0c2', accent: '#7a1f2b' },
  },
  {
    slug: 'multicolour',
    en: 'Multicolour',
    enLower: 'multicolour',
    hiF: 'बहुरंगी',
    hiM: 'बहुरंगी',
    ar: 'بألوان متعددة',
    keywords: ['rangeen', 'multicolor', 'multi colour'],
    ground: '#a1225a',
    border: '#1f5c3a',
    contrast: '#f2c230',
    contrastLight: '#f08a4b',
  },
];

export function colour(slug: ColourSlug): ColourDef {
  const c = colourDefs.find((d) => d.slug === slug);
  if (!c) throw new Error(`catalogue-data: unknown colour ${slug}`);
  return c;
}

const gold = { motif: '#d4a437', accent: '#f3d98b' };
const silver = { motif: '#c8ccd2', accent: '#eef0f3' };

export function paletteFor(c: ColourDef, style: PaletteStyle): Palette {
  if (style === 'thread') return { ground: c.ground, motif: c.contrast, border: c.border, accent: c.contrastLight };
  const zari = style === 'silver' ? silver : (c.zariOn ?? gold);
  return { ground: c.ground, motif: zari.motif, border: c.border, accent: zari.accent };
}
