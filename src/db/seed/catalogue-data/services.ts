import type { Motif } from '../../../media/artwork';
import type { ColourSlug, Text3 } from './defs';

export type ServiceDef = {
  slug: string;
  category: 'blouse-stitching' | 'saree-finishing' | 'outfit-stitching';
  name: Text3;
  description: Text3;
  mrp: number;
  price: number;
  turnaroundDays: 3 | 5 | 7 | 10 | 14;
  occasions: string[];
  weave?: string[];
  collections: string[];
  keywords: string[];
  colour: ColourSlug;
  motif: Motif;
  /** Short English noun used in reviews: "blouse". */
  short: string;
};

// Tailoring done by Silai Atelier. Prices are for stitching only; fabric is the customer's own or
// bought alongside.
export const serviceDefs: ServiceDef[] = [
  {
    slug: 'classic-blouse-stitching',
    category: 'blouse-stitching',
    name: { en: 'Classic Blouse Stitching', hi: 'क्लासिक ब्लाउज़ सिलाई', ar: 'خياطة بلوزة كلاسيكية' },
    description: {
      en: 'A lined blouse with a round, sweetheart or U neck, cut to your measurements from the blouse piece of your saree. Front hooks, a side zip on request, and an inch and a half of margin left in the seams for later alterations.',
      hi: 'अस्तर वाला ब्लाउज़, गोल, स्वीटहार्ट या यू गले के साथ, आपकी साड़ी के ब्लाउज़ पीस से आपके नाप पर कटा। आगे हुक, माँगने पर साइड ज़िप, और बाद में ढीला-टाइट कराने के लिए सिलाई में डेढ़ इंच की गुंजाइश।',
      ar: 'بلوزة مبطّنة بياقة دائرية أو على شكل قلب أو حرف U، تُقصّ على مقاسك من قطعة البلوزة المرفقة بساريك، مع مشابك أمامية وسحّاب جانبي عند الطلب، وهامش بوصة ونصف في الدروز لأي تعديل لاحق.',
    },
    mrp: 800,
    price: 650,
    turnaroundDays: 7,
    occasions: ['daily', 'office', 'festive'],
    collections: ['office-wear'],
    keywords: ['blouse silai', 'blouse stitching', 'choli', 'darzi', 'tailor', 'readymade blouse'],
    colour: 'maroon',
    motif: 'temple',
    short: 'blouse',
  },
  {
    slug: 'designer-princess-cut-blouse',
    category: 'blouse-stitching',
    name: { en: 'Designer Blouse with Princess Cut', hi: 'प्रिंसेस कट डिज़ाइनर ब्लाउज़', ar: 'بلوزة مصممة بقَصّة الأميرة' },
    description: {
      en: 'Princess seams run from shoulder to waist for a close, flattering fit without darts. Choose a deep back with dori and latkans, a boat neck or a high collar; our master tailor will call you to confirm the design.',
      hi: 'प्रिंसेस सीम कंधे से कमर तक जाती हैं, जिससे बिना डार्ट के सटी हुई, सुंदर फ़िटिंग आती है। डोरी-लटकन वाला गहरा गला, बोट नेक या ऊँचा कॉलर चुनें; डिज़ाइन पक्का करने के लिए हमारे उस्ताद दर्ज़ी आपको फ़ोन करेंगे।',
      ar: 'تمتد دروز «الأميرة» من الكتف إلى الخصر لتمنح قَصّة محكمة وأنيقة دون ثنيات. اختاري ظهرًا عميقًا بحبل وشرابات، أو ياقة قاربية، أو ياقة عالية، وسيتصل بك خيّاطنا الماهر لتأكيد التصميم.',
    },
    mrp: 2200,
    price: 1850,
    turnaroundDays: 10,
    occasions: ['festive', 'wedding-guest', 'party'],
    collections: ['festive'],
    keywords: ['princess cut', 'designer blouse', 'blouse design', 'choli', 'darzi'],
    colour: 'pink',
    motif: 'paisley',
    short: 'blouse',
  },
  {
    slug: 'padded-blouse-stitching',
    category: 'blouse-stitching',
    name: { en: 'Padded Blouse Stitching', hi: 'पैडेड ब्लाउज़ सिलाई', ar: 'خياطة بلوزة مبطّنة بحشوات' },
    description: {
      en: 'A fully lined blouse with moulded cups sewn in, so it holds its shape under heavy silk and you can skip a separate inner. Recommended for backless and deep-neck styles.',
      hi: 'पूरे अस्तर वाला ब्लाउज़, जिसमें मोल्डेड कप सिले होते हैं, ताकि भारी रेशम के नीचे भी आकार बना रहे और अलग से अंदर कुछ पहनने की ज़रूरत न पड़े। बैकलेस और गहरे गले के डिज़ाइन के लिए सुझाया जाता है।',
      ar: 'بلوزة مبطّنة بالكامل مع حشوات مقولبة مخيطة فيها، فتحافظ على شكلها تحت الحرير الثقيل وتغني عن ارتداء قطعة داخلية منفصلة. يُنصح بها للتصاميم المكشوفة الظهر والياقات العميقة.',
    },
    mrp: 1500,
    price: 1350,
    turnaroundDays: 10,
    occasions: ['bridal', 'wedding-guest', 'party'],
    collections: ['bridal'],
    keywords: ['padded blouse', 'pad wala blouse', 'cup blouse', 'choli', 'darzi'],
    colour: 'red',
    motif: 'lotus',
    short: 'blouse',
  },
  {
    slug: 'saree-fall-and-pico',
    category: 'saree-finishing',
    name: { en: 'Saree Fall and Pico', hi: 'साड़ी फ़ॉल और पीको', ar: 'تركيب حاشية الساري وتشطيب أطرافه' },
    description: {
      en: 'A colour-matched cotton fall stitched along the lower edge, so the pleats sit weighted and the hem does not fray, plus pico finishing on the pallu and the top edge. Send your saree to us or add it to any saree in your cart.',
      hi: 'नीचे के किनारे पर मिलते रंग का सूती फ़ॉल, ताकि प्लीट्स वज़न से टिकी रहें और किनारा न उधड़े, और पल्लू व ऊपरी किनारे पर पीको। अपनी साड़ी हमें भेजें या कार्ट की किसी भी साड़ी के साथ जोड़ें।',
      ar: 'شريط قطني بلون متناسق يُخاط على الحافة السفلية ليثقل الطيّات ويمنع تنسيل الذيل، مع تشطيب «بيكو» على البالو والحافة العلوية. أرسلي ساريك إلينا أو أضيفي الخدمة إلى أي ساري في سلّتك.',
    },
    mrp: 300,
    price: 300,
    turnaroundDays: 3,
    occasions: ['daily', 'office', 'festive'],
    collections: [],
    keywords: ['fall pico', 'fall and pico', 'saree fall', 'pico', 'peeko', 'fol'],
    colour: 'white-cream',
    motif: 'diamond',
    short: 'fall and pico',
  },
  {
    slug: 'saree-tassels-kuchu',
    category: 'saree-finishing',
    name: { en: 'Saree Tassels (Kuchu)', hi: 'साड़ी के फुंदने (कुचु)', ar: 'شرابات الساري (كوتشو)' },
    description: {
      en: 'Hand-knotted kuchu tassels on the pallu, made from the saree’s own loose threads or from silk thread and beads in a matching shade. A South Indian finishing touch that makes the pallu swing.',
      hi: 'पल्लू पर हाथ से गुँथे कुचु फुंदने, साड़ी के अपने खुले धागों से या मिलते रंग के रेशमी धागे और मोतियों से। दक्षिण भारत की यह फ़िनिशिंग पल्लू को लहराने देती है।',
      ar: 'شرابات «كوتشو» معقودة يدويًا على البالو، من خيوط الساري المتدلية نفسها أو من خيوط حريرية وخرز بلون متناسق. لمسة ختامية من جنوب الهند تمنح البالو حركة وتمايلًا.',
    },
    mrp: 750,
    price: 550,
    turnaroundDays: 5,
    occasions: ['festive', 'wedding-guest'],
    weave: ['hand-stitching'],
    collections: ['festive'],
    keywords: ['kuchu', 'tassels', 'saree kuchu', 'latkan', 'jhalar'],
    colour: 'gold',
    motif: 'lotus',
    short: 'tassels',
  },
  {
    slug: 'pre-pleated-ready-to-wear-saree',
    category: 'saree-finishing',
    name: {
      en: 'Pre-pleated Ready-to-Wear Saree',
      hi: 'पहले से प्लीट की हुई रेडी-टू-वियर साड़ी',
      ar: 'ساري بطيّات جاهزة للارتداء',
    },
    description: {
      en: 'We press and stitch the pleats and the pallu to your height and drape, so the saree goes on in two minutes. The stitching is on the inside only and can be opened later.',
      hi: 'हम आपकी लंबाई और पहनने के ढंग के हिसाब से प्लीट्स और पल्लू प्रेस करके सिल देते हैं, ताकि साड़ी दो मिनट में पहनी जा सके। सिलाई सिर्फ़ अंदर की ओर होती है और बाद में खोली जा सकती है।',
      ar: 'نكوي الطيّات والبالو ونخيطها بحسب طولك وطريقة لفّك، فيُرتدى الساري في دقيقتين. الخياطة من الداخل فقط ويمكن فكّها لاحقًا.',
    },
    mrp: 1500,
    price: 1200,
    turnaroundDays: 5,
    occasions: ['party', 'wedding-guest', 'festive'],
    collections: [],
    keywords: ['pre pleated', 'prestitched saree', 'ready to wear saree', 'readymade saree', 'one minute saree'],
    colour: 'purple',
    motif: 'paisley',
    short: 'pre-pleating',
  },
  {
    slug: 'lehenga-stitching',
    category: 'outfit-stitching',
    name: { en: 'Lehenga Stitching', hi: 'लहंगा सिलाई', ar: 'خياطة تنورة ليهينغا' },
    description: {
      en: 'A full lehenga set from your fabric: a flared or kalidar skirt with can-can on request, a lined blouse and a finished dupatta. Includes one video fitting call and one free alteration.',
      hi: 'आपके कपड़े से पूरा लहंगा सेट: घेरदार या कलीदार लहंगा, माँगने पर कैन-कैन, अस्तर वाला ब्लाउज़ और तैयार दुपट्टा। एक वीडियो फ़िटिंग कॉल और एक मुफ़्त ऑल्टरेशन शामिल।',
      ar: 'طقم ليهينغا كامل من قماشك: تنورة واسعة أو بقَصّة «كاليدار» مع بطانة منفوشة عند الطلب، وبلوزة مبطّنة، ووشاح مشطّب الأطراف. يشمل مكالمة قياس بالفيديو وتعديلًا مجانيًا واحدًا.',
    },
    mrp: 6500,
    price: 5500,
    turnaroundDays: 14,
    occasions: ['bridal', 'wedding-guest'],
    collections: ['bridal'],
    keywords: ['lehenga', 'lehnga', 'lengha', 'ghagra', 'chaniya choli'],
    colour: 'maroon',
    motif: 'paisley',
    short: 'lehenga',
  },
  {
    slug: 'kurta-stitching',
    category: 'outfit-stitching',
    name: { en: 'Kurta Stitching', hi: 'कुर्ता सिलाई', ar: 'خياطة قميص كورتا' },
    description: {
      en: 'A straight, A-line or angrakha kurta stitched to your measurements, with pockets, side slits and a lining if the fabric needs one.',
      hi: 'आपके नाप से सिला सीधा, ए-लाइन या अंगरखा कुर्ता, जेबों और साइड कट के साथ, और कपड़े को ज़रूरत हो तो अस्तर भी।',
      ar: 'قميص كورتا مستقيم أو بقَصّة A أو بطراز «أنغراكا»، يُخاط على مقاسك بجيوب وفتحات جانبية، وببطانة إن احتاج القماش إليها.',
    },
    mrp: 900,
    price: 750,
    turnaroundDays: 7,
    occasions: ['daily', 'office', 'festive'],
    collections: ['office-wear'],
    keywords: ['kurta', 'kurti', 'kameez', 'suit silai', 'darzi'],
    colour: 'blue',
    motif: 'diamond',
    short: 'kurta',
  },
  {
    slug: 'saree-to-dress-conversion',
    category: 'outfit-stitching',
    name: { en: 'Saree-to-Dress Conversion', hi: 'साड़ी से ड्रेस', ar: 'تحويل الساري إلى فستان' },
    description: {
      en: 'Give a saree you no longer drape a second life as an anarkali, a maxi dress or a co-ord set, with the pallu and border placed where they show best.',
      hi: 'जो साड़ी अब नहीं पहनतीं, उसे अनारकली, मैक्सी ड्रेस या को-ऑर्ड सेट के रूप में नई ज़िंदगी दें; पल्लू और बॉर्डर वहीं लगाए जाते हैं जहाँ वे सबसे अच्छे दिखें।',
      ar: 'امنحي ساريًا لم تعودي ترتدينه حياة ثانية في فستان أناركلي أو فستان طويل أو طقم متناسق، مع وضع البالو والحاشية حيث يظهران في أبهى صورة.',
    },
    mrp: 3200,
    price: 2800,
    turnaroundDays: 14,
    occasions: ['party', 'festive'],
    collections: ['festive'],
    keywords: ['saree to dress', 'old saree dress', 'saree anarkali', 'upcycle', 'darzi'],
    colour: 'green',
    motif: 'temple',
    short: 'dress',
  },
];
