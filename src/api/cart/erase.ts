import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts } from '../../db/schema/cart';

/** Deletes a shopper's saved cart (their account is being deleted). */
export async function eraseCart(tx: Db, userId: string): Promise<number> {
  return (await tx.delete(carts).where(eq(carts.userId, userId)).returning({ userId: carts.userId })).length;
}
