import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationOutbox } from '../../db/schema/notifications';

/**
 * A shopper's part of deleting their account: nothing more is sent to them, and the messages kept lose
 * the number, the address and what they said (the payload), keeping only that a message was sent.
 */
export async function forgetRecipient(tx: Db, userId: string): Promise<void> {
  await tx
    .update(notificationOutbox)
    .set({ status: 'WITHDRAWN' })
    .where(and(eq(notificationOutbox.userId, userId), eq(notificationOutbox.status, 'PENDING')));
  await tx
    .update(notificationOutbox)
    .set({ phone: null, email: null, payload: {}, userId: null })
    .where(eq(notificationOutbox.userId, userId));
}
