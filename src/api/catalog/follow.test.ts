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
});
