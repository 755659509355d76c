import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-rules';
import { cartLimits, mergeCarts, mergedQuantity, rebaseMerged, sanitise, withinCaps } from './cart-rules';

describe('the one cart merging rule', () => {
  it('keeps the larger quantity for an item in both carts, and every other item', () => {
    expect(mergedQuantity(2, 5)).toBe(5);
    expect(
      mergeCarts(
        [
          { id: '1', qty: 2 },
          { id: '2', qty: 1 },
        ],
        [
          { id: '1', qty: 1 },
          { id: '3', qty: 4 },
        ],
      ),
    ).toEqual([
      { id: '1', qty: 2 },
      { id: '2', qty: 1 },
      { id: '3', qty: 4 },
    ]);
  });

  it('merges an item listed twice the same way, within the line cap', () => {
    expect(
      sanitise([
        { id: '1', qty: 2 },
        { id: '1', qty: 3 },
      ]),
    ).toEqual([{ id: '1', qty: 3 }]);
    expect(sanitise([{ id: '1', qty: 500 }])).toEqual([{ id: '1', qty: cartLimits.maxQty }]);
  });
});

describe("a merge's answer arriving after the cart changed", () => {
  const blouse: CartItem = {
    id: '9',
    qty: 1,
    key: 't-a1',
    tailoring: { options: ['sweetheart'], attachTo: '1', ownFabric: false, measurement: null },
  };
  const sent: CartItem[] = [{ id: '1', qty: 1 }, blouse];
  it("keeps the lines taken out meanwhile out, and the server's own lines in", () => {
    const merged = [{ id: '1', qty: 1 }, blouse, { id: '5', qty: 2 }];
    expect(rebaseMerged(merged, sent, [])).toEqual([{ id: '5', qty: 2 }]);
  });

  it('takes a line added or changed meanwhile as it is now', () => {
    const merged = [{ id: '1', qty: 1 }, blouse, { id: '5', qty: 2 }];
    expect(rebaseMerged(merged, sent, [{ id: '1', qty: 3 }, blouse, { id: '7', qty: 1 }])).toEqual([
      { id: '1', qty: 3 },
      blouse,
      { id: '5', qty: 2 },
      { id: '7', qty: 1 },
    ]);
  });

  it('leaves out a line the server dropped that nobody touched meanwhile', () => {
    expect(rebaseMerged([{ id: '1', qty: 1 }], sent, [...sent, { id: '7', qty: 1 }])).toEqual([
      { id: '1', qty: 1 },
      { id: '7', qty: 1 },
    ]);
  });
});

describe('the per-order cap across lines', () => {
  const choice = { options: [], attachTo: null, ownFabric: true, measurement: null };
  it('holds one product to its cap over all its lines, in order, dropping a line left with nothing', () => {
    const cap = (id: string) => (id === '9' ? 5 : id === '7' ? 50 : null);
    const leads = [1, 2, 3].map((n) => ({ id: '9', qty: 2, key: `t-${n}`, tailoring: choice }));
    expect(withinCaps([...leads, { id: '7', qty: 60 }, { id: '8', qty: 99 }], cap)).toEqual([
      leads[0],
      leads[1],
      { ...leads[2], qty: 1 },
      { id: '7', qty: 50 },
      { id: '8', qty: 99 },
    ]);
    expect(withinCaps([{ ...leads[0]!, qty: 5 }, leads[1]!], cap)).toEqual([{ ...leads[0], qty: 5 }]);
  });
});
