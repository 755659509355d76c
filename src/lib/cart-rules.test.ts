import { describe, expect, it } from 'vitest';
import { cartLimits, mergeCarts, mergedQuantity, sanitise } from './cart-rules';

describe('the one cart merging rule', () => {
  it('keeps the larger quantity for an item in both carts, and every other item', () => {
    expect(mergedQuantity(2, 5)).toBe(5);
    expect(mergeCarts([{ id: '1', qty: 2 }, { id: '2', qty: 1 }], [{ id: '1', qty: 1 }, { id: '3', qty: 4 }])).toEqual([
      { id: '1', qty: 2 },
      { id: '2', qty: 1 },
      { id: '3', qty: 4 },
    ]);
  });

  it('merges an item listed twice the same way, within the line cap', () => {
    expect(sanitise([{ id: '1', qty: 2 }, { id: '1', qty: 3 }])).toEqual([{ id: '1', qty: 3 }]);
    expect(sanitise([{ id: '1', qty: 500 }])).toEqual([{ id: '1', qty: cartLimits.maxQty }]);
  });
});
