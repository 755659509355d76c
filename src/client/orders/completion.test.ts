import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductKind } from '../../gql/graphql';
import type { CartItem } from '../../lib/cart-rules';
import { MemoryStorage } from '../session/memory-storage';
import { useCartStore } from '../cart/store';
import { completeOrder, rememberOrderLines } from './completion';

const money = (amount: number) => ({ amount, currency: 'INR' });
const item = (productId: string, kind: ProductKind) => ({
  productId,
  slug: productId,
  sku: `SKU-${productId}`,
  name: productId,
  brandName: 'Silai',
  unitPrice: money(100),
  discount: money(0),
  offerDiscount: money(0),
  lineTotal: money(100),
  image: null,
  kind,
  qty: 1,
});
const paid = (number: string, items: ReturnType<typeof item>[]): Parameters<typeof completeOrder>[0] => ({
  number,
  status: 'PLACED',
  paymentMethod: 'TEST_GATEWAY',
  paymentStatus: 'PAID',
  deliveryFee: money(0),
  items,
  offers: [],
});

const saree: CartItem = { id: '1', qty: 1 };
const blouse = (key: string): CartItem => ({
  id: '9',
  qty: 1,
  key,
  tailoring: { options: ['front-sweetheart'], attachTo: '1', ownFabric: false, measurement: { kind: 'DESIGNER_CALL' } },
});
const fabric: CartItem = { id: '5', qty: 2 };

describe('completing a paid order', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('window', { dataLayer: [] });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('takes out exactly the lines it was placed with: a second blouse of the same service and a fabric added since stay', () => {
    useCartStore.setState({ items: [saree, blouse('t-bought'), blouse('t-later'), fabric] });
    rememberOrderLines('SL-AAAA2222', ['1', 't-bought']);
    completeOrder(paid('SL-AAAA2222', [item('1', 'SAREE'), item('9', 'SERVICE')]));
    expect(useCartStore.getState().items).toEqual([blouse('t-later'), fabric]);
    // Once: a later visit to the order's page takes nothing more out.
    useCartStore.setState({ items: [saree, fabric] });
    completeOrder(paid('SL-AAAA2222', [item('1', 'SAREE'), item('9', 'SERVICE')]));
    expect(useCartStore.getState().items).toEqual([saree, fabric]);
  });

  it('takes out its products when it was placed in another browser', () => {
    useCartStore.setState({ items: [saree, blouse('t-other'), fabric] });
    completeOrder(paid('SL-BBBB3333', [item('1', 'SAREE'), item('9', 'SERVICE')]));
    expect(useCartStore.getState().items).toEqual([fabric]);
  });
});
