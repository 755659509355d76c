import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Params, runStatement } from '../../db/statement';
import { offerCodes, offerRedemptions, offers } from '../../db/schema/offers';
import { phoneKey } from '../../lib/offers';
import type { AppliedOffer, CodeRefusal } from './engine';
import { shopperUses } from './store';

// Counting an order's uses of its offers inside the placing transaction, and giving them back once when
// the order is cancelled or its payment fails. Each cap is a condition of the one UPDATE that counts the
// use, as stock is taken: of 200 orders racing for the last 10 uses, exactly 10 find a row to update. An
// offer without caps is not counted on its row at all (its figures are its redemptions): a festival code
// every order types would otherwise make its row the one lock all orders queue for.

export type RedeemFor = { orderId: string; orderTotalMinor: number; userId: string; phone: string; now: Date };

const capped = (a: AppliedOffer) =>
  a.offer.maxUses !== null || a.offer.budgetMinor !== null || a.offer.maxUsesPerShopper !== null;

/** Counts one use of the offer on its row, under its caps; false when a cap (or the window) says no. */
async function countUse(tx: Db, a: AppliedOffer, now: Date): Promise<boolean> {
  const p = new Params();
  const d = p.add(a.discountMinor, 'bigint');
  const at = p.add(now, 'timestamptz');
  // The row stays locked until commit: a per-shopper count after this sees every order before it.
  const rows = await runStatement<{ id: string }>(
    tx,
    `update offers set uses = uses + 1, discount_given_minor = discount_given_minor + ${d}, updated_at = ${at}
      where id = ${p.add(a.offer.id, 'uuid')} and status = 'ACTIVE' and starts_at <= ${at}
        and (ends_at is null or ends_at > ${at}) and (max_uses is null or uses < max_uses)
        and (budget_minor is null or discount_given_minor + ${d} <= budget_minor)
      returning id`,
    p,
  );
  return rows.length > 0;
}

/** Counts one use of a batch's single-use code; false when it was used meanwhile. */
async function countCode(tx: Db, code: string): Promise<boolean> {
  const p = new Params();
  const rows = await runStatement<{ code: string }>(
    tx,
    `update offer_codes set uses = uses + 1 where code = ${p.add(code, 'text')} and max_uses is not null
      and uses < max_uses returning code`,
    p,
  );
  return rows.length > 0;
}

/** Counts one use of each applied offer (and its code) for this order; a refusal means roll back and quote again. */
export async function redeemOffers(
  tx: Db,
  applied: readonly AppliedOffer[],
  order: RedeemFor,
  singleUse: ReadonlySet<string> = new Set(),
): Promise<CodeRefusal | null> {
  const phone = phoneKey(order.phone);
  const p = new Params();
  const values: string[] = [];
  for (const a of applied) {
    if (capped(a) && !(await countUse(tx, a, order.now))) return a.code ? 'USED_UP' : 'NOT_COMBINABLE';
    if (a.code && singleUse.has(a.code) && !(await countCode(tx, a.code))) return 'USED_UP';
    const perShopper = a.offer.maxUsesPerShopper;
    if (perShopper !== null) {
      const used = await shopperUses(tx, [a.offer.id], { userId: order.userId, phone });
      if ((used.get(a.offer.id) ?? 0) >= perShopper) return 'ONE_PER_SHOPPER';
    }
    values.push(`(${p.add(a.offer.id, 'uuid')}, ${p.add(a.code, 'text')}, ${p.add(a.discountMinor, 'bigint')})`);
  }
  if (values.length === 0) return null;
  const order_ = `${p.add(order.orderId, 'uuid')}`;
  await runStatement(
    tx,
    `insert into offer_redemptions (offer_id, code, discount_minor, order_id, user_id, phone, order_total_minor, created_at)
      select v.offer_id, v.code, v.discount_minor, ${order_}, ${p.add(order.userId, 'uuid')}, ${p.add(phone, 'text')},
        ${p.add(order.orderTotalMinor, 'bigint')}, ${p.add(order.now, 'timestamptz')}
      from (values ${values.join(', ')}) as v(offer_id, code, discount_minor)`,
    p,
  );
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
    // An offer without caps was never counted on its row (greatest keeps its zero).
    await tx
      .update(offers)
      .set({
        uses: sql`greatest(${offers.uses} - 1, 0)`,
        discountGivenMinor: sql`greatest(${offers.discountGivenMinor} - ${r.d}, 0)`,
        updatedAt: now,
      })
      .where(
        and(
          eq(offers.id, r.offerId),
          sql`(${offers.maxUses} is not null or ${offers.budgetMinor} is not null or ${offers.maxUsesPerShopper} is not null)`,
        ),
      );
    if (r.code)
      await tx
        .update(offerCodes)
        .set({ uses: sql`${offerCodes.uses} - 1` })
        .where(and(eq(offerCodes.code, r.code), gt(offerCodes.uses, 0)));
  }
  return released.length;
}
