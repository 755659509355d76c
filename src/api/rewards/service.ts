import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rewardEntries } from '../../db/schema/rewards';
import { expiringSoonDays, type RewardEntryKind, type RewardRules } from '../../lib/rewards';
import { lockAccount } from './ledger';
import { expiringSoon } from './lots';

// What a shopper reads of their points: the balance, what lapses soon, and the history, newest first.

export type HistoryEntry = {
  id: number;
  kind: RewardEntryKind;
  points: number;
  orderNumber: string | null;
  at: Date;
  expiresAt: Date | null;
};
export type RewardsView = {
  balance: number;
  expiringSoon: { points: number; on: Date } | null;
  rules: RewardRules;
};
export type HistoryPage = { entries: HistoryEntry[]; nextCursor: string | null };

export const maxHistoryPage = 50;

/** The balance and what lapses soon; reading writes off lapsed points first (and opens the account). */
export async function rewardsOf(db: Db, userId: string, now: Date, rules: RewardRules): Promise<RewardsView> {
  const held = await db.transaction((tx) => lockAccount(tx as unknown as Db, userId, now, rules));
  return { balance: held.balance, expiringSoon: expiringSoon(held.reading, now, expiringSoonDays), rules };
}

/** One page of the history, newest first; `after` is the last page's cursor. */
export async function historyOf(db: Db, userId: string, first: number, after: string | null): Promise<HistoryPage> {
  const size = Math.min(Math.max(1, Math.trunc(first) || 1), maxHistoryPage);
  const cursor = after && /^\d{1,9}$/.test(after) ? Number(after) : null;
  const rows = await db
    .select()
    .from(rewardEntries)
    .where(
      cursor === null
        ? eq(rewardEntries.userId, userId)
        : and(eq(rewardEntries.userId, userId), lt(rewardEntries.id, cursor)),
    )
    .orderBy(desc(rewardEntries.id))
    .limit(size + 1);
  const entries = rows.slice(0, size).map((r) => ({
    id: r.id,
    kind: r.kind,
    points: r.points,
    orderNumber: r.orderNumber,
    at: r.createdAt,
    expiresAt: r.expiresAt,
  }));
  return { entries, nextCursor: rows.length > size ? String(entries[entries.length - 1]!.id) : null };
}
