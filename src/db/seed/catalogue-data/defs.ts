import type { Motif } from '../../../media/artwork';

// Building blocks shared by the weave, fabric and service definitions that products.ts combines.

/** A Localized with every language filled in. */
export type Text3 = { en: string; hi: string; ar: string };

export type ColourSlug =
  | 'red'
  | 'maroon'
  | 'pink'
  | 'orange'
  | 'yellow'
  | 'green'
  | 'blue'
  | 'purple'
  | 'black'
  | 'white-cream'
  | 'gold'
  | 'multicolour';

/** How the artwork is coloured: gold zari, silver zari, or a contrast thread. */
export type PaletteStyle = 'zari' | 'silver' | 'thread';

export type CareKey = 'silk' | 'silk-cotton' | 'cotton' | 'linen' | 'sheer' | 'organza' | 'embroidered' | 'service';

/** What a saree weave and a fabric have in common. */
type CraftBase = {
  /** The part of the product slug after the colour: red-<slug>-saree. */
  slug: string;
  /** Full name as it sits between colour and "Saree"/"Fabric": "Banarasi Katan Silk". */
  name: Text3;
  /** Short English name used in reviews: "Banarasi". */
  short: string;
  category: string;
  brand: string;
  fabric: string[];
  weave: string[];
  region: string;
  /** Price range in whole rupees (per metre for fabrics). */
  price: [number, number];
  occasions: string[];
  pattern: string[];
  motif: Motif;
  style: PaletteStyle;
  finish: Text3;
  care: CareKey;
  /** Woven on a handloom, so it belongs in Handloom Heritage. */
  handloom: boolean;
  colours: ColourSlug[];
  keywords: string[];
  /** Where it comes from and how it is made. */
  story: Text3;
};

export type WeaveDef = CraftBase & {
  /** How it drapes and where it is worn. */
  drape: Text3;
  length: '5-5m' | '6-3m' | '6-5m';
  /** Heavy bridal-grade silk. */
  heavy: boolean;
};

export type FabricDef = CraftBase & {
  /** What to make from it. */
  use: Text3;
  width: '44-inch' | '54-inch' | '58-inch';
  /**
   * The metres the counter cuts in: 0.5 for most, 0.25 for light fabrics bought for a dupatta or a
   * trim, whole metres where the pattern repeats across a metre (a brocade, an ikat).
   */
  step: 0.25 | 0.5 | 1;
};

export const finishes = {
  goldZari: { en: 'gold zari', hi: 'सुनहरी ज़री', ar: 'زخارف من الزري الذهبي' },
  silverZari: { en: 'silver zari', hi: 'रुपहली ज़री', ar: 'زخارف من الزري الفضي' },
  thread: { en: 'contrast thread-work', hi: 'कंट्रास्ट धागे का काम', ar: 'تطريز بخيوط متباينة اللون' },
  ikat: { en: 'ikat motifs in a contrast shade', hi: 'कंट्रास्ट रंग में इकत के रूपांकन', ar: 'زخارف إيكات بلون متباين' },
  bandhani: { en: 'fine bandhani dots', hi: 'बांधनी की बारीक बिंदियाँ', ar: 'نقاط باندهاني دقيقة' },
  print: { en: 'hand-block prints', hi: 'हाथ की ठप्पा छपाई', ar: 'نقوش مطبوعة يدويًا بالقوالب' },
  chikan: { en: 'tonal chikankari', hi: 'हम-रंग चिकनकारी', ar: 'تطريز تشيكانكاري بلون متناغم' },
  sequin: { en: 'sequin and thread embroidery', hi: 'सीक्विन और धागे की कढ़ाई', ar: 'تطريز بالترتر والخيوط' },
  plain: { en: 'a soft, even finish', hi: 'मुलायम, एक-सी सतह', ar: 'ملمس ناعم متجانس' },
  floralPrint: { en: 'a soft floral print', hi: 'फूलों का हल्का प्रिंट', ar: 'نقش زهري ناعم' },
} satisfies Record<string, Text3>;

/** Keywords shoppers type for a fabric value. */
export const fabricKeywords: Record<string, string[]> = {
  silk: ['resham', 'reshmi', 'pure silk'],
  cotton: ['sooti', 'suti', 'cotton'],
  'silk-cotton': ['resham', 'sooti', 'silk cotton'],
  linen: ['linen', 'lenin', 'linnen'],
  'tussar-silk': ['tussore', 'tasar', 'kosa'],
  'raw-silk': ['raw silk', 'dupion', 'dupioni'],
  organza: ['organja', 'orgenza'],
  georgette: ['georgett', 'jorjet', 'georgete'],
  chiffon: ['chifon', 'shifon', 'chiffone'],
  crepe: ['crape', 'crep'],
  muslin: ['mulmul', 'malmal', 'muslin'],
};

