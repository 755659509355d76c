import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerCodes, offerRedemptions, offers } from '../../db/schema/offers';
import { normaliseCode, type OfferStatus } from '../../lib/offers';
import { recordAudit } from '../audit';
import type { AdminViewer } from '../core/viewer';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import { isUuid } from '../core/ids';
import { offerProblem, type OfferInput, type OfferRefusal } from './validate';

// The owner's desk of offers: create, edit (from the version last seen), pause, end, duplicate, codes in
// batches; every write audited in its own transaction.

type OfferRow = typeof offers.$inferSelect;
export type OfferResult = { ok: true; offer: OfferRow } | { ok: false; refusal: OfferRefusal };

const audited = (o: OfferRow) => {
  const { createdAt: _c, updatedAt: _u, uses: _n, discountGivenMinor: _d, ...rest } = o;
  return { ...rest, startsAt: o.startsAt.toISOString(), endsAt: o.endsAt?.toISOString() ?? null };
};

/** Another exclusive automatic offer or sale running in an overlapping window, active or scheduled. */
async function overlapsExclusive(
  tx: Db,
  input: Pick<OfferInput, 'kind' | 'exclusive' | 'startsAt' | 'endsAt'>,
  self: string | null,
) {
  if (!input.exclusive || input.kind === 'CODE') return false;
  const [clash] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.exclusive, true),
        ne(offers.kind, 'CODE'),
        eq(offers.status, 'ACTIVE'),
        self ? ne(offers.id, self) : undefined,
        or(isNull(offers.endsAt), gt(offers.endsAt, input.startsAt)),
        input.endsAt ? lt(offers.startsAt, input.endsAt) : undefined,
      ),
    )
    .limit(1);
  return !!clash;
}

const valuesOf = (input: OfferInput) => ({
  kind: input.kind,
  title: input.title,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  priority: input.priority,
  exclusive: input.exclusive,
  stacksWithOffers: input.stacksWithOffers,
  stacksWithReduced: input.stacksWithReduced,
  stacksWithPoints: input.stacksWithPoints,
  coversTailoring: input.coversTailoring,
  conditions: input.conditions,
  effect: input.effect,
  maxUses: input.maxUses,
  maxUsesPerShopper: input.maxUsesPerShopper,
  budgetMinor: input.budgetMinor,
});

async function saveCode(tx: Db, offerId: string, typed: string | null, refuse: Refuse<OfferRefusal>) {
  // The offer's own code: replaced when it changes (a code already used stays on the orders that used it).
  await tx.delete(offerCodes).where(and(eq(offerCodes.offerId, offerId), isNull(offerCodes.batch)));
  if (!typed) return;
  const code = normaliseCode(typed);
  const [taken] = await tx.select({ code: offerCodes.code }).from(offerCodes).where(eq(offerCodes.code, code));
  if (taken) refuse('CODE_TAKEN');
  await tx.insert(offerCodes).values({ code, offerId, maxUses: null });
}

export async function createOffer(db: Db, viewer: AdminViewer, input: OfferInput, now: Date): Promise<OfferResult> {
  const problem = offerProblem(input);
  if (problem) return { ok: false, refusal: problem };
  const r = await inTransaction(db, async (tx, refuse: Refuse<OfferRefusal>) => {
    if (await overlapsExclusive(tx, input, null)) refuse('EXCLUSIVE_OVERLAP');
    const [row] = await tx
      .insert(offers)
      .values({ ...valuesOf(input), status: 'ACTIVE', createdAt: now, updatedAt: now })
      .returning();
    await saveCode(tx, row!.id, input.code, refuse);
    await recordAudit(
      tx,
      viewer,
      {
        entity: 'offer',
        entityId: row!.id,
        action: 'create',
        before: null,
        after: { ...audited(row!), code: input.code && normaliseCode(input.code) },
      },
      now,
    );
    return row!;
  });
  return r instanceof Refused ? { ok: false, refusal: r.answer } : { ok: true, offer: r };
}

async function lockedOffer(tx: Db, id: string, version: number, refuse: Refuse<OfferRefusal>): Promise<OfferRow> {
  if (!isUuid(id)) refuse('NOT_FOUND');
  const [row] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
  if (!row) refuse('NOT_FOUND');
  if (row.version !== version) refuse('STALE');
  return row;
}

export async function updateOffer(
  db: Db,
  viewer: AdminViewer,
  id: string,
  expectedVersion: number,
  input: OfferInput,
  now: Date,
): Promise<OfferResult> {
  const problem = offerProblem(input);
  if (problem) return { ok: false, refusal: problem };
  const r = await inTransaction(db, async (tx, refuse: Refuse<OfferRefusal>) => {
    const before = await lockedOffer(tx, id, expectedVersion, refuse);
    if (before.status === 'ACTIVE' && (await overlapsExclusive(tx, input, id))) refuse('EXCLUSIVE_OVERLAP');
    // The counts its row holds, from its redemptions (an offer without caps was not counted on its row).
    const [held] = await tx
      .select({
        uses: sql<number>`count(*)::int`,
        given: sql<string>`coalesce(sum(${offerRedemptions.discountMinor}), 0)::text`,
      })
      .from(offerRedemptions)
      .where(and(eq(offerRedemptions.offerId, id), isNull(offerRedemptions.releasedAt)));
    const uses = held?.uses ?? 0;
    const given = Number(held?.given ?? 0);
    // A cap below the uses already counted would refuse every order and break the table's own check.
    if (input.maxUses !== null && input.maxUses < uses) refuse('INVALID_CAP');
    if (input.budgetMinor !== null && input.budgetMinor < given) refuse('INVALID_CAP');
    const [row] = await tx
      .update(offers)
      .set({ ...valuesOf(input), uses, discountGivenMinor: given, version: before.version + 1, updatedAt: now })
      .where(eq(offers.id, id))
      .returning();
    await saveCode(tx, id, input.code, refuse);
    await recordAudit(
      tx,
      viewer,
      { entity: 'offer', entityId: id, action: 'update', before: audited(before), after: audited(row!) },
      now,
    );
    return row!;
  });
  return r instanceof Refused ? { ok: false, refusal: r.answer } : { ok: true, offer: r };
}

