import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { ClockedDrizzleStore } from './rate-limit-store';

// Every rate limit of the store goes through here: rate-limiter-flexible, counting in PostgreSQL
// (table rate_limits, the database every process shares, PGlite included) or, when the process was
// started with REDIS_URL, in Redis. A count is one atomic statement in either store, so two racing
// requests cannot both take the last point, on any number of processes.

/** A limit: at most `points` actions a key in a fixed window of `windowMs`, opened by the first. */
export type Limit = { name: string; points: number; windowMs: number };
type Taken = { ok: true } | { ok: false; retryAfterMs: number };

export type Limiter = {
  /** Counts one action against `key`, unless the window is full: a refusal counts nothing. */
  take(key: string): Promise<Taken>;
  /** Whether one more action would fit now, counting nothing. */
  check(key: string): Promise<Taken>;
  /** Counts one action that is never refused (it still fills the window for the others). */
  count(key: string): Promise<void>;
  /** Takes back one counted action that did not happen after all. */
  giveBack(key: string): Promise<void>;
};

type RedisLimits = { client: Redis; limiters: Map<string, RateLimiterRedis> };
// One Redis connection for server.ts and the server components Next bundles (two module graphs).
const registry = globalThis as typeof globalThis & { __silaiRedisLimits?: RedisLimits };

/** Counts in Redis from now on (REDIS_URL); without it, in the database. Answers how to close it. */
export function countLimitsInRedis(redisUrl: string | undefined): () => Promise<void> {
  if (!redisUrl) return async () => {};
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  registry.__silaiRedisLimits = { client, limiters: new Map() };
  return async () => {
    if (registry.__silaiRedisLimits?.client === client) registry.__silaiRedisLimits = undefined;
    await client.quit();
  };
}

function store(db: Db, limit: Limit): RateLimiterStoreAbstract {
  const opts = { keyPrefix: `silai:limit:${limit.name}`, points: limit.points, duration: limit.windowMs / 1000 };
  const redis = registry.__silaiRedisLimits;
  // In the database the count runs on the handle given: the caller's transaction when it has one, so
  // PGlite's one connection is not asked twice and a rolled-back action is not counted.
  if (!redis) return new ClockedDrizzleStore(db, opts);
  const key = `${opts.keyPrefix}:${opts.points}:${opts.duration}`;
  let limiter = redis.limiters.get(key);
  if (!limiter) {
    limiter = new RateLimiterRedis({ ...opts, storeClient: redis.client });
    redis.limiters.set(key, limiter);
  }
  return limiter;
}

const refusal = (e: unknown): Taken => {
  if (e instanceof RateLimiterRes) return { ok: false, retryAfterMs: Math.max(e.msBeforeNext, 0) };
  throw e;
};

/**
 * A limit's counter for one request. `db` is the database handle or the caller's transaction; `now` the
 * request's clock (Redis keeps its own time: the windows there run on real time).
 */
export function rateLimiter(db: Db, limit: Limit, now: Date): Limiter {
  const rl = store(db, limit);
  const at = { now };
  return {
    async take(key) {
      try {
        await rl.consume(key, 1, at);
        return { ok: true };
      } catch (e) {
        const refused = refusal(e);
        await rl.reward(key, 1, at);
        return refused;
      }
    },
    async check(key) {
      const res = await rl.get(key, at);
      if (!res || res.consumedPoints < limit.points) return { ok: true };
      return { ok: false, retryAfterMs: Math.max(res.msBeforeNext, 0) };
    },
    async count(key) {
      await rl.penalty(key, 1, at);
    },
    async giveBack(key) {
      await rl.reward(key, 1, at);
    },
  };
}
