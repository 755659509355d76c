import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/client';
import { testDatabases } from '../../test/databases';
import { countLimitsInRedis, rateLimiter } from './rate-limits';

const limit = { name: 'test-shared', points: 5, windowMs: 60_000 };

describe.each(testDatabases().filter((d) => d.kind === 'postgres'))('rate limits on $kind', ({ open }) => {
  const handles: DbHandle[] = [];
  afterAll(async () => {
    // The second pool first: the first handle drops the database on close.
    for (const h of handles.reverse()) await h.close();
  });

  it('shares one count between two database handles (two processes), and lets exactly the limit through a race', async () => {
    const first = await open();
    handles.push(first);
    // A second pool on the same database, as a second store process would open.
    const { rows } = (await first.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    const other = await openDatabase({ url: url.toString() });
    handles.push(other);
    const now = new Date('2026-11-20T10:00:00Z');
    const a = rateLimiter(first.db, limit, now);
    const b = rateLimiter(other.db, limit, now);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).take('shopper-1')));
    expect(answers.filter((x) => x.ok)).toHaveLength(limit.points);
    expect(await a.check('shopper-1')).toEqual({ ok: false, retryAfterMs: 60_000 });
    // A refused take counted nothing: one given back makes room for exactly one more, on either handle.
    await b.giveBack('shopper-1');
    expect((await a.take('shopper-1')).ok).toBe(true);
    expect((await b.take('shopper-1')).ok).toBe(false);
    // The window ends on the request's clock.
    const later = new Date(now.getTime() + limit.windowMs);
    expect((await rateLimiter(other.db, limit, later).take('shopper-1')).ok).toBe(true);
  });

  it('counts in the database while Redis is away', async () => {
    const close = countLimitsInRedis('redis://127.0.0.1:9'); // nothing listens there
    try {
      const db = handles[0]!.db;
      const away = { ...limit, name: 'test-redis-away' };
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(await rateLimiter(db, away, new Date()).take('shopper-2'));
      expect(answers.filter((x) => x.ok)).toHaveLength(limit.points);
    } finally {
      await close().catch(() => {});
    }
  });
});

const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('rate limits in Redis', () => {
  it('shares one count between two connections and lets exactly the limit through a race', async () => {
    const name = `test-redis-${process.pid}-${Date.now()}`;
    const closeFirst = countLimitsInRedis(redisUrl);
    const a = rateLimiter(null as never, { ...limit, name }, new Date());
    const firstAnswers = await Promise.all(Array.from({ length: 3 }, () => a.take('k')));
    const closeSecond = countLimitsInRedis(redisUrl);
    const b = rateLimiter(null as never, { ...limit, name }, new Date());
    const secondAnswers = await Promise.all(Array.from({ length: 6 }, () => b.take('k')));
    expect([...firstAnswers, ...secondAnswers].filter((x) => x.ok)).toHaveLength(limit.points);
    await closeSecond();
    await closeFirst();
  });
});
