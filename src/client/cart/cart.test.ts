import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../session/memory-storage';
import {
  addItem,
  itemCount,
  maxLineQuantity,
  mergeCarts,
  removeItem,
  sanitise,
  setQuantity,
} from '../../lib/cart-rules';
import { cartKey, legacyCartKey, loadCart, saveCart } from './cart-storage';

describe('cart rules (docs/CONTRACT.md §4)', () => {
  const cart = [
    { id: '11', qty: 1 },
    { id: '12', qty: 3 },
  ];

  it('setting a quantity below the finest step (0.25 m) removes the item', () => {
    expect(setQuantity(cart, '12', 0)).toEqual([{ id: '11', qty: 1 }]);
    expect(setQuantity(cart, '12', 0.2)).toEqual([{ id: '11', qty: 1 }]);
    expect(setQuantity(cart, '12', -4)).toEqual([{ id: '11', qty: 1 }]);
    expect(setQuantity(cart, '12', Number.NaN)).toEqual([{ id: '11', qty: 1 }]);
  });

  it('setting a quantity on an existing item replaces it, and on an unknown item adds it', () => {
    expect(setQuantity(cart, '12', 5)).toEqual([
      { id: '11', qty: 1 },
      { id: '12', qty: 5 },
    ]);
    expect(setQuantity(cart, '13', 2)).toEqual([...cart, { id: '13', qty: 2 }]);
    // Down to the finest step (0.25 m): whether the product sells in it is the server's and the page's to say.
    expect(setQuantity(cart, '11', 2.7)).toEqual([{ id: '11', qty: 2.5 }, cart[1]]);
    expect(setQuantity(cart, '11', 0.5)).toEqual([{ id: '11', qty: 0.5 }, cart[1]]);
  });

  it('adding raises the quantity of an item already there; removing drops it by id', () => {
    expect(addItem(cart, '11')).toEqual([{ id: '11', qty: 2 }, cart[1]]);
    expect(addItem(cart, '12', 4)).toEqual([cart[0], { id: '12', qty: 7 }]);
    expect(addItem(cart, '14', 3)).toEqual([...cart, { id: '14', qty: 3 }]);
    expect(addItem(cart, '14', 0)).toEqual(cart);
    expect(removeItem(cart, '11')).toEqual([cart[1]]);
    expect(removeItem(cart, 'nope')).toEqual(cart);
  });

  it('caps a line, counts pieces and metres, and never mutates its input', () => {
    expect(addItem([{ id: '1', qty: 98 }], '1', 10)).toEqual([{ id: '1', qty: maxLineQuantity }]);
    expect(itemCount(cart)).toBe(4);
    const before = JSON.stringify(cart);
    setQuantity(cart, '11', 9);
    addItem(cart, '11');
    removeItem(cart, '11');
    expect(JSON.stringify(cart)).toBe(before);
  });

  it('keeps only well-formed items from storage', () => {
    expect(sanitise('nope')).toEqual([]);
    expect(
      sanitise([
        { id: 7, qty: 2 },
        { id: 'x y', qty: 1 },
        { id: 'a', qty: 0 },
        { id: 'b', qty: '2' },
        null,
        { id: 'c', qty: 1e9 },
        { id: '7', qty: 1 },
      ]),
    ).toEqual([
      { id: '7', qty: 2 },
      { id: 'c', qty: maxLineQuantity },
    ]);
  });

  it('merges two carts without losing or doubling anything', () => {
    expect(
      mergeCarts(
        [{ id: 'a', qty: 2 }],
        [
          { id: 'a', qty: 1 },
          { id: 'b', qty: 3 },
        ],
      ),
    ).toEqual([
      { id: 'a', qty: 2 },
      { id: 'b', qty: 3 },
    ]);
  });
});

describe('cart storage', () => {
  it('restores the cart and merges the legacy myAppCart once', () => {
    const storage = new MemoryStorage();
    storage.setItem(cartKey, JSON.stringify([{ id: 'a', qty: 1 }]));
    storage.setItem(
      legacyCartKey,
      JSON.stringify([
        { id: 'a', qty: 2 },
        { id: 'b', qty: 1 },
      ]),
    );
    expect(loadCart(storage)).toEqual([
      { id: 'a', qty: 2 },
      { id: 'b', qty: 1 },
    ]);
    expect(storage.getItem(legacyCartKey)).toBeNull();
    expect(JSON.parse(storage.getItem(cartKey)!)).toEqual([
      { id: 'a', qty: 2 },
      { id: 'b', qty: 1 },
    ]);
    saveCart(storage, [{ id: 'c', qty: 4 }]);
    expect(loadCart(storage)).toEqual([{ id: 'c', qty: 4 }]);
  });

  it('survives corrupt storage', () => {
    const storage = new MemoryStorage();
    storage.setItem(cartKey, '{not json');
    expect(loadCart(storage)).toEqual([]);
  });
});
