import type { ColourDef } from './colours';
import type { FabricDef, Text3, WeaveDef } from './defs';

// Names and description sentences composed from a weave or fabric and a colour. Hindi adjectives
// agree with the noun (साड़ी and ज़मीन are feminine, कपड़ा and रंग masculine); Arabic puts the
// colour phrase after the noun.

const anA = (word: string): string => (/^[aeiou]/i.test(word) ? 'An' : 'A');

export function sareeName(w: WeaveDef, c: ColourDef): Text3 {
  return {
    en: `${c.en} ${w.name.en} Saree`,
    hi: `${c.hiF} ${w.name.hi} साड़ी`,
    ar: `ساري ${w.name.ar} ${c.ar}`,
  };
}

export function fabricName(f: FabricDef, c: ColourDef): Text3 {
  return {
    en: `${c.en} ${f.name.en} Fabric`,
    hi: `${c.hiM} ${f.name.hi} कपड़ा`,
    ar: `قماش ${f.name.ar} ${c.ar}`,
  };
}

type ColourLine = (c: ColourDef, finish: Text3) => Text3;

export const sareeColourLines: ColourLine[] = [
  (c, f) => ({
    en: `The ${c.enLower} ground is set off by ${f.en} on the border and pallu.`,
    hi: `${c.hiF} ज़मीन, और बॉर्डर व पल्लू पर ${f.hi}।`,
    ar: `يأتي هذا الساري ${c.ar} مع ${f.ar} على الحاشية والبالو.`,
  }),
  (c, f) => ({
    en: `This ${c.enLower} piece carries ${f.en}, and the shade in our photos is true to daylight.`,
    hi: `इसकी ${c.hiF} ज़मीन दिन की रोशनी में तस्वीरों जैसी ही दिखती है, और साथ में ${f.hi} है।`,
    ar: `يبدو هذا الساري ${c.ar} في صورنا كما يبدو في ضوء النهار تمامًا، مع ${f.ar}.`,
  }),
  (c, f) => ({
    en: `${anA(c.enLower)} ${c.enLower} body, a deeper border and ${f.en}: it pairs as well with temple gold as with oxidised silver.`,
    hi: `${c.hiF} ज़मीन, गहरे रंग का बॉर्डर और ${f.hi}: इसे टेम्पल ज्वेलरी के साथ भी पहनें और ऑक्सीडाइज़्ड चाँदी के साथ भी।`,
    ar: `ساري ${c.ar} بحاشية أغمق ومع ${f.ar}، يليق بمجوهرات المعابد الذهبية كما يليق بالفضة المؤكسدة.`,
  }),
  (c, f) => ({
    en: `We picked this ${c.enLower} for the way it glows under evening lights, finished with ${f.en}.`,
    hi: `शाम की रोशनी में इसकी ${c.hiF} ज़मीन ख़ूब खिलती है; साथ में ${f.hi}।`,
    ar: `اخترنا هذا الساري ${c.ar} لتوهّجه تحت أضواء المساء، مع ${f.ar}.`,
  }),
];

export const fabricColourLines: ColourLine[] = [
  (c, f) => ({
    en: `Shown here in ${c.enLower} with ${f.en}; we photograph every colourway in daylight.`,
    hi: `रंग: ${c.hiM}, साथ में ${f.hi}; हर रंग की तस्वीर दिन की रोशनी में ली गई है।`,
    ar: `يأتي هذا القماش ${c.ar} مع ${f.ar}، وقد صُوّر في ضوء النهار ليظهر لونه الحقيقي.`,
  }),
  (c, f) => ({
    en: `${anA(c.enLower)} ${c.enLower} ground with ${f.en}, dyed evenly across the full width.`,
    hi: `${c.hiF} ज़मीन, ${f.hi}, और पूरे अर्ज़ में एक-सा रंग।`,
    ar: `أرضية ${c.ar} مع ${f.ar}، بلون متجانس على العرض كله.`,
  }),
];

/** Sentences joined per language. */
export function join(...parts: Text3[]): Text3 {
  return {
    en: parts.map((p) => p.en).join(' '),
    hi: parts.map((p) => p.hi).join(' '),
    ar: parts.map((p) => p.ar).join(' '),
  };
}
