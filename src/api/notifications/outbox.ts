import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Params, runStatement } from '../../db/statement';
import { notificationOutbox } from '../../db/schema/notifications';
import type { Locale } from '../../db/schema/localized';
import type { NotificationKind } from '../../lib/notification-kinds';

/**
 * Which messages a worker claims first when many are due: news of an order, then other news, then
 * reminders, so a queue of reminders (or of one shopper's bookings) never holds up an order's message.
 */
function priorityOf(kind: NotificationKind): number {
  if (kind === 'ORDER_PLACED' || kind === 'ORDER_PAID' || kind === 'ORDER_SHIPPED') return 0;
  return kind === 'CONSULTATION_REMINDER' ? 2 : 1;
}

export type OutgoingNotification = {
  kind: NotificationKind;
  /** Names the event announced ("order-paid:<order id>"): announcing it again is a no-op. */
  dedupeKey: string;
  userId?: string | null;
  phone?: string | null;
  email?: string | null;
  locale: Locale;
  /** What the message template needs (order number, stage, slot start …), JSON only. */
  payload: Record<string, unknown>;
  /** Not delivered before this moment (a reminder 24 h before a call); now when absent. */
  notBefore?: Date;
};

/** Writes a message to the outbox in the caller's transaction, so it exists exactly when its event does. */
export async function enqueueNotification(tx: Db, message: OutgoingNotification, now: Date): Promise<void> {
  const p = new Params();
  await runStatement(tx, notificationInsert(message, now, p), p);
}

/**
 * The outbox insert as SQL text, for a caller that writes it in the same statement as its event. Nothing
 * is queued for an erased account (its order shipped after it was deleted, say): no one is there to tell.
 */
export function notificationInsert(message: OutgoingNotification, now: Date, p: Params): string {
  const userId = p.add(message.userId ?? null, 'uuid');
  return `insert into notification_outbox (kind, dedupe_key, user_id, phone, email, locale, payload, next_attempt_at, created_at, priority)
    select ${p.add(message.kind, 'text')}, ${p.add(message.dedupeKey, 'text')}, ${userId}, ${p.add(message.phone ?? null, 'text')}, ${p.add(message.email ?? null, 'text')}, ${p.add(message.locale, 'text')}, ${p.add(JSON.stringify(message.payload), 'jsonb')}, ${p.add(message.notBefore ?? now, 'timestamptz')}, ${p.add(now, 'timestamptz')}, ${p.add(priorityOf(message.kind), 'int2')}
    where not exists (select 1 from users where id = ${userId} and deleted_at is not null)
    on conflict (dedupe_key) do nothing`;
}

/** Withdraws messages not yet delivered (reminders of a call that was cancelled or moved), in the caller's transaction. */
export async function withdrawNotifications(tx: Db, dedupeKeys: readonly string[]): Promise<void> {
  if (dedupeKeys.length === 0) return;
  await tx
    .update(notificationOutbox)
    .set({ status: 'WITHDRAWN' })
    .where(and(inArray(notificationOutbox.dedupeKey, [...dedupeKeys]), eq(notificationOutbox.status, 'PENDING')));
}

/**
 * Withdraws messages no worker has tried yet (news superseded by a later change of the same booking),
 * in the caller's transaction; answers the keys withdrawn. One a worker has claimed may be on its way,
 * so it stays: the shopper hears both rather than the next message assuming they heard neither.
 */
export async function withdrawUntried(tx: Db, dedupeKeys: readonly string[]): Promise<string[]> {
  if (dedupeKeys.length === 0) return [];
  const rows = await tx
    .update(notificationOutbox)
    .set({ status: 'WITHDRAWN' })
    .where(
      and(
        inArray(notificationOutbox.dedupeKey, [...dedupeKeys]),
        eq(notificationOutbox.status, 'PENDING'),
        isNull(notificationOutbox.triedAt),
      ),
    )
    .returning({ key: notificationOutbox.dedupeKey });
  return rows.map((r) => r.key);
}

/**
 * Withdraws every message not yet delivered, in the caller's transaction: what a demo queued announces
 * demo events to numbers nobody proved, so a database going live sends none of it. Returns how many.
 */
export async function withdrawAllPending(tx: Db): Promise<number> {
  return (
    await tx
      .update(notificationOutbox)
      .set({ status: 'WITHDRAWN' })
      .where(eq(notificationOutbox.status, 'PENDING'))
      .returning({ id: notificationOutbox.id })
  ).length;
}
