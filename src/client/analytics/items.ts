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
};

export type TrackedLead = { id: string; product_name: string; brand_name: string };

export type Ga4Item = {
  item_id: string;
  item_name: string;
  discount: number;
  item_brand: string;
  item_category: 'Saree' | 'Fabric' | 'Tailoring';
  price: number;
  quantity: number;
};

const categoryOf = { saree: 'Saree', fabric: 'Fabric', tailoring: 'Tailoring' } as const;

/** Minor units to the decimal amount GA4 expects; integer maths so 0.1 + 0.2 never shows up. */

export function toGa4Item(item: TrackedCartItem): Ga4Item {
  return {
    item_id: item.sku || item.id,
    item_name: item.product_name,
    discount: toMajor(item.discount, item.currency),
    item_brand: item.brand_name,
    item_category: categoryOf[item.kind],
    price: toMajor(item.price, item.currency),
    quantity: item.quantity,
  };
}
