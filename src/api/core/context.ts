import type { Db } from '../../db/client';
import type { Locale } from '../../db/schema/localized';
import type { BuyingSettings } from '../../config';
import type { SilaiPubSub } from './pubsub';
import type { Viewer } from './viewer';

/** One request's clock: set when its time is up, so every resolver after that refuses to start. */
type Deadline = { expired: boolean };

/**
 * Services a domain puts on every request, declared by that domain (identity adds its `kit`, see
 * src/api/identity/kit.ts), so this core knows no domain.
 *
 * @public (augmented by domains, not imported)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RequestServices {}

export type GraphQLContext = RequestServices & {
  requestId: string;
  viewer: Viewer;
  locale: Locale;
  db: Db;
  pubsub: SilaiPubSub;
  /** Checkout and payment settings. */
  buying: BuyingSettings;
  /** The caller's address, for per-IP limits. */
  ip: string;
  /** Per-request memo for loaders, so a field resolved for many parents reads once. */
  memo: Map<string, Promise<unknown>>;
  /** Set when the request ran out of time: resolvers stop starting work. */
  deadline: Deadline;
};

/** Runs `load` once per request for `key`, whatever the number of fields asking. */
export function memoize<T>(ctx: GraphQLContext, key: string, load: () => Promise<T>): Promise<T> {
  let p = ctx.memo.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load();
    ctx.memo.set(key, p);
  }
  return p;
}
