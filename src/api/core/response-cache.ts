import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { createInMemoryCache, useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { createRedisCache } from '@envelop/response-cache-redis';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Db } from '../../db/client';
import { log } from '../../log';
import persistedDocuments from '../../gql/persisted-documents.json';
import { productListOperations, sharedAnswerOperations } from '../../lib/shared-answers';
import { isLocale, localeFromHeader } from './locale';
import type { CatalogueChange } from './pubsub';
import { FrontAnswers, type FrontDrop } from './front-answers';

/**
 * The answers every anonymous visitor gets alike (catalogue, product, categories, banners, trust badges),
 * cached whole before GraphQL runs: a hit costs no parse, validation, context or database. Only
 * persisted operations of the allow-list, sent as GET by a caller with no `authorization` and role
 * `anonymous`, are read from or written to the cache; everything else passes through untouched and is
 * marked `private, no-store`.
 */

/**
 * Tags stored with answers besides the entities the cache finds in them. They carry an id because the
 * Redis store finds answers of a bare type name by scanning every key.
 */
const productListsTag = { typename: 'Tag', id: 'product-lists' };
const everythingTag = { typename: 'Tag', id: 'all' };

/**
 * Persisted hash → document. A Map, not the JSON object itself: the hash is whatever the caller sent, and
 * on a plain object `__proto__` or `constructor` would find Object's own members instead of nothing.
 */
const documents = new Map<string, string>(Object.entries(persistedDocuments as Record<string, string>));

/** Persisted hash → operation name, for the allow-listed operations only. */
const cacheableByHash = new Map<string, string>();
for (const [hash, text] of documents) {
  const name = /(?:^|\})\s*query\s+(\w+)/.exec(text)?.[1];
  if (name && sharedAnswerOperations.has(name)) cacheableByHash.set(hash, name);
}

/** How long the front answers keep one (src/api/core/front-answers.ts). */
const frontTtlMs = 10_000;

/** Longer variables are answered but never cached: a key per arbitrary blob would only fill the cache. */
const maxVariablesChars = 1024;

type Cacheable = { operation: string; hash: string; locale: string; variables: string };
const cacheableByRequest = new WeakMap<Request, Cacheable | null>();

type HeaderOf = (name: string) => string | null | undefined;

function isAnonymous(header: HeaderOf): boolean {
  return !header('authorization') && header('role') === 'anonymous';
}

function persistedHash(extensions: string | null): string | null {
  if (!extensions) return null;
  try {
    const parsed: unknown = JSON.parse(extensions);
    const pq: unknown =
      parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>).persistedQuery : null;
    const hash: unknown = pq && typeof pq === 'object' ? (pq as Record<string, unknown>).sha256Hash : null;
    return typeof hash === 'string' ? hash : null;
  } catch {
    return null;
  }
}

/** The one rule for what may be answered from (and stored in) the shared cache, for Yoga's request and Node's alike. */
function cacheableFrom(method: string | undefined, search: URLSearchParams, header: HeaderOf): Cacheable | null {
  if (method !== 'GET' || !isAnonymous(header)) return null;
  const hash = search.has('query') ? null : persistedHash(search.get('extensions'));
  const operation = hash ? cacheableByHash.get(hash) : undefined;
  const variables = search.get('variables') ?? '{}';
  if (!hash || !operation || variables.length > maxVariablesChars) return null;
  const asked = header('x-locale') ?? null;
  const locale = isLocale(asked) ? asked : localeFromHeader(header('accept-language') ?? null);
  return { operation, hash, locale, variables };
}

/** Whether this request may be answered from (and stored in) the shared cache, read once per request. */
function cacheableRequest(request: Request | undefined): Cacheable | null {
  // Operations over the WebSocket have no HTTP request: never cached.
  if (!request) return null;
  const known = cacheableByRequest.get(request);
  if (known !== undefined) return known;
  const found = cacheableFrom(request.method, new URL(request.url).searchParams, (name) => request.headers.get(name));
  cacheableByRequest.set(request, found);
  return found;
}

function cacheKey(c: Cacheable): string {
  const digest = createHash('sha256').update(`${c.hash}\n${c.locale}\n${c.variables}`).digest('base64url');
  return `${c.operation}:${digest}`;
}

/**
 * The response caches of the gateways serving one database (one per process in the store), its pending
 * changes, and a count of changes with, per key, the count its execution started at: an answer computed
 * before a change that landed while it ran is not stored.
 */
type Registered = {
  caches: Set<Cache>;
  fronts: Set<FrontAnswers>;
  pending: Set<Promise<void>>;
  generation: number;
  startedAt: Map<string, number>;
};
const registry = new WeakMap<Db, Registered>();

