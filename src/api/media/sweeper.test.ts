import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../../db/client';
import { mediaAssets } from '../../db/schema/media';
import { users } from '../../db/schema/identity';
import { testDatabases } from '../../test/databases';
import { testClock } from '../../test/gateway-server';
import { startUploadSweeper } from './sweeper';

describe.each(testDatabases())('the upload sweeper as the store runs it on $kind', ({ open }) => {
  let db: DbHandle;
  let dir: string;

  beforeAll(async () => {
    db = await open();
    dir = await mkdtemp(path.join(tmpdir(), 'silai-sweeper-'));
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await rm(dir, { recursive: true, force: true });
  });
  afterEach(() => void vi.useRealTimers());

  it('sweeps on its interval with the clock it is given, and leaves no timer once stopped', async () => {
    // Only the interval is faked: the database drivers keep their own timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = testClock();
    const [u] = await db.db.insert(users).values({ phone: '+919812300001', name: 'U' }).returning();
    const key = 'up-00000000000000000000abcd';
    await db.db.insert(mediaAssets).values({
      key,
      kind: 'product',
      design: { source: `${key}.source.webp` },
      uploadedBy: u!.id,
      unusedSince: clock.now(),
    });
    const stop = startUploadSweeper(db.db, dir, 60 * 60_000, clock.now, 1000);
    expect(vi.getTimerCount()).toBe(1);
    // Its time has not come on the clock: a pass keeps it.
    vi.advanceTimersByTime(1000);
    clock.advance(2 * 60 * 60_000);
    await stop();
    expect(await db.db.select().from(mediaAssets).where(eq(mediaAssets.key, key))).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);

    const again = startUploadSweeper(db.db, dir, 60 * 60_000, clock.now, 1000);
    vi.advanceTimersByTime(1000);
    // Stopping waits for the pass under way: the row is gone when it resolves.
    await again();
    expect(await db.db.select().from(mediaAssets).where(eq(mediaAssets.key, key))).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
