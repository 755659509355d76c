import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dateOf, epochMs, Params, runStatement } from '../../db/statement';
import { rewardAccounts, rewardEntries } from '../../db/schema/rewards';
import { defaultRewardRules, expiryOf, pointsEarnedFor, type RewardRules } from '../../lib/rewards';
import { lapsed, readLedger, type Reading } from './lots';
import { firstBonusOfNumber } from './signup-bonus';

// Every change of a shopper's points: the account row locked first (two checkouts take turns), lapsed
// points written off, then the change, all in the caller's transaction.

export type OrderRef = { id: string; number: string };
export type Held = { balance: number; reading: Reading };

/**
 * The shopper's account, created on first use (once: the insert is the gate) with its sign-up bonus when
 * the account's number never had one (deleting the account and signing in again earns none), then
 * locked for the caller's transaction, with lapsed points written off. Answers what is held now.
 */
export async function lockAccount(
  tx: Db,
  userId: string,
  now: Date,
  rules: RewardRules = defaultRewardRules,
): Promise<Held> {
  await openAccount(tx, userId, now, rules);
  await tx
    .select({ userId: rewardAccounts.userId })
    .from(rewardAccounts)
    .where(eq(rewardAccounts.userId, userId))
    .for('update');
  return sweep(tx, userId, now);
}

/** Creates the shopper's account with its sign-up bonus, once; true when it was created now. */
async function openAccount(tx: Db, userId: string, now: Date, rules: RewardRules): Promise<boolean> {
  const created = await tx
    .insert(rewardAccounts)
    .values({ userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: rewardAccounts.userId });
  if (created.length > 0 && rules.signupBonus > 0 && (await firstBonusOfNumber(tx, userId))) {
    await tx.insert(rewardEntries).values({
      userId,
      kind: 'SIGNUP',
      points: rules.signupBonus,
      expiresAt: expiryOf(now, rules),
      createdAt: now,
    });
  }
  return created.length > 0;
}

type EntryRow = typeof rewardEntries.$inferSelect;

/** The shopper's entries, oldest first. As SQL text: every quote reads them (src/db/statement.ts says why). */
async function entriesOf(tx: Db, userId: string): Promise<EntryRow[]> {
  const p = new Params();
  const rows = await runStatement<
    Omit<EntryRow, 'expiresAt' | 'createdAt'> & { expiresAt: number | null; createdAt: number }
  >(
    tx,
    `select id, user_id as "userId", kind, points, order_id as "orderId", order_number as "orderNumber",
      ${epochMs('expires_at')} as "expiresAt", lot_id as "lotId", ${epochMs('created_at')} as "createdAt"
    from reward_entries where user_id = ${p.add(userId, 'uuid')} order by id`,
    p,
  );
  return rows.map((r) => ({ ...r, expiresAt: dateOf(r.expiresAt), createdAt: dateOf(r.createdAt) }));
}

/** Writes off every lapsed lot (once each: one EXPIRE per lot), under the caller's lock. */
async function sweep(tx: Db, userId: string, now: Date): Promise<Held> {
  let reading = readLedger(await entriesOf(tx, userId));
  const due = lapsed(reading, now);
  if (due.length > 0) {
    await tx
      .insert(rewardEntries)
      .values(due.map((l) => ({ userId, kind: 'EXPIRE' as const, points: -l.left, lotId: l.id, createdAt: now })))
      .onConflictDoNothing();
    reading = readLedger(await entriesOf(tx, userId));
  }
  return { balance: reading.lots.reduce((s, l) => s + l.left, 0), reading };
}

/** Pays part of an order with points, in the order's transaction. Refuses more than is held. */
export async function redeemPoints(
  tx: Db,
  userId: string,
  points: number,
  order: OrderRef,
  now: Date,
  rules: RewardRules = defaultRewardRules,
): Promise<'POINTS_OVER_BALANCE' | null> {
  const held = await lockAccount(tx, userId, now, rules);
  if (points > held.balance) return 'POINTS_OVER_BALANCE';
  if (points === 0) return null;
  await tx.insert(rewardEntries).values({
    userId,
    kind: 'REDEEM',
    points: -points,
    orderId: order.id,
    orderNumber: order.number,
    createdAt: now,
  });
  return null;
}

