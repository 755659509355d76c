import type { MeasurementGarment } from '../../../lib/measurements';
import {
  backNeck,
  blouseRules,
  closure,
  frontNeck,
  latkans,
  lining,
  padding,
  sleeveLength,
  sleeveStyle,
} from './tailoring-blouse-options';
import { o, t, type GroupSeed, type OptionSeed, type RuleSeed } from './tailoring-option-seeds';

// The options of the nine tailoring services: what a shopper may choose, what it costs on top of the
// service (rupees), the days it adds and the fabric it needs (metres). Codes are unique per service.

export type ServiceOptionsSeed = {
  slug: string;
  garment: MeasurementGarment | null;
  material: 'BLOUSE_PIECE_OR_FABRIC' | 'SAREE' | 'FABRIC';
  /** Fabric needed when no size says otherwise, metres. */
  metres: number;
  groups: GroupSeed[];
  rules: RuleSeed[];
};

const kurtaSizes: OptionSeed[] = [
  o('size-xs', t('XS', 'XS', 'XS'), 'size', { metres: 2.25, setsMetres: true }),
  o('size-s', t('S', 'S', 'S'), 'size', { metres: 2.5, setsMetres: true }),
  o('size-m', t('M', 'M', 'M'), 'size', { metres: 2.5, setsMetres: true }),
  o('size-l', t('L', 'L', 'L'), 'size', { metres: 2.75, setsMetres: true }),
  o('size-xl', t('XL', 'XL', 'XL'), 'size', { metres: 3, setsMetres: true }),
  o('size-xxl', t('XXL', 'XXL', 'XXL'), 'size', { metres: 3.25, setsMetres: true }),
];

const sizeGroup = (options: OptionSeed[]): GroupSeed => ({
  code: 'size',
  name: t('Size (sets the fabric needed)', 'साइज़ (कपड़े की ज़रूरत इसी से)', 'المقاس (يحدد القماش اللازم)'),
  required: true,
  options,
});

