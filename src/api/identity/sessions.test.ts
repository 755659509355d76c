import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { refreshTokens, users } from '../../db/schema/identity';
import { testDatabases } from '../../test/databases';
import { sessionCacheRules, sessionGuard } from './sessions';
import { newRefreshToken } from './tokens';

describe.each(testDatabases())('sign-in liveness on $kind', ({ open }) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => {
    await db?.close();
  });

  async function signInRow(): Promise<{ userId: string; sid: string }> {
    const [u] = await db.db
      .insert(users)
      .values({ phone: `+9196${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` })
      .returning();
    const sid = randomUUID();
    const now = new Date();
    await db.db.insert(refreshTokens).values({
      userId: u!.id,
      familyId: sid,
      tokenHash: newRefreshToken().hash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    return { userId: u!.id, sid };
  }

  it("knows a live sign-in, and refuses unknown ones, another user's and malformed ids", async () => {
    const guard = sessionGuard(db.db);
    const a = await signInRow();
    const b = await signInRow();
    expect(await guard.isLive(a.sid, a.userId)).toBe(true);
    expect(await guard.isLive(randomUUID(), a.userId)).toBe(false);
    expect(await guard.isLive(a.sid, b.userId)).toBe(false);
    expect(await guard.isLive("x' or 1=1 --", a.userId)).toBe(false);
  });

  it('honours a revocation made by another process once its cached answer is older than the bound', async () => {
    let t = 0;
    const here = sessionGuard(db.db, () => t);
    const elsewhere = sessionGuard(db.db, () => t);
    const s = await signInRow();
    expect(await here.isLive(s.sid, s.userId)).toBe(true);
    // The other process logs out: it writes the database and knows at once; this one still has its answer.
    await db.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, s.sid));
    elsewhere.revoked([s.sid]);
    expect(await elsewhere.isLive(s.sid, s.userId)).toBe(false);
    t += sessionCacheRules.liveForMs - 1;
    expect(await here.isLive(s.sid, s.userId)).toBe(true);
    t += 1;
    expect(await here.isLive(s.sid, s.userId)).toBe(false);
  });

  it('takes a revocation in this process over an answer that was in flight', async () => {
    const guard = sessionGuard(db.db);
    const s = await signInRow();
    const pending = guard.isLive(s.sid, s.userId);
    guard.revoked([s.sid]);
    expect(await pending).toBe(false);
    expect(await guard.isLive(s.sid, s.userId)).toBe(false);

    const u = await signInRow();
    const racing = guard.isLive(u.sid, u.userId);
    guard.userRevoked(u.userId);
    expect(await racing).toBe(false);
  });
});