/** A delivered order earns its points (once per order), in the move's transaction. */
export async function earnForOrder(
  tx: Db,
  userId: string,
  order: OrderRef & { goodsPaidMinor: number },
  now: Date,
  rules: RewardRules = defaultRewardRules,
): Promise<number> {
  await lockAccount(tx, userId, now, rules);
  const points = pointsEarnedFor(order.goodsPaidMinor, rules);
  if (points === 0) return 0;
  const [row] = await tx
    .insert(rewardEntries)
    .values({
      userId,
      kind: 'EARN',
      points,
      orderId: order.id,
      orderNumber: order.number,
      expiresAt: expiryOf(now, rules),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: rewardEntries.id });
  return row ? points : 0;
}

/**
 * A cancelled or refunded order: the points it used go back (to the lots they came from, which keep their
 * dates), and the points it earned are taken back, only as many as are still held, and only once.
 */
export async function reverseOrder(tx: Db, userId: string, order: OrderRef, now: Date): Promise<void> {
  const ofOrder = () =>
    tx
      .select()
      .from(rewardEntries)
      .where(and(eq(rewardEntries.userId, userId), eq(rewardEntries.orderId, order.id)));
  if ((await ofOrder()).length === 0) return;
  const held = await lockAccount(tx, userId, now);
  // Read again under the lock: a concurrent reversal of this order may have just committed.
  const mine = await ofOrder();
  const redeems = mine.filter((e) => e.kind === 'REDEEM');
  const restored = mine.filter((e) => e.kind === 'REVERSE' && e.points > 0).reduce((s, e) => s + e.points, 0);
  const tookBack = mine.some((e) => e.kind === 'REVERSE' && e.points <= 0);
  const earned = mine.filter((e) => e.kind === 'EARN').reduce((s, e) => s + e.points, 0);
  const rows: (typeof rewardEntries.$inferInsert)[] = [];
  if (earned > 0 && !tookBack) {
    rows.push({ userId, kind: 'REVERSE', points: -Math.min(earned, held.balance), ...ref(order), createdAt: now });
  }
  let owed = redeems.reduce((s, e) => s - e.points, 0) - restored;
  for (const part of redeems.flatMap((e) => held.reading.taken.get(e.id) ?? [])) {
    if (owed <= 0) break;
    const n = Math.min(owed, part.points);
    rows.push({ userId, kind: 'REVERSE', points: n, ...ref(order), expiresAt: part.expiresAt, createdAt: now });
    owed -= n;
  }
  if (rows.length === 0) return;
  await tx.insert(rewardEntries).values(rows);
  // Points given back to a lot whose date has passed lapse at once, as they would have.
  await sweep(tx, userId, now);
}

const ref = (order: OrderRef) => ({ orderId: order.id, orderNumber: order.number });

/** Points an order used and earned (net of what was given and taken back), for the order's page. */
export async function pointsOfOrder(db: Db, orderId: string): Promise<{ used: number; earned: number }> {
  const [row] = await db
    .select({
      used: sql<number>`coalesce(-sum(${rewardEntries.points}) filter (where ${rewardEntries.kind} = 'REDEEM'), 0)::int`,
      earned: sql<number>`coalesce(sum(${rewardEntries.points}) filter (where ${rewardEntries.kind} = 'EARN'), 0)::int`,
    })
    .from(rewardEntries)
    .where(eq(rewardEntries.orderId, orderId));
  return { used: row?.used ?? 0, earned: row?.earned ?? 0 };
}

/** Points held now, read without the lock (a quote's view; redeeming checks again under the lock). */
export async function pointsHeld(
  db: Db,
  userId: string,
  now: Date,
  rules: RewardRules = defaultRewardRules,
): Promise<number> {
  let entries = await entriesOf(db, userId);
  // A new shopper's first checkout opens the account, so the sign-up bonus is offered there too (it was
  // created only when the rewards were first read). One more read only for a shopper with no entries.
  if (entries.length === 0 && rules.signupBonus > 0) {
    const opened = await db.transaction((tx) => openAccount(tx as unknown as Db, userId, now, rules));
    if (opened) entries = await entriesOf(db, userId);
  }
  const reading = readLedger(entries);
  return reading.lots.filter((l) => l.expiresAt.getTime() > now.getTime()).reduce((s, l) => s + l.left, 0);
}
