import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';

// Catalogue reads (listings, product pages) are cached per database for a minute and dropped the
// moment any product changes: `catalogueChanged` is called by every write that touches a product
// (price, stock, an order taking stock), and other processes hear it through pub/sub.

type Entry = { value: unknown };
const caches = new WeakMap<Db, LRUCache<string, Entry>>();
let ttlMs = 60_000;

/** 0 turns caching off (benchmarks measure the database path with it). */
export function setCatalogueCacheSeconds(seconds: number): void {
  ttlMs = seconds * 1000;
}

/** Roughly the heap an entry holds; a value JSON cannot express counts as a mid-sized listing. */
function sizeOf(e: Entry): number {
  try {
    return Math.max(1, JSON.stringify(e.value)?.length ?? 1);
  } catch {
    return 100_000;
  }
}

function cacheFor(db: Db): LRUCache<string, Entry> {
  let c = caches.get(db);
  if (!c) {
    // Bounded by size too: a listing is about 100 kB, so 1,000 of them would not fit the store's heap
    // (scripts/store-process.mjs caps it); the JSON length stands in for the entry's heap size.
    c = new LRUCache<string, Entry>({ max: 1000, ttl: 60_000, maxSize: 24_000_000, sizeCalculation: sizeOf });
    caches.set(db, c);
  }
  return c;
}

const inFlight = new WeakMap<Db, Map<string, Promise<unknown>>>();

/** Returns the cached value for key, or loads it once however many requests ask at the same time. */
export async function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  if (ttlMs === 0) return load();
  const cache = cacheFor(db);
  const hit = cache.get(key);
  if (hit) return hit.value as T;
  let running = inFlight.get(db);
  if (!running) inFlight.set(db, (running = new Map()));
  const pending = running.get(key) as Promise<T> | undefined;
  if (pending) return pending;
  const generation = generations.get(db) ?? 0;
  const job = load()
    .then((value) => {
      // A change that landed while this was loading makes the answer stale: do not keep it.
      if ((generations.get(db) ?? 0) === generation) cache.set(key, { value }, { ttl: ttlMs });
      return value;
    })
    .finally(() => running.delete(key));
  running.set(key, job);
  return job;
}

const generations = new WeakMap<Db, number>();

/** Forgets every cached catalogue read for this database. */
export function catalogueChanged(db: Db): void {
  generations.set(db, (generations.get(db) ?? 0) + 1);
  cacheFor(db).clear();
  inFlight.get(db)?.clear();
}
