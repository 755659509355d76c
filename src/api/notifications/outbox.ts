import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationOutbox } from '../../db/schema/notifications';
import type { Locale } from '../../db/schema/localized';
import type { NotificationKind } from '../../lib/notification-kinds';

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
  await notificationInsert(tx, message, now);
}

/** The outbox insert as a statement of its own, for a caller that writes it together with its event. */
export function notificationInsert(tx: Db, message: OutgoingNotification, now: Date) {
  return tx
    .insert(notificationOutbox)
    .values({
      kind: message.kind,
      dedupeKey: message.dedupeKey,
      userId: message.userId ?? null,
      phone: message.phone ?? null,
      email: message.email ?? null,
      locale: message.locale,
      payload: message.payload,
      nextAttemptAt: message.notBefore ?? now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: notificationOutbox.dedupeKey });
}

/** Withdraws messages not yet delivered (reminders of a call that was cancelled or moved), in the caller's transaction. */
export async function withdrawNotifications(tx: Db, dedupeKeys: readonly string[]): Promise<void> {
  if (dedupeKeys.length === 0) return;
  await tx
    .update(notificationOutbox)
    .set({ status: 'WITHDRAWN' })
    .where(and(inArray(notificationOutbox.dedupeKey, [...dedupeKeys]), eq(notificationOutbox.status, 'PENDING')));
}
