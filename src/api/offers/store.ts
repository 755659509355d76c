import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerCodes, offerRedemptions, offers } from '../../db/schema/offers';
import { normaliseCode, codePattern } from '../../lib/offers';
import type { Offer } from './rules';

// Reading offers: those running now, the one behind a typed code, and a shopper's uses of them.

type OfferRow = typeof offers.$inferSelect;

const offerOf = (r: OfferRow): Offer => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  title: r.title,
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  priority: r.priority,
  exclusive: r.exclusive,
  stacksWithOffers: r.stacksWithOffers,
  stacksWithReduced: r.stacksWithReduced,
  stacksWithPoints: r.stacksWithPoints,
  coversTailoring: r.coversTailoring,
  conditions: r.conditions,
  effect: r.effect,
  maxUses: r.maxUses,
  maxUsesPerShopper: r.maxUsesPerShopper,
  budgetMinor: r.budgetMinor,
  uses: r.uses,
  discountGivenMinor: r.discountGivenMinor,
});

/** Automatic offers and sales running at `now` (codes apply only when typed). */
export async function runningOffers(db: Db, now: Date): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.status, 'ACTIVE'),
        inArray(offers.kind, ['AUTOMATIC', 'SALE']),
        lte(offers.startsAt, now),
        or(isNull(offers.endsAt), gt(offers.endsAt, now)),
      ),
    );
  return rows.map(offerOf);
}

/** A typed code's offer, whatever its state (the engine says why it does not apply), or null. */
export async function offerOfCode(
  db: Db,
  typed: string,
): Promise<{ offer: Offer; code: string; codeUsedUp: boolean } | null> {
  const code = normaliseCode(typed);
  if (!codePattern.test(code)) return null;
  const [row] = await db
    .select({ offer: offers, maxUses: offerCodes.maxUses, uses: offerCodes.uses })
    .from(offerCodes)
    .innerJoin(offers, eq(offers.id, offerCodes.offerId))
    .where(eq(offerCodes.code, code));
  if (!row || row.offer.kind !== 'CODE') return null;
  return { offer: offerOf(row.offer), code, codeUsedUp: row.maxUses !== null && row.uses >= row.maxUses };
}

/** How many orders not cancelled used each offer, by this account or with this phone. */
export async function shopperUses(
  db: Db,
  offerIds: readonly string[],
  shopper: { userId: string; phone: string | null },
): Promise<Map<string, number>> {
  if (offerIds.length === 0) return new Map();
  const who = shopper.phone
    ? or(eq(offerRedemptions.userId, shopper.userId), eq(offerRedemptions.phone, shopper.phone))
    : eq(offerRedemptions.userId, shopper.userId);
  const rows = await db
    .select({ offerId: offerRedemptions.offerId, n: sql<number>`count(*)::int` })
    .from(offerRedemptions)
    .where(and(inArray(offerRedemptions.offerId, [...offerIds]), isNull(offerRedemptions.releasedAt), who))
    .groupBy(offerRedemptions.offerId);
  return new Map(rows.map((r) => [r.offerId, r.n]));
}

/** The offers an order used, with what each took (delivery included), in the order they were counted. */
export async function offersOfOrder(
  db: Db,
  orderId: string,
): Promise<
  { offerId: string; title: Offer['title']; code: string | null; discountMinor: number; released: boolean }[]
> {
  const rows = await db
    .select({
      offerId: offerRedemptions.offerId,
      title: offers.title,
      code: offerRedemptions.code,
      discountMinor: offerRedemptions.discountMinor,
      releasedAt: offerRedemptions.releasedAt,
    })
    .from(offerRedemptions)
    .innerJoin(offers, eq(offers.id, offerRedemptions.offerId))
    .where(eq(offerRedemptions.orderId, orderId))
    .orderBy(offerRedemptions.createdAt, offerRedemptions.id);
  return rows.map(({ releasedAt, ...r }) => ({ ...r, released: releasedAt !== null }));
}

/** The next instant an active offer starts or ends after `now` (what the catalogue shows changes then), or null. */
export async function nextOfferBoundary(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<
        string | null
      >`least(min(${offers.startsAt}) filter (where ${offers.startsAt} > ${now.toISOString()}::timestamptz),
        min(${offers.endsAt}) filter (where ${offers.endsAt} > ${now.toISOString()}::timestamptz))::text`,
    })
    .from(offers)
    .where(and(eq(offers.status, 'ACTIVE'), inArray(offers.kind, ['AUTOMATIC', 'SALE'])));
  return row?.at ? new Date(row.at) : null;
}