export const careNotes: Record<CareKey, Text3> = {
  silk: {
    en: 'Dry clean only. Store folded in a muslin cloth away from damp, and refold along new lines every few months so the zari does not crack.',
    hi: 'केवल ड्राई क्लीन कराएँ। मलमल के कपड़े में लपेटकर नमी से दूर रखें, और हर कुछ महीनों में तह बदलें ताकि ज़री न टूटे।',
    ar: 'تنظيف جاف فقط. يُحفظ مطويًا في قماش موسلين بعيدًا عن الرطوبة، وتُغيَّر خطوط الطيّ كل بضعة أشهر حتى لا يتشقق الزري.',
  },
  'silk-cotton': {
    en: 'Dry clean the first time. After that, a gentle hand wash in cold water with a mild detergent; dry in shade and iron on low heat.',
    hi: 'पहली बार ड्राई क्लीन कराएँ। उसके बाद हल्के डिटर्जेंट और ठंडे पानी में हाथ से धीरे धोएँ, छाँव में सुखाएँ और कम आँच पर इस्त्री करें।',
    ar: 'يُنظَّف تنظيفًا جافًا في المرة الأولى، ثم يُغسل يدويًا برفق بماء بارد ومنظّف لطيف، ويُجفَّف في الظل ويُكوى على حرارة منخفضة.',
  },
  cotton: {
    en: 'Gentle hand wash in cold water, separately for the first few washes, as handloom dyes can bleed. Dry in shade; starch lightly and iron while slightly damp.',
    hi: 'ठंडे पानी में हाथ से धीरे धोएँ, और शुरू की कुछ धुलाइयाँ अलग से करें क्योंकि हथकरघे के रंग निकल सकते हैं। छाँव में सुखाएँ, हल्का कलफ़ लगाएँ और थोड़ी नमी रहते इस्त्री करें।',
    ar: 'يُغسل يدويًا برفق بماء بارد، ومنفصلًا في الغسلات الأولى لأن أصباغ النول اليدوي قد تنزف. يُجفَّف في الظل، ويُنشّى قليلًا ويُكوى وهو رطب قليلًا.',
  },
  linen: {
    en: 'Hand wash or a gentle machine cycle in cold water. Dry in shade and iron while damp; linen softens with every wash.',
    hi: 'ठंडे पानी में हाथ से या मशीन के हल्के चक्र में धोएँ। छाँव में सुखाएँ और नमी रहते इस्त्री करें; हर धुलाई के साथ लिनन और मुलायम होता है।',
    ar: 'يُغسل يدويًا أو في دورة غسالة لطيفة بماء بارد، ويُجفَّف في الظل ويُكوى وهو رطب؛ يزداد الكتان نعومة مع كل غسلة.',
  },
  sheer: {
    en: 'Dry clean recommended. If washing at home, hand wash gently in cold water without wringing, and iron on the lowest setting through a cloth.',
    hi: 'ड्राई क्लीन बेहतर है। घर पर धोना हो तो ठंडे पानी में हाथ से धीरे धोएँ, निचोड़ें नहीं, और ऊपर कपड़ा रखकर सबसे कम आँच पर इस्त्री करें।',
    ar: 'يُفضَّل التنظيف الجاف. عند الغسل في المنزل يُغسل يدويًا برفق بماء بارد دون عصر، ويُكوى على أدنى حرارة مع وضع قطعة قماش فوقه.',
  },
  organza: {
    en: 'Dry clean only. Steam rather than iron, and store rolled or on a padded hanger to avoid sharp creases.',
    hi: 'केवल ड्राई क्लीन कराएँ। इस्त्री की जगह भाप दें, और गहरी सिलवटों से बचाने के लिए लपेटकर या गद्देदार हैंगर पर रखें।',
    ar: 'تنظيف جاف فقط. يُفضَّل تمرير البخار بدل الكيّ، ويُحفظ ملفوفًا أو على علّاقة مبطّنة لتجنّب الثنيات الحادة.',
  },
  embroidered: {
    en: 'Dry clean only to protect the embroidery. Iron on the reverse over a soft towel, never directly on sequins.',
    hi: 'कढ़ाई को सुरक्षित रखने के लिए केवल ड्राई क्लीन कराएँ। मुलायम तौलिये पर उल्टी तरफ़ से इस्त्री करें, सीक्विन पर सीधे कभी नहीं।',
    ar: 'تنظيف جاف فقط حفاظًا على التطريز. يُكوى من الجهة الخلفية فوق منشفة ناعمة، ولا يُكوى الترتر مباشرة أبدًا.',
  },
  service: {
    en: 'Finished pieces come pressed and packed flat. After that, follow the care note of your fabric; hand-knotted tassels and embroidery do best with dry cleaning.',
    hi: 'तैयार कपड़े इस्त्री करके सपाट पैक किए जाते हैं। उसके बाद अपने कपड़े की देखभाल के निर्देश मानें; हाथ से बने फुंदनों और कढ़ाई के लिए ड्राई क्लीन सबसे अच्छा है।',
    ar: 'تصلك القطع جاهزة مكويّة ومغلّفة بشكل مسطّح. بعد ذلك تُتَّبع تعليمات العناية الخاصة بقماشك، ويُفضَّل التنظيف الجاف للشرابات المعقودة يدويًا والتطريز.',
  },
};
