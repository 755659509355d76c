import { o, t, type GroupSeed, type RuleSeed } from './tailoring-option-seeds';

// The blouse's option groups and rules; the kurtas and the saree services reuse some of the groups.

export const frontNeck = (withCollar: boolean): GroupSeed => ({
  code: 'front-neck',
  name: t('Front neck', 'आगे का गला', 'الياقة الأمامية'),
  required: true,
  options: [
    o('front-round', t('Round', 'गोल', 'دائرية'), 'neck-round'),
    o('front-sweetheart', t('Sweetheart', 'स्वीटहार्ट', 'على شكل قلب'), 'neck-sweetheart', { price: 100 }),
    o('front-u', t('U neck', 'यू गला', 'على شكل U'), 'neck-u'),
    o('front-v', t('V neck', 'वी गला', 'على شكل V'), 'neck-v'),
    o('front-boat', t('Boat neck', 'बोट नेक', 'ياقة قاربية'), 'neck-boat', { price: 150 }),
    o('front-square', t('Square', 'चौकोर', 'مربعة'), 'neck-square'),
    ...(withCollar
      ? [o('front-collar', t('High collar', 'ऊँचा कॉलर', 'ياقة عالية'), 'neck-collar', { price: 250, days: 1 })]
      : []),
  ],
});

export const backNeck: GroupSeed = {
  code: 'back-neck',
  name: t('Back neck', 'पीछे का गला', 'الياقة الخلفية'),
  required: true,
  options: [
    o('back-round', t('Round', 'गोल', 'دائرية'), 'back-round'),
    o('back-deep-u', t('Deep U', 'गहरा यू', 'U عميقة'), 'back-deep-u', { price: 100 }),
    o('back-dori', t('Deep with dori', 'डोरी वाला गहरा गला', 'عميقة مع حبل'), 'back-dori', { price: 200, days: 1 }),
    o('back-keyhole', t('Keyhole', 'की-होल', 'فتحة المفتاح'), 'back-keyhole', { price: 150 }),
  ],
};

export const sleeveStyle: GroupSeed = {
  code: 'sleeve-style',
  name: t('Sleeve style', 'आस्तीन का डिज़ाइन', 'طراز الكم'),
  required: true,
  options: [
    o('sleeve-set-in', t('Plain set-in', 'सादी आस्तीन', 'كم عادي'), 'sleeve-set-in'),
    o('sleeve-cap', t('Cap sleeve', 'कैप स्लीव', 'كم قصير جدًا'), 'sleeve-cap'),
    o('sleeve-puff', t('Puff sleeve', 'पफ़ स्लीव', 'كم منفوخ'), 'sleeve-puff', { price: 150 }),
    o('sleeve-bell', t('Bell sleeve', 'बेल स्लीव', 'كم جرسي'), 'sleeve-bell', { price: 200, days: 1 }),
    o('sleeveless', t('Sleeveless', 'बिना आस्तीन', 'بلا أكمام'), 'sleeve-none'),
  ],
};

export const sleeveLength: GroupSeed = {
  code: 'sleeve-length',
  name: t('Sleeve length', 'आस्तीन की लंबाई', 'طول الكم'),
  required: false,
  options: [
    o('length-short', t('Short', 'छोटी', 'قصير'), 'length-short'),
    o('length-elbow', t('Elbow', 'कोहनी तक', 'حتى المرفق'), 'length-elbow'),
    o('length-three-quarter', t('Three-quarter', 'तीन-चौथाई', 'ثلاثة أرباع'), 'length-three-quarter', { price: 50 }),
    o('length-full', t('Full', 'पूरी', 'كامل'), 'length-full', { price: 100 }),
  ],
};

// Without a lining chosen the garment is unlined (the picker's "None").
export const lining = (required: boolean): GroupSeed => ({
  code: 'lining',
  name: t('Lining', 'अस्तर', 'البطانة'),
  required,
  options: [
    o('lining-cotton', t('Cotton lining', 'सूती अस्तर', 'بطانة قطنية'), 'lining-cotton', { price: 150 }),
    o('lining-silk', t('Silk lining', 'रेशमी अस्तर', 'بطانة حريرية'), 'lining-silk', { price: 350 }),
  ],
});

export const padding: GroupSeed = {
  code: 'padding',
  name: t('Padding', 'पैडिंग', 'الحشوات'),
  required: false,
  options: [o('padding-cups', t('Sewn-in cups', 'सिले हुए कप', 'حشوات مخيطة'), 'padding', { price: 350, days: 2 })],
};

export const closure: GroupSeed = {
  code: 'closure',
  name: t('Closure', 'बंद करने का तरीका', 'طريقة الإغلاق'),
  required: true,
  options: [
    o('closure-front-hooks', t('Front hooks', 'आगे हुक', 'مشابك أمامية'), 'closure-front'),
    o('closure-back-hooks', t('Back hooks', 'पीछे हुक', 'مشابك خلفية'), 'closure-back'),
    o('closure-side-zip', t('Side zip', 'साइड ज़िप', 'سحّاب جانبي'), 'closure-zip', { price: 100 }),
  ],
};

export const latkans: GroupSeed = {
  code: 'latkans',
  name: t('Tassels (latkans)', 'लटकन', 'الشرابات (لاتكان)'),
  required: false,
  options: [
    o('latkans-simple', t('Silk latkans', 'रेशमी लटकन', 'شرابات حريرية'), 'tassel-simple', { price: 150 }),
    o('latkans-beaded', t('Beaded latkans', 'मोती वाले लटकन', 'شرابات بالخرز'), 'tassel-beaded', {
      price: 300,
      days: 1,
    }),
  ],
};

export const blouseRules: RuleSeed[] = [
  { option: 'padding-cups', kind: 'REQUIRES', others: ['lining-cotton', 'lining-silk'] },
  {
    option: 'sleeveless',
    kind: 'EXCLUDES',
    others: ['length-short', 'length-elbow', 'length-three-quarter', 'length-full'],
  },
  // Latkans hang from a dori: without one there is nothing to tie them to.
  { option: 'latkans-simple', kind: 'REQUIRES', others: ['back-dori'] },
  { option: 'latkans-beaded', kind: 'REQUIRES', others: ['back-dori'] },
];
