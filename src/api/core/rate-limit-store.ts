import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema/core';

// rate-limiter-flexible's Drizzle store, on the request's clock. The library's own store reads the
// process clock (Date.now) for windows; the store's services take their time from the request (the
// auth kit's clock, which tests move), so the same atomic upsert runs here with that time passed in
// the call's options. Counting, refusing, rewards and the limiter's API stay the library's.

type Row = typeof rateLimits.$inferSelect;
type Stored = Row & { now: Date };
type Clocked = { now?: Date };

/** Windows ended this long ago are deleted when a key opens a new window. */
const keepEndedMs = 60 * 60_000;

export class ClockedDrizzleStore extends RateLimiterDrizzle {
  private readonly db: Db;

  constructor(db: Db, opts: { keyPrefix: string; points: number; duration: number }) {
    super({ ...opts, storeClient: db, schema: rateLimits, clearExpiredByTimeout: false });
    this.db = db;
  }

  /** One statement: a new window when the stored one has ended, else the points added to it. */
  async _upsert(key: string, points: number, msDuration: number, forceExpire = false, options: Clocked = {}) {
    const now = options.now ?? new Date();
    const expire = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    const ended = sql`${rateLimits.expire} <= ${sql.param(now, rateLimits.expire)}`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, points, expire })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: forceExpire
          ? { points, expire }
          : {
              points: sql`case when ${ended} then ${points} else ${rateLimits.points} + ${points} end`,
              expire: sql`case when ${ended} then ${sql.param(expire, rateLimits.expire)} else ${rateLimits.expire} end`,
            },
      })
      .returning();
    if (row!.points === points && points > 0) {
      await this.db.delete(rateLimits).where(lt(rateLimits.expire, new Date(now.getTime() - keepEndedMs)));
    }
    return { ...row!, now } satisfies Stored;
  }

  async _get(key: string, options: Clocked = {}) {
    const now = options.now ?? new Date();
    const [row] = await this.db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), or(isNull(rateLimits.expire), gt(rateLimits.expire, now))))
      .limit(1);
    return row ? ({ ...row, now } satisfies Stored) : null;
  }

  _getRateLimiterRes(_key: string, changedPoints: number, stored: Stored) {
    const msBeforeNext = stored.expire ? Math.max(stored.expire.getTime() - stored.now.getTime(), 0) : -1;
    return new RateLimiterRes(
      Math.max(this.points - stored.points, 0),
      msBeforeNext,
      stored.points,
      stored.points === changedPoints,
    );
  }
}
