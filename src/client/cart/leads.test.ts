import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../session/memory-storage';
import {
  addLead,
  leadsAttachedTo,
  mergeCarts,
  removeGarment,
  removeItem,
  sanitise,
  setQuantity,
} from '../../lib/cart-rules';
import { cartKey, loadCart, saveCart } from './cart-storage';

const lead = {
  id: '301',
  qty: 1,
  key: 't-abc',
  tailoring: {
    options: ['front-round', 'back-dori'],
    attachTo: '11',
    ownFabric: false,
    measurement: { kind: 'DESIGNER_CALL' as const },
  },
};

describe('tailoring leads in the browser cart', () => {
  it('loads an old cart of plain {id, qty} items unchanged', () => {
    const s = new MemoryStorage();
    s.setItem(
      cartKey,
      JSON.stringify([
        { id: '11', qty: 2 },
        { id: 301, qty: 1 },
      ]),
    );
    expect(loadCart(s)).toEqual([
      { id: '11', qty: 2 },
      { id: '301', qty: 1 },
    ]);
  });

  it('keeps a lead through a save and a load, and drops what is malformed inside it', () => {
    const s = new MemoryStorage();
    saveCart(s, [{ id: '11', qty: 1 }, lead]);
    expect(loadCart(s)).toEqual([{ id: '11', qty: 1 }, lead]);
    const messy = [
      {
        ...lead,
        tailoring: {
          ...lead.tailoring,
          options: ['ok-code', 'BAD CODE', 7],
          measurement: { kind: 'PROFILE', profileId: 'nope' },
          attachTo: 'x',
        },
      },
    ];
    expect(sanitise(messy)).toEqual([
      { ...lead, tailoring: { options: ['ok-code'], attachTo: null, ownFabric: false, measurement: null } },
    ]);
    // A key without a choice is not a lead: the line is the product's own.
    expect(sanitise([{ id: '301', qty: 1, key: 't-x' }])).toEqual([{ id: '301', qty: 1 }]);
  });

  it('holds two leads of one service apart, by key, and removes one by its key', () => {
    const items = addLead(addLead([{ id: '11', qty: 1 }], lead), { ...lead, key: 't-def' });
    expect(items.map((i) => i.key ?? i.id)).toEqual(['11', 't-abc', 't-def']);
    expect(removeItem(items, 't-abc').map((i) => i.key ?? i.id)).toEqual(['11', 't-def']);
    expect(setQuantity(items, 't-def', 2)[2]).toEqual({ ...lead, key: 't-def', qty: 2 });
    expect(leadsAttachedTo(items, '11')).toHaveLength(2);
  });

  it("removing a garment removes its leads or keeps them with the shopper's own fabric", () => {
    const items = [{ id: '11', qty: 1 }, lead];
    expect(removeGarment(items, '11', 'remove')).toEqual([]);
    expect(removeGarment(items, '11', 'own-fabric')).toEqual([
      { ...lead, tailoring: { ...lead.tailoring, attachTo: null, ownFabric: true } },
    ]);
  });

  it('merges carts at sign-in by line key: both leads of a service kept', () => {
    expect(
      mergeCarts(
        [{ id: '11', qty: 1 }, lead],
        [
          { ...lead, key: 't-zzz' },
          { ...lead, qty: 1 },
        ],
      ),
    ).toEqual([{ id: '11', qty: 1 }, lead, { ...lead, key: 't-zzz' }]);
  });
});
