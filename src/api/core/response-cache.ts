import { createHash } from 'node:crypto';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { createInMemoryCache, useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { createRedisCache } from '@envelop/response-cache-redis';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Db } from '../../db/client';
import { log } from '../../log';
import { FrontAnswers } from './front-answers';
import { cacheKey, cacheableRequest, documents, rememberPost } from './cacheable-requests';
import { consistentWithChanges, entryFor, tellingFront, withListTags, type Registered } from './response-invalidation';

/**
 * The answers every anonymous visitor gets alike (catalogue, product, categories, banners, trust badges),
 * cached whole before GraphQL runs: a hit costs no parse, validation, context or database. Only
 * persisted operations of the allow-list, sent as GET (or POSTed as their whole text) by a caller with
 * no `authorization` and role `anonymous`, are read from or written to the cache; everything else
 * passes through untouched and is marked `private, no-store`.
 */

/** How long the front answers keep one (src/api/core/front-answers.ts). */
const frontTtlMs = 10_000;

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
    // A POST of a cacheable operation's text is known once its body is read, before the cache looks.
    { onParams: ({ request, params }) => rememberPost(request, params) },
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
