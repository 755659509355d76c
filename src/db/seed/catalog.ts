import type { Motif, Palette } from '../../media/artwork';
import type { Localized } from '../schema/localized';

export type CategorySeed = {
  slug: string;
  parent: string | null;
  position: number;
  name: Localized;
  description: Localized;
  art: { palette: Palette; motif: Motif } | null;
};

export const categorySeeds: CategorySeed[] = [
  {
    slug: 'sarees',
    parent: null,
    position: 1,
    name: { en: 'Sarees', hi: 'साड़ियाँ', ar: 'ساري' },
    description: {
      en: 'Handwoven silk, cotton and designer sarees from weaving clusters across India.',
      hi: 'भारत भर के बुनकर समूहों से हाथ से बुनी रेशमी, सूती और डिज़ाइनर साड़ियाँ।',
      ar: 'ساري حريرية وقطنية ومصممة منسوجة يدويًا من مجتمعات النسيج في أنحاء الهند.',
    },
    art: { palette: { ground: '#8c1c3c', motif: '#f0b84a', border: '#4a0d20', accent: '#fbe3a1' }, motif: 'paisley' },
  },
  {
    slug: 'fabrics',
    parent: null,
    position: 2,
    name: { en: 'Fabrics', hi: 'कपड़े', ar: 'أقمشة' },
    description: {
      en: 'Silk, cotton, linen and organza sold by the metre.',
      hi: 'रेशम, सूती, लिनन और ऑर्गेंज़ा, मीटर के हिसाब से।',
      ar: 'حرير وقطن وكتان وأورغانزا تُباع بالمتر.',
    },
    art: { palette: { ground: '#2a5d3c', motif: '#d8c27a', border: '#173824', accent: '#f3ebc8' }, motif: 'diamond' },
  },
  {
    slug: 'tailoring',
    parent: null,
    position: 3,
    name: { en: 'Tailoring', hi: 'सिलाई', ar: 'الخياطة' },
    description: {
      en: 'Blouses, lehengas and fall-and-pico, stitched to your measurements.',
      hi: 'आपके नाप से सिले ब्लाउज़, लहंगे और फ़ॉल-पीको।',
      ar: 'بلوزات وتنانير ليهينغا وتشطيب الحواف، تُخاط على مقاسك.',
    },
    art: { palette: { ground: '#3b2a6b', motif: '#e6b8d8', border: '#1f1540', accent: '#f7dcef' }, motif: 'temple' },
  },
  {
    slug: 'silk-sarees',
    parent: 'sarees',
    position: 1,
    name: { en: 'Silk sarees', hi: 'रेशमी साड़ियाँ', ar: 'ساري حريرية' },
    description: { en: 'Banarasi, Kanjeevaram, Paithani and more.', hi: 'बनारसी, कांजीवरम, पैठणी और भी।', ar: 'بناراسي وكانجيفارام وبايثاني وغيرها.' },
    art: null,
  },
  {
    slug: 'cotton-sarees',
    parent: 'sarees',
    position: 2,
    name: { en: 'Cotton sarees', hi: 'सूती साड़ियाँ', ar: 'ساري قطنية' },
    description: { en: 'Chanderi, Kota doria, Jamdani and everyday handlooms.', hi: 'चंदेरी, कोटा डोरिया, जामदानी और रोज़ के हथकरघे।', ar: 'تشانديري وكوتا دوريا وجامداني ومنسوجات يومية.' },
    art: null,
  },
  {
    slug: 'silk-fabrics',
    parent: 'fabrics',
    position: 1,
    name: { en: 'Silk fabrics', hi: 'रेशमी कपड़े', ar: 'أقمشة حريرية' },
    description: { en: 'Raw silk, tussar and brocade by the metre.', hi: 'कच्चा रेशम, टसर और ब्रोकेड मीटर से।', ar: 'حرير خام وتوسار وبروكار بالمتر.' },
    art: null,
  },
  {
    slug: 'cotton-fabrics',
    parent: 'fabrics',
    position: 2,
    name: { en: 'Cotton and linen fabrics', hi: 'सूती और लिनन कपड़े', ar: 'أقمشة قطنية وكتانية' },
    description: { en: 'Breathable cottons, mulmul and linen by the metre.', hi: 'हवादार सूती, मलमल और लिनन मीटर से।', ar: 'أقطان خفيفة وموسلين وكتان بالمتر.' },
    art: null,
  },
  {
    slug: 'blouse-stitching',
    parent: 'tailoring',
    position: 1,
    name: { en: 'Blouse stitching', hi: 'ब्लाउज़ सिलाई', ar: 'خياطة البلوزات' },
    description: { en: 'Made-to-measure blouses in your chosen style.', hi: 'आपकी पसंद की शैली में नाप से बने ब्लाउज़।', ar: 'بلوزات مفصلة على مقاسك بالنمط الذي تختارينه.' },
    art: null,
  },
];
