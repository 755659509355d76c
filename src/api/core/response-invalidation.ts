import type { Cache } from '@graphql-yoga/plugin-response-cache';
import type { Db } from '../../db/client';
import { productListOperations, runningOffersOperations } from '../../lib/shared-answers';
import type { CatalogueChange } from './pubsub';
import type { FrontAnswers, FrontDrop } from './front-answers';

// What a catalogue change drops from the response caches, and how the caches stay consistent with changes.

/**
 * Tags stored with answers besides the entities the cache finds in them. They carry an id because the
 * Redis store finds answers of a bare type name by scanning every key.
 */
const productListsTag = { typename: 'Tag', id: 'product-lists' };
const everythingTag = { typename: 'Tag', id: 'all' };
/** Answers that show the running offers themselves (the home page's sale banner). */
const runningOffersTag = { typename: 'Tag', id: 'running-offers' };
/**
 * The response caches of the gateways serving one database (one per process in the store), its pending
 * changes, and a count of changes with, per key, the count its execution started at: an answer computed
 * before a change that landed while it ran is not stored.
 */
export type Registered = {
  caches: Set<Cache>;
  fronts: Set<FrontAnswers>;
  pending: Set<Promise<void>>;
  generation: number;
  startedAt: Map<string, number>;
};
const registry = new WeakMap<Db, Registered>();

export function entryFor(db: Db): Registered {
  let r = registry.get(db);
  if (!r) {
    r = { caches: new Set(), fronts: new Set(), pending: new Set(), generation: 0, startedAt: new Map() };
    registry.set(db, r);
  }
  return r;
}

/** Answers whose execution never ended in a store (errors) leave their mark: bounded, and forgotten wholesale. */
const maxStarted = 10_000;

function started(entry: Registered, key: string): void {
  if (entry.startedAt.size >= maxStarted) entry.startedAt.clear();
  if (!entry.startedAt.has(key)) entry.startedAt.set(key, entry.generation);
}

/** Whether an answer for key may be stored: no change since its execution started. */
function stillCurrent(entry: Registered, key: string): boolean {
  const at = entry.startedAt.get(key);
  entry.startedAt.delete(key);
  return at === entry.generation;
}

/** Resolves once every invalidation started before it has finished; synchronous-free when none is pending. */
export function changesSettled(db: Db): Promise<void> | null {
  const pending = registry.get(db)?.pending;
  if (!pending?.size) return null;
  return Promise.allSettled([...pending]).then(() => undefined);
}

/**
 * Holds reads of this database's caches until `work` (a lookup, then an invalidation) is done, so the
 * request after a change (the order placed) never sees the old answer while the change's ids are looked up.
 */
export function holdReadsUntil(db: Db, work: Promise<void>): void {
  const entry = entryFor(db);
  entry.generation++;
  const pending = entry.pending;
  const job = work.finally(() => pending.delete(job));
  pending.add(job);
}

/** Drops the cached answers a change can affect: the changed products' and every product list (unless stars only). */
export async function invalidateResponses(db: Db, change: CatalogueChange): Promise<void> {
  const entry = entryFor(db);
  entry.generation++;
  const caches = [...entry.caches];
  // Every answer that shows a product holds its entity; a change of stars only moves it out of no list.
  const shown = (change.productIds ?? []).map((id) => ({ typename: 'Product', id }));
  const entities =
    change.all || !change.productIds
      ? [everythingTag]
      : change.offersOnly
        ? [runningOffersTag, ...shown]
        : change.starsOnly
          ? shown
          : [productListsTag, ...shown];
  const drop: FrontDrop = entities[0] === everythingTag ? { all: true } : { all: false, tags: entities.map(tagOf) };
  for (const front of entry.fronts) front.drop(drop);
  await Promise.all(caches.map((c) => c.invalidate(entities)));
}

const tagOf = (e: { typename: string; id?: string | number }): string => `${e.typename}:${e.id ?? ''}`;

/**
 * Tells the front answers what the store holds: an answer stored (with its tags) or read, and the change
 * count it belongs to. Below the change checks (consistentWithChanges), so only current answers are told.
 */
export function tellingFront(entry: Registered, front: FrontAnswers, base: Cache): Cache {
  return {
    invalidate: (entities) => base.invalidate(entities),
    get(id) {
      const generation = entry.generation;
      return Promise.resolve(base.get(id)).then((hit) => {
        if (hit) front.answered(id, generation);
        return hit;
      });
    },
    set(id, data, entities, ttl) {
      front.stored(id, entry.generation, [...entities].map(tagOf));
      return base.set(id, data, entities, ttl);
    },
  };
}

/** Tags the answers of product lists, so a product's change drops them all (and those showing the running offers). */
export function withListTags(base: Cache): Cache {
  return {
    get: (id) => base.get(id),
    invalidate: (entities) => base.invalidate(entities),
    set(id, data, entities, ttl) {
      const operation = id.slice(0, id.indexOf(':'));
      const tags = [...entities, everythingTag];
      if (productListOperations.has(operation)) tags.push(productListsTag);
      if (runningOffersOperations.has(operation)) tags.push(runningOffersTag);
      return base.set(id, data, tags, ttl);
    },
  };
}

/** Reads wait for pending changes; an answer whose execution a change overtook is not stored. */
export function consistentWithChanges(db: Db, base: Cache): Cache {
  const entry = entryFor(db);
  return {
    ...base,
    get(id) {
      // Reached on every cacheable request, before execution: where a miss's execution starts.
      started(entry, id);
      const read = () =>
        Promise.resolve(base.get(id)).then((hit) => {
          // A hit starts no execution: its mark would make the first miss after the next change unstorable.
          if (hit) entry.startedAt.delete(id);
          return hit;
        });
      const settled = changesSettled(db);
      return settled ? settled.then(read) : read();
    },
    set(id, data, entities, ttl) {
      return stillCurrent(entry, id) ? base.set(id, data, entities, ttl) : undefined;
    },
  };
}
