import type { Motif, Palette } from '../../media/artwork';
import type { Localized } from '../schema/localized';

type BannerSeed = {
  slug: string;
  position: number;
  title: Localized;
  description: Localized;
  buttonText: Localized;
  buttonLink: string;
  discount: number | null;
  art: { palette: Palette; motif: Motif };
};

export const bannerSeeds: BannerSeed[] = [
  {
    slug: 'your-style-your-size',
    position: 1,
    title: {
      en: 'Your Style, Your Size, at Your Fingertips',
      hi: 'आपकी शैली, आपका नाप, आपकी उंगलियों पर',
      ar: 'أسلوبك ومقاسك بين يديك',
    },
    description: {
      en: 'Handwoven sarees, fabrics by the metre and blouses stitched to your measurements.',
      hi: 'हाथ से बुनी साड़ियाँ, मीटर से कपड़ा और आपके नाप से सिले ब्लाउज़।',
      ar: 'ساري منسوجة يدويًا وأقمشة بالمتر وبلوزات تُخاط على مقاسك.',
    },
    buttonText: { en: 'START NOW', hi: 'अभी शुरू करें', ar: 'ابدأ الآن' },
    buttonLink: '/category',
    discount: 30,
    art: { palette: { ground: '#7a1230', motif: '#e0a93b', border: '#3d0a1c', accent: '#f4d27a' }, motif: 'paisley' },
  },
  {
    slug: 'tailored-fashion-advice',
    position: 2,
    title: {
      en: 'Tailored Fashion Advice Just for You',
      hi: 'सिर्फ़ आपके लिए फ़ैशन सलाह',
      ar: 'نصائح أزياء مصممة لك وحدك',
    },
    description: {
      en: 'Every order comes with a free consultation with one of our designers.',
      hi: 'हर ऑर्डर के साथ हमारे डिज़ाइनर से मुफ़्त परामर्श।',
      ar: 'كل طلب يأتي مع استشارة مجانية مع أحد مصممينا.',
    },
    buttonText: { en: 'CONSULT NOW', hi: 'अभी सलाह लें', ar: 'استشر الآن' },
    buttonLink: '/get-in-touch',
    discount: 35,
    art: { palette: { ground: '#0f4c5c', motif: '#e9c46a', border: '#0a2f38', accent: '#f1e3b3' }, motif: 'lotus' },
  },
];

export const trustBadgeSeeds: {
  slug: string;
  position: number;
  icon: string;
  title: Localized;
  description: Localized;
}[] = [
  {
    slug: 'happy-customers',
    position: 1,
    icon: 'customers',
    title: { en: 'About 2 lakh happy customers', hi: 'लगभग 2 लाख संतुष्ट ग्राहक', ar: 'نحو مئتي ألف عميل سعيد' },
    description: {
      en: 'Shoppers across India and abroad trust us with their sarees and stitching.',
      hi: 'भारत और विदेश के ख़रीदार अपनी साड़ियों और सिलाई के लिए हम पर भरोसा करते हैं।',
      ar: 'متسوقون في الهند وخارجها يثقون بنا في ساريهم وخياطتها.',
    },
  },
  {
    slug: 'quality-process',
    position: 2,
    icon: 'quality',
    title: { en: 'Standardised quality process', hi: 'मानकीकृत गुणवत्ता प्रक्रिया', ar: 'عملية جودة موحدة' },
    description: {
      en: 'Every piece is checked at each stage, from loom to stitching to packing.',
      hi: 'हर पीस की हर चरण पर जाँच होती है, करघे से सिलाई और पैकिंग तक।',
      ar: 'تُفحص كل قطعة في كل مرحلة، من النول إلى الخياطة والتغليف.',
    },
  },
  {
    slug: 'order-tracking',
    position: 3,
    icon: 'tracking',
    title: { en: 'Order tracking for all orders', hi: 'सभी ऑर्डर की ट्रैकिंग', ar: 'تتبع جميع الطلبات' },
    description: {
      en: 'Follow every order live, tailoring stages included, to your door.',
      hi: 'हर ऑर्डर को सिलाई के चरणों सहित आपके दरवाज़े तक लाइव देखें।',
      ar: 'تابع كل طلب مباشرة، بما في ذلك مراحل الخياطة، حتى باب منزلك.',
    },
  },
  {
    slug: 'global-shipping',
    position: 4,
    icon: 'shipping',
    title: { en: 'Shipping across the globe', hi: 'दुनिया भर में शिपिंग', ar: 'الشحن إلى جميع أنحاء العالم' },
    description: {
      en: 'We deliver across India and to shoppers worldwide.',
      hi: 'हम पूरे भारत और दुनिया भर में डिलीवरी करते हैं।',
      ar: 'نوصل إلى جميع أنحاء الهند وإلى المتسوقين حول العالم.',
    },
  },
];
