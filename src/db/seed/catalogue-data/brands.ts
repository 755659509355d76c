import type { BrandSeed } from '../catalogue-types';

// Invented weaver co-operatives, family workshops and labels. Any likeness to a real business is
// unintended.
export const brandSeeds: BrandSeed[] = [
  {
    slug: 'varanasi-weavers-collective',
    name: 'Varanasi Weavers Collective',
    verified: true,
    region: { en: 'Varanasi, Uttar Pradesh', hi: 'वाराणसी, उत्तर प्रदेश', ar: 'فاراناسي، أوتار براديش' },
    description: {
      en: 'A co-operative of some forty weaving families in the lanes of Madanpura and Sarai Mohana. They weave katan silk, brocade and kora organza on pit and jacquard looms.',
      hi: 'मदनपुरा और सराय मोहाना की गलियों के लगभग चालीस बुनकर परिवारों की सहकारी संस्था, जो गड्ढा और जैकार्ड करघों पर कतान सिल्क, ब्रोकेड और कोरा ऑर्गेंज़ा बुनती है।',
      ar: 'تعاونية تضم نحو أربعين عائلة من النسّاجين في أزقة مدنبورة وساراي موهانا، تنسج حرير الكاتان والبروكار وأورغانزا الكورا على الأنوال التقليدية وأنوال الجاكار.',
    },
  },
  {
    slug: 'kanchi-pattu-house',
    name: 'Kanchi Pattu House',
    verified: true,
    region: { en: 'Kanchipuram, Tamil Nadu', hi: 'कांचीपुरम, तमिलनाडु', ar: 'كانشيبورام، تاميل نادو' },
    description: {
      en: 'A third-generation silk house that works with master weavers around Kanchipuram and Mysuru. Every Kanjeevaram is woven with korvai borders and tested zari.',
      hi: 'तीसरी पीढ़ी का रेशम घराना, जो कांचीपुरम और मैसूरु के उस्ताद बुनकरों के साथ काम करता है। हर कांजीवरम कोरवई बॉर्डर और जाँची-परखी ज़री से बुना जाता है।',
      ar: 'دار حرير يديرها الجيل الثالث، تعمل مع كبار النسّاجين في كانشيبورام وميسورو، ويُنسج كل ساري كانجيفارام لديها بحواف الكورفاي وخيوط زري مفحوصة.',
    },
  },
  {
    slug: 'mor-paithani-handlooms',
    name: 'Mor Paithani Handlooms',
    verified: true,
    region: { en: 'Paithan and Yeola, Maharashtra', hi: 'पैठण और येवला, महाराष्ट्र', ar: 'بايثان وييولا، ماهاراشترا' },
    description: {
      en: 'Named for the peacock (mor) that crowns every Paithani pallu. A family workshop of eleven looms where a single saree can take a month.',
      hi: 'हर पैठणी पल्लू पर सजे मोर के नाम पर बना यह ग्यारह करघों का पारिवारिक कारख़ाना है, जहाँ एक साड़ी में महीना भर लग सकता है।',
      ar: 'سُمّيت على اسم الطاووس («مور») الذي يتوّج كل بالو بايثاني، وهي ورشة عائلية من أحد عشر نولًا قد يستغرق فيها الساري الواحد شهرًا كاملًا.',
    },
  },
  {
    slug: 'patan-heritage-patola',
    name: 'Patan Heritage Patola',
    verified: true,
    region: { en: 'Patan, Gujarat', hi: 'पाटन, गुजरात', ar: 'باتان، غوجارات' },
    description: {
      en: 'One of the few households still weaving true double ikat patola. Each piece ships with a note of how long it spent on the loom.',
      hi: 'उन गिने-चुने घरानों में से एक जो आज भी असली डबल इकत पटोला बुनते हैं। हर साड़ी के साथ लिखा आता है कि वह कितने समय करघे पर रही।',
      ar: 'من البيوت القليلة التي ما زالت تنسج الباتولا الأصيل بالإيكات المزدوج، وترافق كل قطعة بطاقةٌ تذكر المدة التي قضتها على النول.',
    },
  },
  {
    slug: 'kutch-bandhej-kendra',
    name: 'Kutch Bandhej Kendra',
    verified: true,
    region: { en: 'Bhuj, Kutch, Gujarat', hi: 'भुज, कच्छ, गुजरात', ar: 'بوج، كوتش، غوجارات' },
    description: {
      en: 'Women tie-dyers from villages around Bhuj, working on gaji silk and fine cotton. Known for gharchola and dense ekdali dots.',
      hi: 'भुज के आसपास के गाँवों की बांधनी कारीगर महिलाएँ, जो गजी सिल्क और बारीक सूती पर काम करती हैं। घरचोला और घनी एकदाली बिंदियों के लिए जानी जाती हैं।',
      ar: 'حرفيات صباغة بالربط من قرى حول بوج، يعملن على حرير الغاجي والقطن الرفيع، ويشتهرن بساري «غارشولا» والنقاط الكثيفة الدقيقة.',
    },
  },
  {
    slug: 'pochampally-ikat-sangam',
    name: 'Pochampally Ikat Sangam',
    verified: true,
    region: { en: 'Pochampally, Telangana', hi: 'पोचमपल्ली, तेलंगाना', ar: 'بوتشامبالي، تيلانغانا' },
    description: {
      en: 'A weavers’ co-operative that dyes its own yarn and weaves ikat silk sarees and cotton yardage in the same village.',
      hi: 'बुनकरों की सहकारी संस्था जो अपना धागा ख़ुद रंगती है और उसी गाँव में इकत सिल्क साड़ियाँ और सूती थान बुनती है।',
      ar: 'تعاونية نسّاجين تصبغ خيوطها بنفسها، وتنسج في القرية ذاتها ساري الإيكات الحريرية وأقمشة قطنية بالمتر.',
    },
  },
  {
    slug: 'champanagar-tussar-weavers',
    name: 'Champanagar Tussar Weavers',
    verified: true,
    region: { en: 'Bhagalpur, Bihar', hi: 'भागलपुर, बिहार', ar: 'بهاغالبور، بيهار' },
    description: {
      en: 'Handloom families from Bhagalpur’s silk quarter who weave tussar and, increasingly, pure linen sarees and yardage.',
      hi: 'भागलपुर के रेशम मोहल्ले के हथकरघा परिवार, जो टसर बुनते हैं और अब शुद्ध लिनन की साड़ियाँ व थान भी।',
      ar: 'عائلات نسيج يدوي من حيّ الحرير في بهاغالبور، تنسج التوسار، ومؤخرًا الساري والأقمشة من الكتان الخالص أيضًا.',
    },
  },
  {
    slug: 'bandha-ghar-sambalpur',
    name: 'Bandha Ghar Sambalpur',
    verified: true,
    region: { en: 'Sambalpur and Bargarh, Odisha', hi: 'संबलपुर और बरगढ़, ओडिशा', ar: 'سامبالبور وبارغاره، أوديشا' },
    description: {
      en: 'A small studio working with bandha (ikat) weavers in western Odisha, known for conch and wheel motifs in deep, earthy colours.',
      hi: 'पश्चिमी ओडिशा के बंधा (इकत) बुनकरों के साथ काम करने वाला छोटा स्टूडियो, जो गहरे, मिट्टी जैसे रंगों में शंख और चक्र रूपांकनों के लिए जाना जाता है।',
      ar: 'استوديو صغير يعمل مع نسّاجي «باندها» (الإيكات) في غرب أوديشا، ويُعرف بزخارف المحارة والعجلة بألوان عميقة ترابية.',
    },
  },
  {
    slug: 'chanderi-bunkar-samiti',
    name: 'Chanderi Bunkar Samiti',
    verified: true,
    region: { en: 'Chanderi, Madhya Pradesh', hi: 'चंदेरी, मध्य प्रदेश', ar: 'تشانديري، ماديا براديش' },
    description: {
      en: 'A weavers’ society in the old town of Chanderi. Their sarees and yardage use silk warp, fine cotton weft and hand-inserted zari buttis.',
      hi: 'चंदेरी के पुराने शहर की बुनकर समिति। इनकी साड़ियों और थान में रेशमी ताना, बारीक सूती बाना और हाथ से डाली गई ज़री बूटियाँ होती हैं।',
      ar: 'جمعية نسّاجين في بلدة تشانديري القديمة، تستخدم في ساريها وأقمشتها سَدى من الحرير ولُحمة قطنية رفيعة وزخارف زري تُدخل يدويًا.',
    },
  },
  {
    slug: 'narmada-maheshwari-handlooms',
    name: 'Narmada Maheshwari Handlooms',
    verified: true,
    region: { en: 'Maheshwar, Madhya Pradesh', hi: 'महेश्वर, मध्य प्रदेश', ar: 'ماهيشوار، ماديا براديش' },
    description: {
      en: 'Looms in the shadow of the Maheshwar fort, weaving light silk-cotton sarees with reversible borders and striped pallus.',
      hi: 'महेश्वर क़िले की छाँव में चलते करघे, जो दोरुखे बॉर्डर और धारीदार पल्लू वाली हल्की सिल्क-कॉटन साड़ियाँ बुनते हैं।',
      ar: 'أنوال في ظل قلعة ماهيشوار تنسج ساري خفيفة من الحرير والقطن بحواف قابلة للارتداء من الجهتين وبالو مقلّم.',
    },
  },
  {
    slug: 'kaithoon-kota-karigars',
    name: 'Kaithoon Kota Karigars',
    verified: false,
    region: { en: 'Kaithoon, Kota, Rajasthan', hi: 'कैथून, कोटा, राजस्थान', ar: 'كايثون، كوتا، راجستان' },
    description: {
      en: 'A group of Kota doria weavers new to Silai; we are still completing our visit to their looms.',
      hi: 'कोटा डोरिया बुनकरों का समूह जो हाल ही में सिलाई से जुड़ा है; उनके करघों का हमारा दौरा अभी पूरा हो रहा है।',
      ar: 'مجموعة من نسّاجي كوتا دوريا انضمّت حديثًا إلى سيلاي، وما زلنا نستكمل زيارتنا لأنوالهم.',
    },
  },
  {
    slug: 'tanti-bari-handlooms',
    name: 'Tanti Bari Handlooms',
    verified: true,
    region: {
      en: 'Phulia and Murshidabad, West Bengal',
      hi: 'फुलिया और मुर्शिदाबाद, पश्चिम बंगाल',
      ar: 'فوليا ومرشد آباد، البنغال الغربية',
    },
    description: {
      en: 'A weavers’ household (tanti bari in Bengali) making jamdani and tant cottons in Phulia, and raw silk in Murshidabad.',
      hi: 'बुनकरों का घराना (बांग्ला में तांती बाड़ी), जो फुलिया में जामदानी और तांत सूती और मुर्शिदाबाद में कच्चा रेशम बनाता है।',
      ar: 'بيت نسّاجين («تانتي باري» بالبنغالية) يصنع قطنيات الجامداني والتانت في فوليا، والحرير الخام في مرشد آباد.',
    },
  },
  {
    slug: 'sanganer-chhapa-works',
    name: 'Sanganer Chhapa Works',
    verified: true,
    region: { en: 'Sanganer, Jaipur, Rajasthan', hi: 'सांगानेर, जयपुर, राजस्थान', ar: 'سانغانير، جايبور، راجستان' },
    description: {
      en: 'Block printers (chhipas) who carve their own teak blocks and print cotton and linen by hand with azo-free dyes.',
      hi: 'ठप्पा छपाई करने वाले छीपा कारीगर, जो अपने सागौन के ठप्पे ख़ुद तराशते हैं और एज़ो-मुक्त रंगों से सूती और लिनन पर हाथ से छापते हैं।',
      ar: 'حرفيو طباعة بالقوالب («تشيبا») ينحتون قوالبهم من خشب الساج ويطبعون القطن والكتان يدويًا بأصباغ خالية من مركّبات الآزو.',
    },
  },
  {
    slug: 'nawabi-chikan-studio',
    name: 'Nawabi Chikan Studio',
    verified: false,
    region: { en: 'Lucknow, Uttar Pradesh', hi: 'लखनऊ, उत्तर प्रदेश', ar: 'لكناو، أوتار براديش' },
    description: {
      en: 'A Lucknow label working with women embroiderers in the old city. Verification of their workshop is under way.',
      hi: 'पुराने लखनऊ की कढ़ाई करने वाली महिलाओं के साथ काम करने वाला लेबल। इनकी कार्यशाला का सत्यापन चल रहा है।',
      ar: 'علامة من لكناو تعمل مع مطرّزات في المدينة القديمة، ويجري التحقق من ورشتها حاليًا.',
    },
  },
  {
    slug: 'tapi-drape-co',
    name: 'Tapi Drape Co.',
    verified: false,
    region: { en: 'Surat, Gujarat', hi: 'सूरत, गुजरात', ar: 'سورات، غوجارات' },
    description: {
      en: 'A Surat label for chiffon and georgette sarees and sheer yardage, finished with sequin and thread work.',
      hi: 'शिफ़ॉन और जॉर्जेट साड़ियों व झीने कपड़ों का सूरत का लेबल, सीक्विन और धागे के काम के साथ।',
      ar: 'علامة من سورات لساري الشيفون والجورجيت والأقمشة الشفافة بالمتر، مزيّنة بالترتر والتطريز بالخيوط.',
    },
  },
  {
    slug: 'silai-atelier',
    name: 'Silai Atelier',
    verified: true,
    region: { en: 'Bengaluru, Karnataka', hi: 'बेंगलुरु, कर्नाटक', ar: 'بنغالورو، كارناتاكا' },
    description: {
      en: 'Our own tailoring studio: twelve master tailors who stitch blouses, lehengas and kurtas to your measurements and finish every saree we sell.',
      hi: 'हमारा अपना सिलाई स्टूडियो: बारह उस्ताद दर्ज़ी, जो आपके नाप से ब्लाउज़, लहंगे और कुर्ते सिलते हैं और हमारी हर साड़ी की फ़िनिशिंग करते हैं।',
      ar: 'مشغل الخياطة الخاص بنا: اثنا عشر خيّاطًا ماهرًا يفصّلون البلوزات وتنانير الليهينغا والكورتا على مقاسك، ويشطّبون كل ساري نبيعه.',
    },
  },
];
