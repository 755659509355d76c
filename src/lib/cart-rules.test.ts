import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-rules';
import { cartLimits, mergeCarts, mergedQuantity, rebaseMerged, sanitise } from './cart-rules';

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

describe("a merge's answer arriving after the cart changed", () => {
  const blouse: CartItem = { id: '9', qty: 1, key: 't-a1', tailoring: { options: ['sweetheart'], attachTo: '1', ownFabric: false, measurement: null } };
  const sent: CartItem[] = [{ id: '1', qty: 1 }, blouse];
  it('keeps the lines taken out meanwhile out, and the server\'s own lines in', () => {
    const merged = [{ id: '1', qty: 1 }, blouse, { id: '5', qty: 2 }];
    expect(rebaseMerged(merged, sent, [])).toEqual([{ id: '5', qty: 2 }]);
  });

  it('takes a line added or changed meanwhile as it is now', () => {
    const merged = [{ id: '1', qty: 1 }, blouse, { id: '5', qty: 2 }];
    expect(rebaseMerged(merged, sent, [{ id: '1', qty: 3 }, blouse, { id: '7', qty: 1 }])).toEqual([{ id: '1', qty: 3 }, blouse, { id: '5', qty: 2 }, { id: '7', qty: 1 }]);
  });

  it('leaves out a line the server dropped that nobody touched meanwhile', () => {
    expect(rebaseMerged([{ id: '1', qty: 1 }], sent, [...sent, { id: '7', qty: 1 }])).toEqual([{ id: '1', qty: 1 }, { id: '7', qty: 1 }]);
  });
});
