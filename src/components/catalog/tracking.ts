import { discountMinor } from '../../lib/money';
import type { TrackedCartItem } from '../../client/analytics/items';
import type { ProductCardFieldsFragment } from '../../gql/graphql';

type Trackable = Pick<ProductCardFieldsFragment, 'id' | 'sku' | 'kind' | 'name' | 'price' | 'mrp'> & {
  brand: { name: string };
};

/** A product as tracking reads it (docs/CONTRACT.md §3): one unit, price and discount in minor units. */
export function trackedItem(p: Trackable, quantity = 1): TrackedCartItem {
  return {
    id: p.id,
    sku: p.sku,
    product_name: p.name,
    brand_name: p.brand.name,
    price: p.price.amount,
    discount: discountMinor(p.mrp.amount, p.price.amount),
    currency: p.price.currency,
    kind: p.kind === 'FABRIC' ? 'fabric' : p.kind === 'SERVICE' ? 'tailoring' : 'saree',
    quantity,
  };
}
