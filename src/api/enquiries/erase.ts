import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enquiries } from '../../db/schema/enquiries';

/**
 * Empties the contact data of a shopper's enquiries (their account is being deleted): the name, number,
 * message and reply go, the rows stay (unlinked) so the counts staff keep still add up.
 */
export async function anonymiseEnquiries(tx: Db, userId: string, now: Date): Promise<number> {
  return (
    await tx
      .update(enquiries)
      .set({ name: '—', phone: '', message: '', reply: null, ip: '', userId: null, updatedAt: now })
      .where(eq(enquiries.userId, userId))
      .returning({ id: enquiries.id })
  ).length;
}
