import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerCodes, offers } from '../../db/schema/offers';
import { normaliseCode } from '../../lib/offers';
import { recordAudit } from '../audit';
import type { AdminViewer } from '../core/viewer';
import { isUuid } from '../core/ids';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import type { OfferRefusal } from './validate';

// Single-use codes made in batches, for an influencer or a newsletter, and the list the owner downloads.

// No 0/O or 1/I/L: a code read off a card or a screen is typed right the first time.
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const drawCode = (prefix: string) =>
  `${prefix}${prefix ? '-' : ''}${Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;

export type CodesResult = { ok: true; batch: string; codes: string[] } | { ok: false; refusal: OfferRefusal };

/** `count` single-use codes for a code offer, in one batch (10 random characters each: not guessable). */
export async function generateCodes(
  db: Db,
  viewer: AdminViewer,
  id: string,
  ask: { count: number; prefix: string },
  now: Date,
): Promise<CodesResult> {
  const prefix = normaliseCode(ask.prefix);
  if (!Number.isSafeInteger(ask.count) || ask.count < 1 || ask.count > 5000)
    return { ok: false, refusal: 'INVALID_COUNT' };
  if (prefix && !/^[A-Z0-9]{1,12}$/.test(prefix)) return { ok: false, refusal: 'INVALID_CODE' };
  const r = await inTransaction(db, async (tx, refuse: Refuse<OfferRefusal>) => {
    if (!isUuid(id)) refuse('NOT_FOUND');
    const [offer] = await tx.select().from(offers).where(eq(offers.id, id));
    if (!offer) refuse('NOT_FOUND');
    if (offer.kind !== 'CODE') refuse('INVALID_CODE');
    const batch = `${now.toISOString().slice(0, 19)}Z/${randomInt(1e9).toString(36)}`;
    const codes = [...new Set(Array.from({ length: ask.count }, () => drawCode(prefix)))];
    // 31^10 codes: a clash with an earlier batch is all but impossible, and skipped if it happens.
    const written = await tx
      .insert(offerCodes)
      .values(codes.map((code) => ({ code, offerId: id, maxUses: 1, batch })))
      .onConflictDoNothing()
      .returning({ code: offerCodes.code });
    await recordAudit(
      tx,
      viewer,
      {
        entity: 'offer',
        entityId: id,
        action: 'update',
        before: null,
        after: { codesGenerated: written.length, batch },
      },
      now,
    );
    return { batch, codes: written.map((w) => w.code) };
  });
  return r instanceof Refused ? { ok: false, refusal: r.answer } : { ok: true, ...r };
}

/** One batch's codes with whether each is used, for the CSV the owner hands out. */
export async function batchCodes(db: Db, id: string): Promise<{ code: string; batch: string; used: boolean }[]> {
  if (!isUuid(id)) return [];
  const rows = await db
    .select({ code: offerCodes.code, batch: offerCodes.batch, uses: offerCodes.uses })
    .from(offerCodes)
    .where(and(eq(offerCodes.offerId, id), sql`${offerCodes.batch} is not null`))
    .orderBy(offerCodes.batch, offerCodes.code)
    .limit(20_000);
  return rows.map((r) => ({ code: r.code, batch: r.batch!, used: r.uses > 0 }));
}
