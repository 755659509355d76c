import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createSilaiPubSub } from '../core/pubsub';
import { cached } from './cache';
import { followCatalogueChanges } from './follow';

describe('catalogue change feed', () => {
  it("drops this process's cached reads when any process announces a change", async () => {
    const db = {} as Db; // the cache is keyed by the handle only
    const pubsub = createSilaiPubSub();
    const stop = followCatalogueChanges(db, pubsub);
    let loads = 0;
    const read = () => cached(db, 'k', async () => ++loads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    pubsub.publish('catalogueChanged', { at: Date.now() });
    await new Promise((r) => setTimeout(r, 10));
    expect(await read()).toBe(2);
    stop();
    await pubsub.close();
  });

  it('drops only the reads that may show the changed products when the change names them', async () => {
    const db = {} as Db;
    const pubsub = createSilaiPubSub();
    const stop = followCatalogueChanges(db, pubsub);
    const loads = new Map<string, number>();
    const read = (key: string, value: unknown = null) =>
      cached(db, key, async () => {
        loads.set(key, (loads.get(key) ?? 0) + 1);
        return value;
      });
    const keys = [
      'product:red-silk',
      'product:blue-cotton',
      'listing:sarees',
      'related:7:8',
      'taxonomy',
      'reviews:8:6',
    ];
    const values: Record<string, unknown> = { 'product:red-silk': { id: 7 }, 'product:blue-cotton': { id: 8 } };
    for (const k of keys) await read(k, values[k]);
    pubsub.publish('catalogueChanged', { at: Date.now(), productIds: ['7'] });
    await new Promise((r) => setTimeout(r, 10));
    for (const k of keys) await read(k, values[k]);
    expect(Object.fromEntries(loads)).toEqual({
      'product:red-silk': 2, // the changed product, found by its id
      'product:blue-cotton': 1,
      'listing:sarees': 2, // a list may gain or lose any product
      'related:7:8': 2,
      taxonomy: 1,
      'reviews:8:6': 1,
    });
    pubsub.publish('catalogueChanged', { at: Date.now(), slugs: ['blue-cotton'] });
    await new Promise((r) => setTimeout(r, 10));
    await read('product:blue-cotton', values['product:blue-cotton']);
    expect(loads.get('product:blue-cotton')).toBe(2);
    stop();
    await pubsub.close();
  });
});