export const tailoringOptionSeeds: ServiceOptionsSeed[] = [
  {
    slug: 'classic-blouse-stitching',
    garment: 'blouse',
    material: 'BLOUSE_PIECE_OR_FABRIC',
    metres: 1,
    groups: [frontNeck(false), backNeck, sleeveStyle, sleeveLength, lining(false), padding, closure, latkans],
    rules: blouseRules,
  },
  {
    slug: 'designer-princess-cut-blouse',
    garment: 'blouse',
    material: 'BLOUSE_PIECE_OR_FABRIC',
    metres: 1,
    groups: [frontNeck(true), backNeck, sleeveStyle, sleeveLength, lining(false), padding, closure, latkans],
    rules: blouseRules,
  },
  {
    slug: 'padded-blouse-stitching',
    garment: 'blouse',
    material: 'BLOUSE_PIECE_OR_FABRIC',
    metres: 1,
    // Cups are part of this service, so a lining is always there and there is no padding question.
    groups: [frontNeck(false), backNeck, sleeveStyle, sleeveLength, lining(true), closure, latkans],
    rules: blouseRules.filter((r) => r.option !== 'padding-cups'),
  },
  {
    slug: 'saree-fall-and-pico',
    garment: null,
    material: 'SAREE',
    metres: 0,
    groups: [
      {
        code: 'finish',
        name: t('Finish', 'फ़िनिश', 'التشطيب'),
        required: true,
        options: [
          o('fall-and-pico', t('Fall and pico', 'फ़ॉल और पीको', 'الحاشية والبيكو'), 'fall-pico'),
          o('fall-only', t('Fall only', 'केवल फ़ॉल', 'الحاشية فقط'), 'fall'),
          o('pico-only', t('Pico only', 'केवल पीको', 'البيكو فقط'), 'pico'),
        ],
      },
    ],
    rules: [],
  },
  {
    slug: 'saree-tassels-kuchu',
    garment: null,
    material: 'SAREE',
    metres: 0,
    groups: [
      {
        code: 'kuchu',
        name: t('Kuchu style', 'कुचु का डिज़ाइन', 'طراز الكوتشو'),
        required: true,
        options: [
          o('kuchu-simple', t('Simple knots', 'सादी गाँठें', 'عقد بسيطة'), 'tassel-simple'),
          o('kuchu-beaded', t('Beaded', 'मोती वाले', 'بالخرز'), 'tassel-beaded', { price: 200 }),
          o('kuchu-crochet', t('Crochet', 'क्रोशिया', 'كروشيه'), 'tassel-crochet', { price: 400, days: 2 }),
        ],
      },
    ],
    rules: [],
  },
  {
    slug: 'pre-pleated-ready-to-wear-saree',
    garment: 'pre-draped',
    material: 'SAREE',
    metres: 0,
    groups: [
      {
        code: 'pallu',
        name: t('Pallu', 'पल्लू', 'البالو'),
        required: true,
        options: [
          o('pallu-open', t('Open pallu', 'खुला पल्लू', 'بالو مفتوح'), 'pallu-open'),
          o('pallu-pleated', t('Pleated pallu', 'प्लीट वाला पल्लू', 'بالو مطوي'), 'pallu-pleated', { price: 150 }),
        ],
      },
      {
        code: 'closure',
        name: t('Closure', 'बंद करने का तरीका', 'طريقة الإغلاق'),
        required: true,
        options: [
          o('closure-hooks', t('Hooks', 'हुक', 'مشابك'), 'closure-back'),
          o('closure-zip', t('Zip', 'ज़िप', 'سحّاب'), 'closure-zip', { price: 100 }),
        ],
      },
      {
        code: 'petticoat',
        name: t('Petticoat', 'पेटीकोट', 'التنورة الداخلية'),
        required: false,
        options: [
          o(
            'petticoat-cotton',
            t('Matching cotton petticoat', 'मिलता हुआ सूती पेटीकोट', 'تنورة داخلية قطنية متناسقة'),
            'petticoat',
            { price: 450, days: 1 },
          ),
          o('petticoat-shapewear', t('Shapewear petticoat', 'शेपवियर पेटीकोट', 'تنورة داخلية مشدّة'), 'petticoat', {
            price: 750,
            days: 1,
          }),
        ],
      },
    ],
    rules: [],
  },
  {
    slug: 'lehenga-stitching',
    garment: 'lehenga',
    material: 'FABRIC',
    metres: 4,
    groups: [
      sizeGroup([
        o('size-s', t('S', 'S', 'S'), 'size', { metres: 3.5, setsMetres: true }),
        o('size-m', t('M', 'M', 'M'), 'size', { metres: 4, setsMetres: true }),
        o('size-l', t('L', 'L', 'L'), 'size', { metres: 4.5, setsMetres: true }),
        o('size-xl', t('XL', 'XL', 'XL'), 'size', { metres: 5, setsMetres: true }),
      ]),
      {
        code: 'flare',
        name: t('Flare (kalis)', 'घेर (कलियाँ)', 'الاتساع (الكاليات)'),
        required: true,
        options: [
          o('kali-8', t('8 kalis', '8 कलियाँ', '8 كاليات'), 'kali'),
          o('kali-12', t('12 kalis', '12 कलियाँ', '12 كالية'), 'kali', { price: 400, metres: 0.5 }),
          o('kali-16', t('16 kalis', '16 कलियाँ', '16 كالية'), 'kali', { price: 800, days: 2, metres: 1 }),
        ],
      },
      lining(false),
      {
        code: 'cancan',
        name: t('Can-can layer', 'कैन-कैन परत', 'طبقة كانكان'),
        required: false,
        options: [
          o('cancan', t('Can-can for volume', 'घेर के लिए कैन-कैन', 'كانكان لمزيد من الحجم'), 'cancan', {
            price: 500,
            days: 1,
          }),
        ],
      },
    ],
    // A can-can scratches without a lining between it and the skin.
    rules: [{ option: 'cancan', kind: 'REQUIRES', others: ['lining-cotton', 'lining-silk'] }],
  },
  {
    slug: 'kurta-stitching',
    garment: 'kurta',
    material: 'FABRIC',
    metres: 2.5,
    groups: [
      sizeGroup(kurtaSizes),
      {
        code: 'kurta-length',
        name: t('Kurta length', 'कुर्ते की लंबाई', 'طول الكورتا'),
        required: true,
        options: [
          o('kurta-short', t('Short (hip)', 'छोटा (कूल्हे तक)', 'قصير (حتى الورك)'), 'kurta-short'),
          o('kurta-knee', t('Knee', 'घुटने तक', 'حتى الركبة'), 'kurta-knee'),
          o('kurta-calf', t('Calf', 'पिंडली तक', 'حتى الساق'), 'kurta-calf', { price: 100, metres: 0.5 }),
        ],
      },
      {
        ...frontNeck(true),
        options: frontNeck(true).options.filter((x) =>
          ['front-round', 'front-v', 'front-boat', 'front-collar'].includes(x.code),
        ),
      },
      { ...sleeveLength, required: true },
      {
        code: 'bottom',
        name: t('Bottom from the same fabric', 'उसी कपड़े से नीचे का', 'قطعة سفلية من القماش نفسه'),
        required: false,
        options: [
          o('bottom-salwar', t('Salwar', 'सलवार', 'سروال شلوار'), 'salwar', { price: 450, days: 1, metres: 2.5 }),
          o('bottom-churidar', t('Churidar', 'चूड़ीदार', 'تشوريدار'), 'churidar', { price: 450, days: 1, metres: 2 }),
          o('bottom-palazzo', t('Palazzo', 'प्लाज़ो', 'بالاتسو'), 'palazzo', { price: 400, days: 1, metres: 2.5 }),
        ],
      },
      lining(false),
    ],
    rules: [],
  },
  {
    slug: 'saree-to-dress-conversion',
    garment: 'kurta',
    material: 'SAREE',
    metres: 0,
    groups: [
      {
        code: 'dress',
        name: t('Make it into', 'इससे बनाएँ', 'حوّليه إلى'),
        required: true,
        options: [
          o('dress-anarkali', t('Anarkali', 'अनारकली', 'أناركالي'), 'dress-anarkali', { price: 500, days: 2 }),
          o('dress-aline', t('A-line dress', 'ए-लाइन ड्रेस', 'فستان بقصة A'), 'dress-aline'),
          o('dress-lehenga', t('Lehenga set', 'लहंगा सेट', 'طقم لهنغا'), 'dress-lehenga', { price: 900, days: 3 }),
        ],
      },
      { ...sleeveLength, required: true },
      lining(false),
    ],
    rules: [],
  },
];
