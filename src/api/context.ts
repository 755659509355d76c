import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import type { Locale } from '../db/schema/localized';
import { resolveViewer, type AuthHeaders, type Viewer } from './auth';
import { isLocale, localeFromHeader } from './locale';
import type { SilaiPubSub } from './pubsub';
import type { AuthKit } from './identity/kit';
import { config, type BuyingSettings } from '../config';

/** One request's clock: set when its time is up, so every resolver after that refuses to start. */
type Deadline = { expired: boolean };

export type GraphQLContext = {
  requestId: string;
  viewer: Viewer;
  locale: Locale;
  db: Db;
  pubsub: SilaiPubSub;
  kit: AuthKit;
  /** Checkout and payment settings. */
  buying: BuyingSettings;
  /** The caller's address, for per-IP limits. */
  ip: string;
  /** Per-request memo for loaders, so a field resolved for many parents reads once. */
  memo: Map<string, Promise<unknown>>;
  /** Set when the request ran out of time: resolvers stop starting work. */
  deadline: Deadline;
};

/** `buying` defaults to the configured settings (tests pass their own). */
export type Deps = { db: Db; pubsub: SilaiPubSub; kit: AuthKit; buying?: BuyingSettings };

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

export function requestIdFrom(value: string | null | undefined): string {
  return value && requestIdPattern.test(value) ? value : randomUUID();
}

export async function buildContext(
  deps: Deps,
  input: { requestId: string; auth: AuthHeaders; locale: string | null | undefined; acceptLanguage?: string | null; ip: string },
): Promise<GraphQLContext> {
  return {
    requestId: input.requestId,
    viewer: await resolveViewer(input.auth, deps.kit),
    kit: deps.kit,
    buying: deps.buying ?? config().buying,
    ip: input.ip,
    locale: isLocale(input.locale) ? input.locale : localeFromHeader(input.acceptLanguage),
    db: deps.db,
    pubsub: deps.pubsub,
    memo: new Map(),
    deadline: { expired: false },
  };
}

/** Runs `load` once per request for `key`, whatever the number of fields asking. */
export function memoize<T>(ctx: GraphQLContext, key: string, load: () => Promise<T>): Promise<T> {
  let p = ctx.memo.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load();
    ctx.memo.set(key, p);
  }
  return p;
}
