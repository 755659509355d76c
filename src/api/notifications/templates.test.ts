import { describe, expect, it } from 'vitest';
import { renderMessage } from './templates';

// The wishlist's messages as the shopper reads them, in each of the store's languages: the product's
// name in that language, its price the Indian way, and a link to its page.

const store = { name: 'Silai', email: 'care@silai.example', publicUrl: 'https://shop.silai.example' };
const productName = {
  en: 'Emerald Patan Patola Silk Saree',
  hi: 'पन्ना-हरी पाटन पटोला सिल्क साड़ी',
  ar: 'ساري باتولا الحريري من باتان باللون الأخضر الزمردي',
};
// As the trigger on products writes it (src/db/migrations/0026_wishlist_alerts_on_account.sql).
const payload = (wasMinor: number | null) => ({
  productId: 12,
  slug: 'green-patola-silk-saree',
  productName,
  priceMinor: 6_950_000,
  wasMinor,
  currency: 'INR',
});
const link = 'https://shop.silai.example/products/green-patola-silk-saree';
const render = (kind: 'WISHLIST_BACK_IN_STOCK' | 'WISHLIST_PRICE_DROP', locale: string) =>
  renderMessage(
    {
      kind,
      locale,
      payload: payload(kind === 'WISHLIST_PRICE_DROP' ? 7_230_000 : null),
      createdAt: new Date('2026-11-22T10:00:00Z'),
      recipient: { name: 'Meera', email: null },
    },
    store,
  );

describe('wishlist messages', () => {
  it('say it is back in stock in English, Hindi and Arabic', async () => {
    const en = await render('WISHLIST_BACK_IN_STOCK', 'en');
    expect(en.sms).toBe(`Silai: ${productName.en} from your wishlist is back in stock at ₹69,500. ${link}`);
    expect(en.subject).toBe(`Back in stock: ${productName.en}`);
    expect(en.text).toBe(
      [
        'Hello Meera,',
        '',
        `${productName.en}, on your wishlist, is back in stock at ₹69,500.`,
        '',
        `See it at ${link}`,
        '',
        'You asked to be told. To stop these messages, turn it off on your wishlist: https://shop.silai.example/wishlist',
        '',
        '— Silai',
      ].join('\n'),
    );

    const hi = await render('WISHLIST_BACK_IN_STOCK', 'hi');
    expect(hi.sms).toBe(`Silai: आपकी विशलिस्ट का ${productName.hi} फिर से स्टॉक में है, ₹69,500 में। ${link}`);
    expect(hi.subject).toBe(`फिर से स्टॉक में: ${productName.hi}`);
    expect(hi.text).toContain(`नमस्ते Meera,\n\nआपकी विशलिस्ट का ${productName.hi} फिर से स्टॉक में है, ₹69,500 में।`);
    expect(hi.text).toContain(`देखें: ${link}`);

    const ar = await render('WISHLIST_BACK_IN_STOCK', 'ar');
    expect(ar.sms).toBe(`Silai: عاد ${productName.ar} من قائمة أمنياتك إلى المخزون بسعر ₹69,500. ${link}`);
    expect(ar.subject).toBe(`عاد إلى المخزون: ${productName.ar}`);
    expect(ar.text).toContain(`مرحبًا Meera،\n\nعاد ${productName.ar} من قائمة أمنياتك إلى المخزون بسعر ₹69,500.`);
    expect(ar.text).toContain(`شاهده هنا: ${link}`);
    for (const m of [en, hi, ar]) expect(m.ics).toBeNull();
  });

  it('say the price dropped, with the new price and the old, in English, Hindi and Arabic', async () => {
    const en = await render('WISHLIST_PRICE_DROP', 'en');
    expect(en.sms).toBe(`Silai: ${productName.en} from your wishlist is now ₹69,500 (was ₹72,300). ${link}`);
    expect(en.subject).toBe(`Price dropped: ${productName.en}`);
    expect(en.text).toContain(
      `${productName.en}, on your wishlist, now costs ₹69,500 (was ₹72,300).\n\nSee it at ${link}`,
    );

    const hi = await render('WISHLIST_PRICE_DROP', 'hi');
    expect(hi.sms).toBe(`Silai: आपकी विशलिस्ट का ${productName.hi} अब ₹69,500 का है (पहले ₹72,300)। ${link}`);
    expect(hi.subject).toBe(`दाम घटा: ${productName.hi}`);
    expect(hi.text).toContain(`${link}\n\nआपने बताने को कहा था।`);
    expect(hi.text).toContain('https://shop.silai.example/wishlist');

    const ar = await render('WISHLIST_PRICE_DROP', 'ar');
    expect(ar.sms).toBe(`Silai: أصبح سعر ${productName.ar} من قائمة أمنياتك ₹69,500 (كان ₹72,300). ${link}`);
    expect(ar.subject).toBe(`انخفض السعر: ${productName.ar}`);
    expect(ar.text).toContain(`أصبح سعر ${productName.ar} من قائمة أمنياتك ₹69,500 (كان ₹72,300).`);
    expect(ar.text).toContain('https://shop.silai.example/wishlist');
  });

  it('fall back to English for a language the store does not have, and to the English name', async () => {
    const fr = await render('WISHLIST_PRICE_DROP', 'fr');
    expect(fr.subject).toBe(`Price dropped: ${productName.en}`);
    const noHindiName = await renderMessage(
      {
        kind: 'WISHLIST_BACK_IN_STOCK',
        locale: 'hi',
        payload: { ...payload(null), productName: { en: productName.en } },
        createdAt: new Date('2026-11-22T10:00:00Z'),
      },
      store,
    );
    expect(noHindiName.subject).toBe(`फिर से स्टॉक में: ${productName.en}`);
  });
});
