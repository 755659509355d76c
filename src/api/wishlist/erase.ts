import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wishlistItems } from '../../db/schema/wishlist';

/** Deletes a shopper's wishlist (their account is being deleted), in the caller's transaction. */
export async function eraseWishlist(tx: Db, userId: string): Promise<number> {
  return (
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId)).returning({ id: wishlistItems.productId })
  ).length;
}
