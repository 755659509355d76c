import type { Db } from '../../db/client';
import { log } from '../../log';
import type { SilaiPubSub } from '../core/pubsub';
import { announceCatalogueChange } from '../catalog';
import { forgetShownOffers, nextOfferBoundary } from '../offers';

// Caches that know the clock: when an automatic offer or a sale starts or ends, the catalogue's cached
// answers and pages say so at that instant, with no staff action. Every process keeps its own timer for
// the next boundary (each has its own caches); it looks again at least every minute and whenever the
// catalogue changes (an offer saved anywhere is announced so), so a new offer's start is never missed.

const lookAgainMs = 60_000;

export function startOfferClock(deps: { db: Db; pubsub: SilaiPubSub; kit: { now(): Date } }): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const arm = async () => {
    if (stopped) return;
    clearTimeout(timer);
    const now = deps.kit.now();
    const next = await nextOfferBoundary(deps.db, now).catch((error: unknown) => {
      log.warn('offers: next start or end not read', { error: String(error) });
      return null;
    });
    if (stopped) return;
    const wait = next ? Math.min(Math.max(next.getTime() - now.getTime(), 0) + 1, lookAgainMs) : lookAgainMs;
    timer = setTimeout(() => {
      const due = next !== null && deps.kit.now() >= next;
      void (due ? announceCatalogueChange(deps) : Promise.resolve()).finally(() => void arm());
    }, wait);
    timer.unref?.();
  };
  const events = deps.pubsub.subscribe('catalogueChanged');
  void (async () => {
    try {
      for await (const _change of events) {
        forgetShownOffers(deps.db);
        void arm();
      }
    } catch (error) {
      log.warn('offers: change feed stopped', { error: String(error) });
    }
  })();
  void arm();
  return () => {
    stopped = true;
    clearTimeout(timer);
    void events.return?.();
  };
}