function entryFor(db: Db): Registered {
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

/** Drops the cached answers a change can affect: the changed products' and every product list. */
export async function invalidateResponses(db: Db, change: CatalogueChange): Promise<void> {
  const entry = entryFor(db);
  entry.generation++;
  const caches = [...entry.caches];
  const entities =
    change.all || !change.productIds
      ? [everythingTag]
      : [productListsTag, ...change.productIds.map((id) => ({ typename: 'Product', id }))];
  const drop: FrontDrop = entities[0] === everythingTag ? { all: true } : { all: false, tags: entities.map(tagOf) };
  for (const front of entry.fronts) front.drop(drop);
  await Promise.all(caches.map((c) => c.invalidate(entities)));
}

const tagOf = (e: { typename: string; id?: string | number }): string => `${e.typename}:${e.id ?? ''}`;

/**
 * Tells the front answers what the store holds: an answer stored (with its tags) or read, and the change
 * count it belongs to. Below the change checks (consistentWithChanges), so only current answers are told.
 */
function tellingFront(entry: Registered, front: FrontAnswers, base: Cache): Cache {
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

/** Tags the answers of product lists, so a product's change drops them all. */
function withListTags(base: Cache): Cache {
  return {
    get: (id) => base.get(id),
    invalidate: (entities) => base.invalidate(entities),
    set(id, data, entities, ttl) {
      const operation = id.slice(0, id.indexOf(':'));
      const tags = [...entities, everythingTag];
      if (productListOperations.has(operation)) tags.push(productListsTag);
      return base.set(id, data, tags, ttl);
    },
  };
}

/**
 * Redis out of reach makes a read a miss and a write a no-op, never a failed request: the store
 * answers uncached. An invalidation that fails still fails, for its caller to log.
 */
function survivingOutages(base: Cache): Cache {
  return {
    ...base,
    async get(id) {
      try {
        return await base.get(id);
      } catch {
        return undefined; // the client's error event has said why
      }
    },
    async set(id, data, entities, ttl) {
      try {
        await base.set(id, data, entities, ttl);
      } catch {
        // Not stored: the next request executes again.
      }
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

/** Not-found answers (a null root field) are not kept: the product may be published a second later. */
function worthKeeping(result: ExecutionResult): boolean {
  if (result.errors?.length || !result.data) return false;
  return Object.values(result.data).every((v) => v !== null);
}

type Serialized = { body: string; etag: string };
const serialized = new WeakMap<object, Serialized>();

/**
 * The answer's JSON and a validator computed from it, once per cached answer (an in-process hit hands
 * back the same data object): a revalidation never keeps a body the store has changed since, and a hit
 * costs no serialisation.
 */
function serializedOf(data: Record<string, unknown>): Serialized {
  let s = serialized.get(data);
  if (!s) {
    const body = JSON.stringify({ data });
    s = { body, etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    serialized.set(data, s);
  }
  return s;
}

/**
 * The cache headers of every gateway answer: shared answers may be stored by a browser or a CDN but must
 * be revalidated each time (`If-None-Match` → 304), since a change drops them here at once; everything
 * else is `private, no-store`.
 */
function cacheHeaders(entry: Registered, front: FrontAnswers | null): Plugin {
  return {
    onResultProcess({ request, result, setResultProcessor }) {
      const c = cacheableRequest(request);
      if (Array.isArray(result) || !('data' in result) || !c || !worthKeeping(result)) return;
      const { body, etag: tag } = serializedOf(result.data as Record<string, unknown>);
      front?.sent(cacheKey(c), entry.generation, body, tag);
      // Only `data` leaves (Yoga strips the `http` extension), so the stored JSON is the whole body.
      (result as { stringify?: () => string }).stringify = () => body;
      if (request.headers.get('if-none-match') === tag) {
        setResultProcessor(
          (_r, fetchAPI) => new fetchAPI.Response(null, { status: 304, headers: { etag: tag } }),
          'application/json',
        );
      }
      const ext = ((result as { extensions?: Record<string, unknown> }).extensions ??= {});
      const http = ((ext.http as { headers?: Record<string, string> } | undefined) ??= {});
      ext.http = http;
      http.headers = { ...http.headers, ETag: tag };
      delete http.headers['Last-Modified'];
    },
    onResponse({ request, response }) {
      const shared =
        cacheableRequest(request) &&
        (response.status === 200 || response.status === 304) &&
        response.headers.has('etag');
      response.headers.set('cache-control', shared ? 'public, no-cache' : 'private, no-store');
      if (shared) {
        // The answer depends on the language and would be another for a signed-in caller.
        for (const h of ['x-locale', 'accept-language', 'role', 'authorization']) {
          const vary = response.headers.get('vary');
          if (!vary) response.headers.set('vary', h);
          else if (!new RegExp(`\\b${h}\\b`, 'i').test(vary)) response.headers.set('vary', `${vary}, ${h}`);
        }
      }
    },
  };
}

export type ResponseCacheOptions = {
  /** Shares the cache between processes; in-process otherwise. */
  redisUrl?: string;
  /** The prefix of its Redis keys (tests keep their own). */
  redisPrefix?: string;
  /** How long an answer is kept when nothing changes (the delivery estimate moves with the clock). */
  ttlMs?: number;
  /** Turns the cache off (the persisted operations and headers stay), for benchmarks of the uncached path. */
  disabled?: boolean;
};

/**
 * The gateway's persisted operations and response cache, in the order they must run: the persisted
 * hash becomes its document before the cache looks for an answer. Disposing the gateway closes Redis.
 */
export function responseCachePlugins(
  db: Db,
  opts: ResponseCacheOptions = {},
): { plugins: Plugin[]; front: FrontAnswers | null } {
  let redis: Redis | null = null;
  let store: Cache;
  if (opts.redisUrl) {
    // Every key under one prefix: the Redis may be shared with other stores or tools.
    // No offline queue: while Redis is away a read is a miss at once, not a wait for the reconnection.
    redis = new Redis(opts.redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      keyPrefix: opts.redisPrefix ?? 'silai:response:',
    });
    let warned = 0;
    redis.on('error', (error: Error) => {
      if (Date.now() - warned < 30_000) return;
      warned = Date.now();
      log.warn('response cache: Redis unreachable, answering uncached', { error: error.message });
    });
    store = survivingOutages(createRedisCache({ redis }));
  } else {
    store = createInMemoryCache({ max: 1000 });
  }
  const ttl = opts.ttlMs ?? 60_000;
  const entry = entryFor(db);
  // Short-lived: an answer read back from Redis comes without its remaining time to live.
  const front = opts.disabled ? null : new FrontAnswers(Math.min(ttl, frontTtlMs));
  const base = withListTags(front ? tellingFront(entry, front, store) : store);
  entry.caches.add(base);
  if (front) entry.fronts.add(front);
  const cache = consistentWithChanges(db, base);
  const plugins: Plugin[] = [
    usePersistedOperations({
      // API clients keep sending whole documents; the store's own client sends the hash of its catalogue reads.
      allowArbitraryOperations: true,
      getPersistedOperation: (hash) => documents.get(hash) ?? null,
    }),
    useResponseCache({
      session: () => null,
      enabled: (request) => !opts.disabled && cacheableRequest(request) !== null,
      buildResponseCacheKey: ({ request }) => {
        const c = cacheableRequest(request);
        return Promise.resolve(c ? cacheKey(c) : 'uncached:');
      },
      cache,
      ttl,
      invalidateViaMutation: false,
      shouldCacheResult: ({ result }) => worthKeeping(result),
    }),
    cacheHeaders(entry, front),
    {
      onDispose: () => {
        entry.caches.delete(base);
        if (front) entry.fronts.delete(front);
        redis?.disconnect();
      },
    },
  ];
  return { plugins, front };
}

/** The `Vary` Yoga sends with a shared answer (its CORS adds `Origin`, cacheHeaders the rest). */
const sharedVary = 'Origin, x-locale, accept-language, role, authorization';

/**
 * The media type Yoga's result processors answer a plain result with for this `Accept`, as they choose it
 * (the last match wins, plain JSON after streams), or null when a stream format would be chosen instead.
 */
function plainMediaType(accept: string | undefined): string | null {
  const asked = (accept || '*/*')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(',')
    .map((a) => a.split(';'))
    .filter(([, ...params]) => (params.find((p) => p.includes('charset=')) ?? 'charset=utf-8') === 'charset=utf-8')
    .map(([type]) => type ?? '')
    .reverse();
  let chosen: string | null = null;
  for (const type of asked) {
    const [pre, suf] = type.split('/');
    for (const offered of ['application/graphql-response+json', 'application/json']) {
      const [oPre, oSuf] = offered.split('/');
      if ((pre === '*' || pre === oPre) && (suf === '*' || suf === oSuf)) chosen = offered;
    }
  }
  return chosen;
}

export type FrontReply = { status: 200 | 304; body: Buffer | null; headers: Record<string, string> };

/**
 * Answers Node's request from the front answers when Yoga would answer it from its cache with the same
 * bytes: an anonymous persisted GET of the allow-list, from no other site (`Origin` is left to Yoga's
 * origin check and CORS), no change pending. Null: Yoga answers it (and may keep it for the next one).
 */
export function frontReply(db: Db, front: FrontAnswers, req: IncomingMessage): FrontReply | null {
  const h = req.headers;
  if (h.origin !== undefined || changesSettled(db)) return null;
  const url = req.url ?? '';
  const q = url.indexOf('?');
  if (q < 0) return null;
  const header = (name: string) => {
    const v = h[name];
    return Array.isArray(v) ? v.join(', ') : v;
  };
  const c = cacheableFrom(req.method, new URLSearchParams(url.slice(q + 1)), header);
  const type = c && plainMediaType(h.accept);
  const answer = type ? front.get(cacheKey(c)) : undefined;
  if (!answer) return null;
  const headers: Record<string, string> = { etag: answer.etag, 'cache-control': 'public, no-cache', vary: sharedVary };
  if (h['if-none-match'] === answer.etag) return { status: 304, body: null, headers };
  headers['content-type'] = `${type}; charset=utf-8`;
  headers['content-length'] = String(answer.body.length);
  return { status: 200, body: answer.body, headers };
}
