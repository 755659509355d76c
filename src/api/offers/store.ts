import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dateOf, epochMs, Params, runStatement } from '../../db/statement';
import { offerRedemptions, offers } from '../../db/schema/offers';
import { normaliseCode, codePattern } from '../../lib/offers';
import type { Offer } from './rules';

// Reading offers: those running now, the one behind a typed code, and a shopper's uses of them.

// As SQL text (runStatement): these run on every quote and every order, where building them with the
// query builder cost more CPU than the offer's own arithmetic.
const offerColumns = `o.id, o.kind, o.status, o.title, ${epochMs('o.starts_at')} as "startsAt",
  ${epochMs('o.ends_at')} as "endsAt", o.priority, o.exclusive, o.stacks_with_offers as "stacksWithOffers",
  o.stacks_with_reduced as "stacksWithReduced", o.stacks_with_points as "stacksWithPoints",
  o.covers_tailoring as "coversTailoring", o.conditions, o.effect, o.max_uses as "maxUses",
  o.max_uses_per_shopper as "maxUsesPerShopper", o.budget_minor::float8 as "budgetMinor", o.uses,
  o.discount_given_minor::float8 as "discountGivenMinor"`;
type Read = Omit<Offer, 'startsAt' | 'endsAt'> & { startsAt: number; endsAt: number | null };
const offerRead = (r: Read): Offer => ({ ...r, startsAt: dateOf(r.startsAt), endsAt: dateOf(r.endsAt) });

/** Automatic offers and sales running at `now` (codes apply only when typed). */
export async function runningOffers(db: Db, now: Date): Promise<Offer[]> {
  const p = new Params();
  const at = p.add(now, 'timestamptz');
  const rows = await runStatement<Read>(
    db,
    `select ${offerColumns} from offers o where o.status = 'ACTIVE' and o.kind in ('AUTOMATIC', 'SALE')
      and o.starts_at <= ${at} and (o.ends_at is null or o.ends_at > ${at})`,
    p,
  );
  return rows.map(offerRead);
}

/** A typed code's offer, whatever its state (the engine says why it does not apply), or null. */
export async function offerOfCode(
  db: Db,
  typed: string,
): Promise<{ offer: Offer; code: string; codeUsedUp: boolean; singleUse: boolean } | null> {
  const code = normaliseCode(typed);
  if (!codePattern.test(code)) return null;
  const p = new Params();
  const [row] = await runStatement<Read & { codeMax: number | null; codeUses: number }>(
    db,
    `select ${offerColumns}, c.max_uses as "codeMax", c.uses as "codeUses"
      from offer_codes c join offers o on o.id = c.offer_id where c.code = ${p.add(code, 'text')}`,
    p,
  );
  if (!row || row.kind !== 'CODE') return null;
  const { codeMax, codeUses, ...offer } = row;
  return {
    offer: offerRead(offer),
    code,
    codeUsedUp: codeMax !== null && codeUses >= codeMax,
    singleUse: codeMax !== null,
  };
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

/**
 * What the automatic offers and sales that start or end within (from, to] aim at (their include targets),
 * for dropping only the cached answers that show those products when the clock crosses them.
 */
export async function aimsChangingBetween(db: Db, from: Date, to: Date): Promise<Offer['conditions']['include'][]> {
  const rows = await db
    .select({ conditions: offers.conditions })
    .from(offers)
    .where(
      and(
        eq(offers.status, 'ACTIVE'),
        inArray(offers.kind, ['AUTOMATIC', 'SALE']),
        or(
          and(
            sql`${offers.startsAt} > ${from.toISOString()}::timestamptz`,
            sql`${offers.startsAt} <= ${to.toISOString()}::timestamptz`,
          ),
          and(
            sql`${offers.endsAt} > ${from.toISOString()}::timestamptz`,
            sql`${offers.endsAt} <= ${to.toISOString()}::timestamptz`,
          ),
        ),
      ),
    );
  return rows.map((r) => r.conditions.include);
}
