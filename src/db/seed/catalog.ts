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
    description: {
      en: 'Banarasi, Kanjeevaram, Paithani and more.',
      hi: 'बनारसी, कांजीवरम, पैठणी और भी।',
      ar: 'بناراسي وكانجيفارام وبايثاني وغيرها.',
    },
    art: null,
  },
  {
    slug: 'cotton-sarees',
    parent: 'sarees',
    position: 2,
    name: { en: 'Cotton sarees', hi: 'सूती साड़ियाँ', ar: 'ساري قطنية' },
    description: {
      en: 'Chanderi, Kota doria, Jamdani and everyday handlooms.',
      hi: 'चंदेरी, कोटा डोरिया, जामदानी और रोज़ के हथकरघे।',
      ar: 'تشانديري وكوتا دوريا وجامداني ومنسوجات يومية.',
    },
    art: null,
  },
  {
    slug: 'silk-fabrics',
    parent: 'fabrics',
    position: 1,
    name: { en: 'Silk fabrics', hi: 'रेशमी कपड़े', ar: 'أقمشة حريرية' },
    description: {
      en: 'Raw silk, tussar and brocade by the metre.',
      hi: 'कच्चा रेशम, टसर और ब्रोकेड मीटर से।',
      ar: 'حرير خام وتوسار وبروكار بالمتر.',
    },
    art: null,
  },
  {
    slug: 'cotton-fabrics',
    parent: 'fabrics',
    position: 2,
    name: { en: 'Cotton and linen fabrics', hi: 'सूती और लिनन कपड़े', ar: 'أقمشة قطنية وكتانية' },
    description: {
      en: 'Breathable cottons, mulmul and linen by the metre.',
      hi: 'हवादार सूती, मलमल और लिनन मीटर से।',
      ar: 'أقطان خفيفة وموسلين وكتان بالمتر.',
    },
    art: null,
  },
  {
    slug: 'blouse-stitching',
    parent: 'tailoring',
    position: 1,
    name: { en: 'Blouse stitching', hi: 'ब्लाउज़ सिलाई', ar: 'خياطة البلوزات' },
    description: {
      en: 'Made-to-measure blouses in your chosen style.',
      hi: 'आपकी पसंद की शैली में नाप से बने ब्लाउज़।',
      ar: 'بلوزات مفصلة على مقاسك بالنمط الذي تختارينه.',
    },
    art: null,
  },
  {
    slug: 'georgette-chiffon-sarees',
    parent: 'sarees',
    position: 3,
    name: { en: 'Georgette and chiffon sarees', hi: 'जॉर्जेट और शिफ़ॉन साड़ियाँ', ar: 'ساري من الجورجيت والشيفون' },
    description: {
      en: 'Light, flowing sarees with chikankari, sequins and prints for parties and evenings.',
      hi: 'पार्टी और शाम के लिए चिकनकारी, सीक्विन और प्रिंट वाली हल्की, लहराती साड़ियाँ।',
      ar: 'ساري خفيفة منسدلة بتطريز التشيكانكاري والترتر والنقوش، للحفلات والسهرات.',
    },
    art: null,
  },
  {
    slug: 'linen-sarees',
    parent: 'sarees',
    position: 4,
    name: { en: 'Linen sarees', hi: 'लिनन साड़ियाँ', ar: 'ساري من الكتان' },
    description: {
      en: 'Breathable handloom linen with zari borders and block prints, made for warm days.',
      hi: 'गर्म दिनों के लिए ज़री बॉर्डर और ब्लॉक प्रिंट वाली हवादार हथकरघा लिनन साड़ियाँ।',
      ar: 'ساري من الكتان المنسوج يدويًا بحواف من الزري ونقوش مطبوعة بالقوالب، مريحة في الأيام الدافئة.',
    },
    art: null,
  },
  {
    slug: 'sheer-fabrics',
    parent: 'fabrics',
    position: 3,
    name: { en: 'Sheer fabrics', hi: 'झीने कपड़े', ar: 'أقمشة شفافة' },
    description: {
      en: 'Organza, georgette and chiffon by the metre for dupattas, sleeves and overlays.',
      hi: 'दुपट्टे, आस्तीन और ऊपरी परत के लिए ऑर्गेंज़ा, जॉर्जेट और शिफ़ॉन, मीटर के हिसाब से।',
      ar: 'أورغانزا وجورجيت وشيفون بالمتر للأوشحة والأكمام والطبقات الخارجية.',
    },
    art: null,
  },
  {
    slug: 'saree-finishing',
    parent: 'tailoring',
    position: 2,
    name: { en: 'Saree finishing', hi: 'साड़ी फ़िनिशिंग', ar: 'تشطيب الساري' },
    description: {
      en: 'Fall and pico, hand-knotted tassels and pre-pleating, so your saree arrives ready to wear.',
      hi: 'फ़ॉल-पीको, हाथ से गुँथे फुंदने और पहले से बनी प्लीट्स, ताकि साड़ी पहनने को तैयार पहुँचे।',
      ar: 'تركيب الحاشية الداخلية وتشطيب الأطراف، وشرابات معقودة يدويًا وطيّات جاهزة، ليصلك الساري جاهزًا للارتداء.',
    },
    art: null,
  },
  {
    slug: 'outfit-stitching',
    parent: 'tailoring',
    position: 3,
    name: { en: 'Outfit stitching', hi: 'पोशाक सिलाई', ar: 'خياطة الأزياء' },
    description: {
      en: 'Lehengas, kurtas and saree-to-dress conversions, tailored to your measurements.',
      hi: 'लहंगे, कुर्ते और पुरानी साड़ी से नई ड्रेस, सब आपके नाप से।',
      ar: 'تنانير ليهينغا وقمصان كورتا وتحويل الساري إلى فستان، مفصّلة على مقاسك.',
    },
    art: null,
  },
];
