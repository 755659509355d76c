import type { CollectionSeed } from '../catalogue-types';

export const collectionSeeds: CollectionSeed[] = [
  {
    slug: 'bridal',
    position: 1,
    name: { en: 'Bridal', hi: 'दुल्हन संग्रह', ar: 'مجموعة العروس' },
    description: {
      en: 'Heirloom Banarasi, Kanjeevaram, Paithani and Patola silks for the wedding day and every ceremony around it, with lehenga and blouse stitching to match.',
      hi: 'शादी के दिन और उससे जुड़ी हर रस्म के लिए पीढ़ियों तक चलने वाली बनारसी, कांजीवरम, पैठणी और पटोला साड़ियाँ, साथ में लहंगा और ब्लाउज़ सिलाई।',
      ar: 'حرير بناراسي وكانجيفارام وبايثاني وباتولا يُتوارث جيلًا بعد جيل، ليوم الزفاف وكل المراسم المحيطة به، مع خياطة الليهينغا والبلوزة المناسبة.',
    },
    art: { palette: { ground: '#9e1b32', motif: '#e2b045', border: '#4f0a19', accent: '#f8dc8c' }, motif: 'paisley' },
  },
  {
    slug: 'festive',
    position: 2,
    name: { en: 'Festive', hi: 'त्योहार के लिए', ar: 'مجموعة الأعياد' },
    description: {
      en: 'Silks and bandhani in celebration colours for Diwali, Durga Puja, Onam, Eid and every family get-together in between.',
      hi: 'दिवाली, दुर्गा पूजा, ओणम, ईद और बीच के हर पारिवारिक जमावड़े के लिए उत्सव के रंगों में रेशमी और बांधनी साड़ियाँ।',
      ar: 'حرير وباندهاني بألوان الاحتفال لعيد ديوالي ودورغا بوجا وأونام وعيد الفطر، ولكل لمّة عائلية بينها.',
    },
    art: { palette: { ground: '#d9641e', motif: '#f5c542', border: '#7a2a0a', accent: '#fde9a9' }, motif: 'lotus' },
  },
  {
    slug: 'office-wear',
    position: 3,
    name: { en: 'Office Wear', hi: 'दफ़्तर के लिए', ar: 'أزياء العمل' },
    description: {
      en: 'Cottons, linens and light silks that stay crisp from the morning commute to the last meeting of the day.',
      hi: 'सूती, लिनन और हल्की रेशमी साड़ियाँ, जो सुबह के सफ़र से दिन की आख़िरी मीटिंग तक सधी रहती हैं।',
      ar: 'قطن وكتان وحرير خفيف يبقى مرتبًا من رحلة الصباح إلى آخر اجتماع في اليوم.',
    },
    art: { palette: { ground: '#1d4e6b', motif: '#d9c7a0', border: '#0c2a3b', accent: '#eef2f4' }, motif: 'diamond' },
  },
  {
    slug: 'new-arrivals',
    position: 4,
    name: { en: 'New Arrivals', hi: 'नई आमद', ar: 'وصل حديثًا' },
    description: {
      en: 'Fresh off the looms this month: the newest sarees, fabrics and tailoring from our weavers and our atelier.',
      hi: 'इसी महीने करघों से उतरी: हमारे बुनकरों और हमारी कार्यशाला की सबसे नई साड़ियाँ, कपड़े और सिलाई सेवाएँ।',
      ar: 'خرجت من الأنوال هذا الشهر: أحدث الساري والأقمشة وخدمات الخياطة من نسّاجينا ومشغلنا.',
    },
    art: { palette: { ground: '#c2336b', motif: '#f6c8dc', border: '#6b1238', accent: '#ffe7f0' }, motif: 'temple' },
  },
  {
    slug: 'handloom-heritage',
    position: 5,
    name: { en: 'Handloom Heritage', hi: 'हथकरघा विरासत', ar: 'تراث النول اليدوي' },
    description: {
      en: 'Weaves that are still made by hand, from Patan double ikat to Bengal jamdani. Each one is bought directly from the weaving family or co-operative.',
      hi: 'वे बुनाइयाँ जो आज भी हाथ से बनती हैं, पाटन के डबल इकत से बंगाल की जामदानी तक। हर साड़ी सीधे बुनकर परिवार या सहकारी संस्था से ली जाती है।',
      ar: 'منسوجات ما زالت تُصنع يدويًا، من الإيكات المزدوج في باتان إلى جامداني البنغال، وكل قطعة تُشترى مباشرة من عائلة النسّاجين أو التعاونية.',
    },
    art: { palette: { ground: '#6b2430', motif: '#e8d3a8', border: '#35101a', accent: '#c89b3c' }, motif: 'temple' },
  },
  {
    slug: 'summer-cottons',
    position: 6,
    name: { en: 'Summer Cottons', hi: 'गर्मियों के सूती', ar: 'قطنيات الصيف' },
    description: {
      en: 'Kota doria, mulmul, jamdani and linen: breathable weaves and fabrics for the hottest months.',
      hi: 'कोटा डोरिया, मलमल, जामदानी और लिनन: सबसे गर्म महीनों के लिए हवादार बुनाइयाँ और कपड़े।',
      ar: 'كوتا دوريا والموسلين والجامداني والكتان: منسوجات وأقمشة تسمح بمرور الهواء لأشد الشهور حرًّا.',
    },
    art: { palette: { ground: '#f1d37a', motif: '#3f7d5a', border: '#b0822a', accent: '#fffaf0' }, motif: 'lotus' },
  },
];
