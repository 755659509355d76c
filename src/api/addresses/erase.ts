import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema/addresses';

/** Deletes a shopper's saved addresses (their account is being deleted); orders keep their own copy. */
export async function eraseAddresses(tx: Db, userId: string): Promise<number> {
  return (await tx.delete(addresses).where(eq(addresses.userId, userId)).returning({ id: addresses.id })).length;
}
