import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneKey } from '../../lib/offers';
import { offerCodes, offerRedemptions, offers } from '../../db/schema/offers';
import type { AppliedOffer, CodeRefusal } from './engine';
import { shopperUses } from './store';

// Counting an order's uses of its offers inside the placing transaction, and giving them back once when
// the order is cancelled or its payment fails. Each cap is a condition of the one UPDATE that counts the
// use, as stock is taken: of 200 orders racing for the last 10 uses, exactly 10 find a row to update.

export type RedeemFor = { orderId: string; orderTotalMinor: number; userId: string; phone: string; now: Date };

/** Counts one use of each applied offer (and its code) for this order; a refusal means roll back and quote again. */
export async function redeemOffers(
  tx: Db,
  applied: readonly AppliedOffer[],
  order: RedeemFor,
): Promise<CodeRefusal | null> {
  for (const a of applied) {
    const d = a.discountMinor;
    // The offer's row stays locked until commit: a per-shopper count after it sees every order before it.
    const [counted] = await tx
      .update(offers)
      .set({
        uses: sql`${offers.uses} + 1`,
        discountGivenMinor: sql`${offers.discountGivenMinor} + ${d}`,
        updatedAt: order.now,
      })
      .where(
        and(
          eq(offers.id, a.offer.id),
          eq(offers.status, 'ACTIVE'),
          lte(offers.startsAt, order.now),
          or(isNull(offers.endsAt), gt(offers.endsAt, order.now)),
          sql`(${offers.maxUses} is null or ${offers.uses} < ${offers.maxUses})`,
          sql`(${offers.budgetMinor} is null or ${offers.discountGivenMinor} + ${d} <= ${offers.budgetMinor})`,
        ),
      )
      .returning({ perShopper: offers.maxUsesPerShopper });
    if (!counted) return a.code ? 'USED_UP' : 'NOT_COMBINABLE';
    if (a.code) {
      const [code] = await tx
        .update(offerCodes)
        .set({ uses: sql`${offerCodes.uses} + 1` })
        .where(
          and(
            eq(offerCodes.code, a.code),
            sql`(${offerCodes.maxUses} is null or ${offerCodes.uses} < ${offerCodes.maxUses})`,
          ),
        )
        .returning({ code: offerCodes.code });
      if (!code) return 'USED_UP';
    }
    if (counted.perShopper !== null) {
      const used = await shopperUses(tx, [a.offer.id], { userId: order.userId, phone: phoneKey(order.phone) });
      if ((used.get(a.offer.id) ?? 0) >= counted.perShopper) return 'ONE_PER_SHOPPER';
    }
    await tx.insert(offerRedemptions).values({
      offerId: a.offer.id,
      orderId: order.orderId,
      userId: order.userId,
      phone: phoneKey(order.phone),
      code: a.code,
      discountMinor: d,
      orderTotalMinor: order.orderTotalMinor,
      createdAt: order.now,
    });
  }
  return null;
}

/** Gives back the uses an order held (its offers' counts, budgets and codes), once however often it is asked. */
export async function releaseOrderOffers(tx: Db, orderId: string, now: Date): Promise<number> {
  const released = await tx
    .update(offerRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(offerRedemptions.orderId, orderId), isNull(offerRedemptions.releasedAt)))
    .returning({ offerId: offerRedemptions.offerId, code: offerRedemptions.code, d: offerRedemptions.discountMinor });
  for (const r of released) {
    await tx
      .update(offers)
      .set({
        uses: sql`greatest(${offers.uses} - 1, 0)`,
        discountGivenMinor: sql`greatest(${offers.discountGivenMinor} - ${r.d}, 0)`,
        updatedAt: now,
      })
      .where(eq(offers.id, r.offerId));
    if (r.code)
      await tx
        .update(offerCodes)
        .set({ uses: sql`${offerCodes.uses} - 1` })
        .where(and(eq(offerCodes.code, r.code), gt(offerCodes.uses, 0)));
  }
  return released.length;
}
