import type { Db } from '../../db/client';
import { log } from '../../log';
import type { SilaiPubSub } from '../core/pubsub';
import { announceOfferChange, productsAimedAt } from '../catalog';
import { aimsChangingBetween, forgetShownOffers, nextOfferBoundary } from '../offers';

// Caches that know the clock: when an automatic offer or a sale starts or ends, the cached answers and
// pages that show its products (and the home page's banner) say so at that instant, with no staff
// action, and nothing else is dropped. Every process keeps its own timer for
// the next boundary (each has its own caches); it looks again at least every minute and whenever the
// catalogue changes (an offer saved anywhere is announced so), so a new offer's start is never missed.

const lookAgainMs = 60_000;

export function startOfferClock(deps: { db: Db; pubsub: SilaiPubSub; kit: { now(): Date } }): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // Starts and ends up to `since` are announced; `next` is the one the timer waits for. A change heard
  // just after `next` passed (an order placed at the stroke of midnight) re-arms before the timer fires:
  // the crossing is announced then, never skipped.
  let since = deps.kit.now();
  let next: Date | null = null;
  const arm = async () => {
    if (stopped) return;
    clearTimeout(timer);
    const now = deps.kit.now();
    if (next !== null && now >= next) {
      const from = since;
      next = null;
      await crossed(from, now).catch((error: unknown) =>
        log.warn('offers: a start or end not announced', { error: String(error) }),
      );
    }
    since = now;
    const upcoming = await nextOfferBoundary(deps.db, now).catch((error: unknown) => {
      log.warn('offers: next start or end not read', { error: String(error) });
      return null;
    });
    if (stopped) return;
    next = upcoming;
    const wait = upcoming ? Math.min(Math.max(upcoming.getTime() - now.getTime(), 0) + 1, lookAgainMs) : lookAgainMs;
    clearTimeout(timer);
    timer = setTimeout(() => void arm(), wait);
    timer.unref?.();
  };
  // Only the answers and pages showing the products of the offers that started or ended go.
  const crossed = async (from: Date, to: Date) => {
    const aims = await aimsChangingBetween(deps.db, from, to);
    if (aims.length === 0) return;
    await announceOfferChange(deps, await productsAimedAt(deps.db, aims));
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
