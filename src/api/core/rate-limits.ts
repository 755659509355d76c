import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { log } from '../../log';
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
  // A count sent while Redis is away fails after one reconnection attempt and is made in the database.
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  let warned = 0;
  client.on('error', (error: Error) => {
    if (Date.now() - warned < 30_000) return;
    warned = Date.now();
    log.warn('rate limits: Redis unreachable, counting in the database', { error: error.message });
  });
  registry.__silaiRedisLimits = { client, limiters: new Map() };
  return async () => {
    if (registry.__silaiRedisLimits?.client === client) registry.__silaiRedisLimits = undefined;
    await client.quit();
  };
}

const optionsOf = (limit: Limit) => ({
  keyPrefix: `silai:limit:${limit.name}`,
  points: limit.points,
  duration: limit.windowMs / 1000,
});

// In the database the count runs on the handle given: the caller's transaction when it has one, so
// PGlite's one connection is not asked twice and a rolled-back action is not counted.
const inDatabase = (db: Db, limit: Limit) => new ClockedDrizzleStore(db, optionsOf(limit));

/**
 * Redis when the process has it and it answers; the database otherwise (no REDIS_URL, or Redis away: the
 * counts still hold across processes, in a window of their own until Redis returns).
 */
function store(db: Db, limit: Limit): RateLimiterStoreAbstract {
  const opts = optionsOf(limit);
  const redis = registry.__silaiRedisLimits;
  if (!redis || ['reconnecting', 'close', 'end'].includes(redis.client.status)) return inDatabase(db, limit);
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
  const first = store(db, limit);
  const at = { now };
  /** Runs `op` on the store; a Redis that fails mid-request hands the count to the database. */
  async function withStore<T>(op: (rl: RateLimiterStoreAbstract) => Promise<T>): Promise<T> {
    try {
      return await op(first);
    } catch (e) {
      if (e instanceof RateLimiterRes || first instanceof ClockedDrizzleStore) throw e;
      return op(inDatabase(db, limit));
    }
  }
  return {
    take: (key) =>
      withStore(async (rl) => {
        try {
          await rl.consume(key, 1, at);
          return { ok: true } as const;
        } catch (e) {
          const refused = refusal(e);
          await rl.reward(key, 1, at);
          return refused;
        }
      }),
    check: (key) =>
      withStore(async (rl) => {
        const res = await rl.get(key, at);
        if (!res || res.consumedPoints < limit.points) return { ok: true } as const;
        return { ok: false, retryAfterMs: Math.max(res.msBeforeNext, 0) } as const;
      }),
    count: (key) => withStore(async (rl) => void (await rl.penalty(key, 1, at))),
    giveBack: (key) => withStore(async (rl) => void (await rl.reward(key, 1, at))),
  };
}
