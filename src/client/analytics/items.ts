// The shapes tracking reads (docs/CONTRACT.md §3) and what GA4 receives.
import { toMajor } from '../../lib/money';

/** A cart line as tracking reads it. Money is in minor units (paise) with its ISO 4217 code. */
export type TrackedCartItem = {
  id: string;
  sku: string;
  product_name: string;
  brand_name: string;
  /** Selling price of one unit, minor units. */
  price: number;
  /** Amount off one unit against MRP, minor units. */
  discount: number;
  currency: string;
  /** Sarees and fabrics are products; tailoring services are leads. */
  kind: 'saree' | 'fabric' | 'tailoring';
  /** Pieces, or metres for a fabric. */
  quantity: number;
  /** On an order: the line's share of its offers (minor units, the whole line) and the code it came with. */
  offerDiscount?: number;
  coupon?: string;
};

export type TrackedLead = { id: string; product_name: string; brand_name: string };

export type Ga4Item = {
  item_id: string;
  item_name: string;
  discount: number;
  coupon?: string;
  item_brand: string;
  item_category: 'Saree' | 'Fabric' | 'Tailoring';
  price: number;
  quantity: number;
};

const categoryOf = { saree: 'Saree', fabric: 'Fabric', tailoring: 'Tailoring' } as const;

/** Minor units to the decimal amount GA4 expects; integer maths so 0.1 + 0.2 never shows up. */

export function toGa4Item(item: TrackedCartItem): Ga4Item {
  // An offer's share is on the whole line; GA4 reads discount and price per unit (to the paisa).
  const offerPerUnit = item.offerDiscount ? Math.round(item.offerDiscount / item.quantity) : 0;
  return {
    item_id: item.sku || item.id,
    item_name: item.product_name,
    discount: toMajor(item.discount + offerPerUnit, item.currency),
    ...(item.coupon ? { coupon: item.coupon } : {}),
    item_brand: item.brand_name,
    item_category: categoryOf[item.kind],
    price: toMajor(item.price - offerPerUnit, item.currency),
    quantity: item.quantity,
  };
}
