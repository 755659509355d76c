import { describe, expect, it } from 'vitest';
import { createInMemoryCache } from '@graphql-yoga/plugin-response-cache';
import type { Db } from '../../db/client';
import { consistentWithChanges, holdReadsUntil, invalidateResponses } from './response-invalidation';

describe('response cache and changes that overtake an answer', () => {
  const answer = { data: { product: { id: '1', price: 100 } } };

  it('does not store an answer whose execution started before a change landed', async () => {
    const db = {} as Db; // the cache's bookkeeping is keyed by the handle only
    const base = createInMemoryCache();
    const cache = consistentWithChanges(db, base);
    expect(await cache.get('ProductPage:k')).toBeFalsy(); // a miss: execution starts
    await invalidateResponses(db, { at: Date.now(), productIds: ['1'] }); // the price changes meanwhile
    await cache.set('ProductPage:k', answer, [{ typename: 'Product', id: '1' }], 60_000);
    expect(await base.get('ProductPage:k')).toBeFalsy();

    expect(await cache.get('ProductPage:k')).toBeFalsy(); // the next miss runs after the change
    await cache.set('ProductPage:k', answer, [{ typename: 'Product', id: '1' }], 60_000);
    expect(await base.get('ProductPage:k')).toEqual(answer);
  });

  it("holds reads while an order's products are looked up", async () => {
    const db = {} as Db;
    const base = createInMemoryCache();
    const cache = consistentWithChanges(db, base);
    await base.set('ProductPage:k', answer, [{ typename: 'Product', id: '1' }], 60_000);
    let release!: () => void;
    holdReadsUntil(
      db,
      new Promise<void>((r) => (release = r)).then(() => base.invalidate([{ typename: 'Product', id: '1' }])),
    );
    let read: unknown = 'pending';
    const reading = Promise.resolve(cache.get('ProductPage:k')).then((v) => (read = v));
    await new Promise((r) => setTimeout(r, 10));
    expect(read).toBe('pending');
    release();
    await reading;
    expect(read).toBeFalsy();
  });
});
