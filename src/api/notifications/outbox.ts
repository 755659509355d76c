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
};

/** Writes a message to the outbox in the caller's transaction, so it exists exactly when its event does. */
export async function enqueueNotification(tx: Db, message: OutgoingNotification, now: Date): Promise<void> {
  await tx
    .insert(notificationOutbox)
    .values({
      kind: message.kind,
      dedupeKey: message.dedupeKey,
      userId: message.userId ?? null,
      phone: message.phone ?? null,
      email: message.email ?? null,
      locale: message.locale,
      payload: message.payload,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: notificationOutbox.dedupeKey });
}
