import { cartValue, sharedCurrency } from './cart-rules';
import { toGa4Item, type Ga4Item, type TrackedCartItem, type TrackedLead } from './items';

// Typed builders for the data-layer events the contract lists (docs/CONTRACT.md §6).

type Ecommerce = { currency?: string; value?: number; items: Ga4Item[] };

export type DataLayerEvent =
  | { event: 'login'; method: 'Phone' }
  | { event: 'sign_up'; method: 'Phone' }
  | { event: 'page_view'; page_path: string; page_location: string; page_title: string; language: string }
  | { event: 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'begin_checkout'; ecommerce: Ecommerce }
  | { event: 'view_item'; ecommerce: Ecommerce }
  | { event: 'view_item_list'; ecommerce: Ecommerce & { item_list_id: string; item_list_name: string } }
  | { event: 'purchase'; ecommerce: Ecommerce & { transaction_id: string; shipping?: number; coupon?: string } }
  | {
      event: 'lead_remove_from_cart';
      ecommerce: { items: { item_id: string; item_name: string; item_brand: string; item_category: 'Tailoring' }[] };
    }
  | {
      event: 'web_vitals';
      metric: 'CLS' | 'FCP' | 'LCP';
      value: number;
      rating: 'good' | 'needs-improvement' | 'poor';
      page_path: string;
    };

function ecommerce(items: readonly TrackedCartItem[]): Ecommerce {
  const currency = sharedCurrency(items);
  const value = cartValue(items);
  return { ...(currency ? { currency } : {}), ...(value !== undefined ? { value } : {}), items: items.map(toGa4Item) };
}

export const events = {
  login: (): DataLayerEvent => ({ event: 'login', method: 'Phone' }),
  signUp: (): DataLayerEvent => ({ event: 'sign_up', method: 'Phone' }),
  pageView: (p: { path: string; location: string; title: string; language: string }): DataLayerEvent => ({
    event: 'page_view',
    page_path: p.path,
    page_location: p.location,
    page_title: p.title,
    language: p.language,
  }),
  addToCart: (item: TrackedCartItem): DataLayerEvent => ({ event: 'add_to_cart', ecommerce: ecommerce([item]) }),
  removeFromCart: (item: TrackedCartItem): DataLayerEvent => ({
    event: 'remove_from_cart',
    ecommerce: ecommerce([item]),
  }),
  leadRemoveFromCart: (lead: TrackedLead): DataLayerEvent => ({
    event: 'lead_remove_from_cart',
    ecommerce: {
      items: [
        { item_id: lead.id, item_name: lead.product_name, item_brand: lead.brand_name, item_category: 'Tailoring' },
      ],
    },
  }),
  viewCart: (items: readonly TrackedCartItem[]): DataLayerEvent => ({
    event: 'view_cart',
    ecommerce: ecommerce(items),
  }),
  beginCheckout: (items: readonly TrackedCartItem[]): DataLayerEvent => ({
    event: 'begin_checkout',
    ecommerce: ecommerce(items),
  }),
  purchase: (
    orderNumber: string,
    items: readonly TrackedCartItem[],
    shippingMinor?: number,
    coupon?: string,
  ): DataLayerEvent => {
    const base = ecommerce(items);
    const currency = base.currency;
    // The goods as paid: each line less its share of the offers, exactly (the items' per-unit figures are rounded).
    const offers = items.reduce((a, i) => a + (i.offerDiscount ?? 0), 0);
    const value = base.value !== undefined && currency && offers > 0 ? base.value - offers / 100 : base.value;
    return {
      event: 'purchase',
      ecommerce: {
        ...base,
        ...(value !== undefined ? { value: Math.round(value * 100) / 100 } : {}),
        transaction_id: orderNumber,
        ...(shippingMinor !== undefined && currency ? { shipping: shippingMinor / 100 } : {}),
        ...(coupon ? { coupon } : {}),
      },
    };
  },
  viewItem: (item: TrackedCartItem): DataLayerEvent => ({ event: 'view_item', ecommerce: ecommerce([item]) }),
  viewItemList: (listId: string, listName: string, items: readonly TrackedCartItem[]): DataLayerEvent => ({
    event: 'view_item_list',
    ecommerce: { ...ecommerce(items), item_list_id: listId, item_list_name: listName },
  }),
};
