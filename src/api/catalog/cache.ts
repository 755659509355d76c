import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import type { CatalogueChange } from '../core/pubsub';
import { changesSettled, invalidateResponses } from '../core/response-invalidation';

// Catalogue reads (listings, product pages) are cached per database for a minute and dropped the
// moment a product they may show changes: `catalogueChanged` is called by every write that touches a
// product (price, stock, an order taking stock), and other processes hear it through pub/sub.

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
  // A change whose products are still being looked up: wait, or the old value would be served after it.
  const settling = changesSettled(db);
  if (settling) await settling;
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

/** Reads that show no product's price, stock or visibility: a product's change leaves them. */
const productFree = /^(reviews:|shopper-rating:|category-tree$|taxonomy$)/;

function showsChangedProduct(key: string, entry: Entry, ids: ReadonlySet<string>, slugs: ReadonlySet<string>): boolean {
  if (productFree.test(key)) return false;
  if (!key.startsWith('product:')) return true; // lists, related products, feeds, the index
  if (slugs.has(key.slice('product:'.length))) return true;
  const row = entry.value as { id?: unknown } | null;
  return row !== null && ids.has(String(row.id));
}

/** Whether a cached value holds one of the products (a row or a feed item: its id and its slug), a few levels down. */
function holdsProduct(value: unknown, ids: ReadonlySet<string>, slugs: ReadonlySet<string>, depth = 0): boolean {
  if (value === null || typeof value !== 'object' || depth > 4) return false;
  if (Array.isArray(value)) return value.some((v) => holdsProduct(v, ids, slugs, depth + 1));
  const o = value as Record<string, unknown>;
  if (typeof o.slug === 'string' && slugs.has(o.slug) && ids.has(String(o.id))) return true;
  return Object.values(o).some((v) => typeof v === 'object' && holdsProduct(v, ids, slugs, depth + 1));
}

/**
 * A change of the products' stars only (a review written, edited, hidden): nothing moves into or out of
 * a list (none filters or sorts by stars), so only the reads that show those products go: their page,
 * reviews and shopper rating, and the lists and feeds that hold them.
 */
function showsStarsOf(key: string, entry: Entry, ids: ReadonlySet<string>, slugs: ReadonlySet<string>): boolean {
  const [kind, id] = key.split(':');
  if (kind === 'reviews' || kind === 'shopper-rating') return ids.has(id!);
  if (kind === 'product') return showsChangedProduct(key, entry, ids, slugs);
  return holdsProduct(entry.value, ids, slugs);
}

/**
 * Forgets the cached catalogue reads a change can affect: the changed products and every list of
 * products (a change can move a product into or out of any of them), or for a change of stars only
 * what shows those products; all of them without ids. Cached gateway answers go with them; the returned
 * promise ends when those are gone too (Redis).
 */
export function catalogueChanged(db: Db, change: CatalogueChange = { at: Date.now(), all: true }): Promise<void> {
  // A running offer is read at each request's clock, never kept here: only cached answers show it.
  if (change.offersOnly && !change.all) return invalidateResponses(db, change);
  generations.set(db, (generations.get(db) ?? 0) + 1);
  inFlight.get(db)?.clear();
  const cache = cacheFor(db);
  if (change.all || (!change.productIds && !change.slugs)) cache.clear();
  else {
    const ids = new Set(change.productIds ?? []);
    const slugs = new Set(change.slugs ?? []);
    const drops = change.starsOnly ? showsStarsOf : showsChangedProduct;
    for (const [key, entry] of cache.entries()) if (drops(key, entry, ids, slugs)) cache.delete(key);
  }
  return invalidateResponses(db, change);
}
