import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/identity';
import { isUuid } from '../core/ids';

/**
 * Whether the sign-in an id token belongs to (its `sid`, the refresh-token family) is still alive: not
 * logged out, not revoked for a reused refresh token. An id token lives an hour, so without this a token
 * copied before logout would keep working until it expires.
 *
 * One indexed query (refresh_tokens.family_id) per sign-in, remembered in this process:
 * - a revocation made in this process (logout, reuse) is known at once and never forgotten while the
 *   process runs (bounded map; an evicted entry is simply asked again);
 * - a live answer is reused for `liveForMs` (5 s), so a revocation made by another process on the same
 *   database is honoured here within 5 seconds.
 */
export type SessionGuard = {
  isLive(sid: string, userId: string): Promise<boolean>;
  /** This process revoked these families (logout, reuse detected). */
  revoked(familyIds: readonly string[]): void;
  /** This process revoked every sign-in of the user (logout everywhere). */
  userRevoked(userId: string): void;
};

export const sessionCacheRules = { liveForMs: 5000, maxEntries: 10_000 } as const;

type Entry = { live: boolean; userId: string; at: number };

export function sessionGuard(db: Db, clock: () => number = () => performance.now()): SessionGuard {
  const entries = new Map<string, Entry>();
  const usersRevokedAt = new Map<string, number>();

  const remember = (sid: string, e: Entry) => {
    entries.delete(sid);
    entries.set(sid, e);
    if (entries.size > sessionCacheRules.maxEntries) entries.delete(entries.keys().next().value!);
  };

  async function ask(sid: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ live: sql<boolean | null>`bool_and(${refreshTokens.revokedAt} is null)` })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, sid), eq(refreshTokens.userId, userId)));
    return row?.live === true;
  }

  return {
    async isLive(sid, userId) {
      if (!isUuid(sid) || !isUuid(userId)) return false;
      const now = clock();
      const known = entries.get(sid);
      const userCut = usersRevokedAt.get(userId);
      if (known && !known.live) return false;
      if (
        known &&
        known.userId === userId &&
        now - known.at < sessionCacheRules.liveForMs &&
        (userCut === undefined || userCut < known.at)
      ) {
        return true;
      }
      const started = now;
      const live = await ask(sid, userId);
      // A revocation in this process while the query ran wins over its (possibly older) answer.
      const after = entries.get(sid);
      if (after && !after.live) return false;
      const cut = usersRevokedAt.get(userId);
      if (cut !== undefined && cut >= started) return false;
      remember(sid, { live, userId, at: started });
      return live;
    },
    revoked(familyIds) {
      const at = clock();
      for (const sid of familyIds) remember(sid, { live: false, userId: entries.get(sid)?.userId ?? '', at });
    },
    userRevoked(userId) {
      const at = clock();
      usersRevokedAt.delete(userId);
      usersRevokedAt.set(userId, at);
      if (usersRevokedAt.size > sessionCacheRules.maxEntries)
        usersRevokedAt.delete(usersRevokedAt.keys().next().value!);
      const mine = [...entries].filter(([, e]) => e.userId === userId);
      for (const [sid, e] of mine) remember(sid, { ...e, live: false, at });
    },
  };
}
