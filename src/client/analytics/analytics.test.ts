import { describe, expect, it } from 'vitest';
import { cartValue, sharedCurrency } from './cart-rules';
import { track } from './data-layer';
import { events } from './events';
import type { TrackedCartItem } from './items';
import { rateVital } from './vitals';

const saree: TrackedCartItem = {
  id: 'p1',
  sku: 'SAR-KAN-001',
  product_name: 'Kanjeevaram silk saree',
  brand_name: 'Kanchi Weavers',
  price: 1_849_900,
  discount: 350_000,
  currency: 'INR',
  kind: 'saree',
  quantity: 1,
};
const fabric: TrackedCartItem = {
  id: 'p2',
  sku: 'FAB-CHA-004',
  product_name: 'Chanderi silk-cotton',
  brand_name: 'Chanderi Handloom',
  price: 45_000,
  discount: 0,
  currency: 'INR',
  kind: 'fabric',
  quantity: 4,
};
const abroad: TrackedCartItem = { ...fabric, id: 'p3', sku: 'FAB-USD', currency: 'USD', price: 1_999 };

describe('cart-level analytics rules', () => {
  it('values the cart as the sum of price x real quantity, in rupees not paise', () => {
    expect(cartValue([saree, fabric])).toBe(18_499 + 4 * 450);
    // Metres in the fabric's steps, each line valued as the cart charges it (whole paise, half up).
    expect(cartValue([{ ...fabric, quantity: 2.5 }])).toBe(1125);
    expect(cartValue([{ ...fabric, price: 101, quantity: 0.5 }])).toBe(0.51);
  });
  it('reports the shared ISO currency code, and omits currency and value when mixed', () => {
    expect(sharedCurrency([saree, fabric])).toBe('INR');
    expect(sharedCurrency([saree, abroad])).toBeUndefined();
    const mixed = events.viewCart([saree, abroad]);
    expect(mixed).toMatchObject({ event: 'view_cart' });
    expect('ecommerce' in mixed && mixed.ecommerce).not.toHaveProperty('currency');
    expect('ecommerce' in mixed && mixed.ecommerce).not.toHaveProperty('value');
  });
  it('an empty cart is worth 0 and has no currency', () => {
    expect(cartValue([])).toBe(0);
    expect(sharedCurrency([])).toBeUndefined();
  });
  it('builds GA4 items with the reference fields and real quantities', () => {
    const e = events.beginCheckout([saree, fabric]);
    expect(e).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'INR',
        value: 20_299,
        items: [
          {
            item_id: 'SAR-KAN-001',
            item_name: 'Kanjeevaram silk saree',
            discount: 3500,
            item_brand: 'Kanchi Weavers',
            item_category: 'Saree',
            price: 18_499,
            quantity: 1,
          },
          {
            item_id: 'FAB-CHA-004',
            item_name: 'Chanderi silk-cotton',
            discount: 0,
            item_brand: 'Chanderi Handloom',
            item_category: 'Fabric',
            price: 450,
            quantity: 4,
          },
        ],
      },
    });
  });
  it('tracks a tailoring lead removal as Tailoring', () => {
    expect(events.leadRemoveFromCart({ id: 't1', product_name: 'Blouse stitching', brand_name: 'Silai' })).toEqual({
      event: 'lead_remove_from_cart',
      ecommerce: {
        items: [{ item_id: 't1', item_name: 'Blouse stitching', item_brand: 'Silai', item_category: 'Tailoring' }],
      },
    });
  });
  it('sign-in events carry the Phone method', () => {
    expect(events.signUp()).toEqual({ event: 'sign_up', method: 'Phone' });
    expect(events.login()).toEqual({ event: 'login', method: 'Phone' });
  });
  it('clears the previous ecommerce object before an ecommerce event only', () => {
    const target: { dataLayer?: unknown[] } = {};
    track(events.login(), target);
    track(events.addToCart(saree), target);
    expect(target.dataLayer).toEqual([
      { event: 'login', method: 'Phone' },
      { ecommerce: null },
      events.addToCart(saree),
    ]);
  });
  it('purchase carries the order number', () => {
    expect(events.purchase('SIL-7K3Q-92', [saree], 0)).toMatchObject({
      ecommerce: { transaction_id: 'SIL-7K3Q-92', value: 18_499, currency: 'INR', shipping: 0 },
    });
  });
});

describe('web vitals ratings use the reference thresholds', () => {
  it.each([
    ['FCP', 1800, 'good'],
    ['FCP', 1801, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['LCP', 2500, 'good'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.2, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
  ] as const)('%s %d is %s', (name, value, rating) => {
    expect(rateVital(name, value)).toBe(rating);
  });
});