/** Pause, resume or end an offer; an ended offer stays ended (duplicate it to run it again). */
export async function setOfferStatus(
  db: Db,
  viewer: AdminViewer,
  id: string,
  expectedVersion: number,
  status: OfferStatus,
  now: Date,
): Promise<OfferResult> {
  const r = await inTransaction(db, async (tx, refuse: Refuse<OfferRefusal>) => {
    const before = await lockedOffer(tx, id, expectedVersion, refuse);
    if (before.status === 'ENDED' && status !== 'ENDED') refuse('INVALID_WINDOW');
    if (status === 'ACTIVE' && (await overlapsExclusive(tx, before, id))) refuse('EXCLUSIVE_OVERLAP');
    const [row] = await tx
      .update(offers)
      .set({ status, version: before.version + 1, updatedAt: now })
      .where(eq(offers.id, id))
      .returning();
    await recordAudit(
      tx,
      viewer,
      { entity: 'offer', entityId: id, action: 'update', before: { status: before.status }, after: { status } },
      now,
    );
    return row!;
  });
  return r instanceof Refused ? { ok: false, refusal: r.answer } : { ok: true, offer: r };
}

/** A paused copy of an offer, without its codes and counts, to run again or adjust. */
export async function duplicateOffer(db: Db, viewer: AdminViewer, id: string, now: Date): Promise<OfferResult> {
  const r = await inTransaction(db, async (tx, refuse: Refuse<OfferRefusal>) => {
    if (!isUuid(id)) refuse('NOT_FOUND');
    const [src] = await tx.select().from(offers).where(eq(offers.id, id));
    if (!src) refuse('NOT_FOUND');
    const { id: _i, uses: _u, discountGivenMinor: _d, version: _v, createdAt: _c, updatedAt: _x, ...rest } = src;
    const title = { ...rest.title, en: `${rest.title.en} (copy)`.slice(0, 80) };
    const [row] = await tx
      .insert(offers)
      .values({ ...rest, title, status: 'PAUSED', createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(
      tx,
      viewer,
      {
        entity: 'offer',
        entityId: row!.id,
        action: 'create',
        before: null,
        after: { ...audited(row!), copiedFrom: id },
      },
      now,
    );
    return row!;
  });
  return r instanceof Refused ? { ok: false, refusal: r.answer } : { ok: true, offer: r };
}

export type AdminOfferRow = OfferRow & {
  code: string | null;
  batchCodes: number;
  revenueMinor: number;
  orders: number;
};

/** Every offer, newest first, with its own code, how many batch codes it has and what its orders came to. */
export async function adminOffers(db: Db, ids?: readonly string[]): Promise<AdminOfferRow[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(ids ? inArray(offers.id, ids.filter(isUuid)) : undefined)
    .orderBy(desc(offers.createdAt))
    .limit(500);
  if (rows.length === 0) return [];
  const list = rows.map((r) => r.id);
  const codes = await db
    .select({
      offerId: offerCodes.offerId,
      own: sql<string | null>`max(${offerCodes.code}) filter (where ${offerCodes.batch} is null)`,
      batch: sql<number>`(count(*) filter (where ${offerCodes.batch} is not null))::int`,
    })
    .from(offerCodes)
    .where(inArray(offerCodes.offerId, list))
    .groupBy(offerCodes.offerId);
  const sales = await db
    .select({
      offerId: offerRedemptions.offerId,
      orders: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${offerRedemptions.orderTotalMinor}), 0)::text`,
      given: sql<string>`coalesce(sum(${offerRedemptions.discountMinor}), 0)::text`,
    })
    .from(offerRedemptions)
    .where(and(isNull(offerRedemptions.releasedAt), inArray(offerRedemptions.offerId, list)))
    .groupBy(offerRedemptions.offerId);
  const byOffer = new Map(codes.map((c) => [c.offerId, c]));
  const sold = new Map(sales.map((s) => [s.offerId, s]));
  return rows.map((r) => ({
    ...r,
    code: byOffer.get(r.id)?.own ?? null,
    batchCodes: byOffer.get(r.id)?.batch ?? 0,
    // An offer without caps is not counted on its row (redeem.ts): its redemptions are its figures.
    uses: sold.get(r.id)?.orders ?? 0,
    discountGivenMinor: Number(sold.get(r.id)?.given ?? 0),
    orders: sold.get(r.id)?.orders ?? 0,
    revenueMinor: Number(sold.get(r.id)?.revenue ?? 0),
  }));
}
