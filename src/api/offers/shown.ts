import type { Db } from '../../db/client';
import type { Offer } from './rules';
import { nextOfferBoundary, runningOffers } from './store';

// The running offers as the catalogue shows them, kept per database until the next start or end or a
// minute (whichever is first, by the request's clock) or until any offer changes: a product card costs no
// query of its own. Quotes and placing read the table itself.

type Kept = { offers: Offer[]; until: number };
// One keeping for server.ts and the page modules Next bundles (two module graphs, one database handle):
// a saved offer forgets both, or the pages would show the old list for a minute.
const registry = globalThis as typeof globalThis & { __silaiShownOffers?: WeakMap<Db, Promise<Kept>> };
const kept = (registry.__silaiShownOffers ??= new WeakMap<Db, Promise<Kept>>());
const keepMs = 60_000;

async function load(db: Db, now: Date): Promise<Kept> {
  const [offers, next] = [await runningOffers(db, now), await nextOfferBoundary(db, now)];
  return { offers, until: Math.min(now.getTime() + keepMs, next?.getTime() ?? Infinity) };
}

export async function shownOffers(db: Db, now: Date): Promise<Offer[]> {
  let entry = kept.get(db);
  if (entry) {
    const k = await entry.catch(() => null);
    if (k && now.getTime() < k.until) return k.offers;
    if (kept.get(db) === entry) kept.delete(db);
  }
  entry = kept.get(db) ?? load(db, now);
  kept.set(db, entry);
  return (await entry).offers;
}

/** An offer was saved (here or in another process): the next card reads them again. */
export function forgetShownOffers(db: Db): void {
  kept.delete(db);
}
