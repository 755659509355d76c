import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencyRates } from '../../db/schema/currency';
import { baseCurrency, isDisplayCurrency, scaledRate } from '../../lib/currency';
import { rateDayProblem } from '../../lib/currency-days';
import { recordAudit } from '../audit';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import type { AdminViewer } from '../core/viewer';
import { findUsers, setDisplayCurrency as saveOnAccount } from '../identity';

// The rates prices are shown at in other currencies, an admin's change of one, and a shopper's choice.
// Nothing here touches an order: every order is priced and charged in rupees.

export type RateRow = typeof currencyRates.$inferSelect;

type CurrencyRefusal = 'UNKNOWN_CURRENCY' | 'INVALID_RATE' | 'INVALID_DATE' | 'STALE';
export type RateResult = { ok: true; rate: RateRow } | { ok: false; refusal: CurrencyRefusal };
export type ChoiceResult = { ok: true; code: string } | { ok: false; refusal: 'UNKNOWN_CURRENCY' };

export const listRates = (db: Db): Promise<RateRow[]> =>
  db.select().from(currencyRates).orderBy(asc(currencyRates.code));

export type AdminRateRow = RateRow & { updatedByName: string | null };

/** The rates with the name (or phone) of the admin who set each last, for the back office. */
export async function adminRates(db: Db): Promise<AdminRateRow[]> {
  const rows = await listRates(db);
  const ids = [...new Set(rows.flatMap((r) => (r.updatedBy ? [r.updatedBy] : [])))];
  const people = new Map((await findUsers(db, ids)).map((u) => [u.id, u.name || u.phone]));
  return rows.map((r) => ({ ...r, updatedByName: r.updatedBy ? (people.get(r.updatedBy) ?? null) : null }));
}

const auditFields = (r: RateRow) => ({ inrPerUnitScaled: r.inrPerUnitScaled, asOf: r.asOf });

/** An admin's new rate for one currency and the day it is of: one transaction with its audit row. */
export async function updateRate(
  db: Db,
  viewer: AdminViewer,
  input: { code: string; inrPerUnit: number; asOf: string; expectedVersion: number },
  now: Date,
): Promise<RateResult> {
  const result = await inTransaction(db, async (tx, refuse: Refuse<CurrencyRefusal>) => {
    if (!isDisplayCurrency(input.code) || input.code === baseCurrency) refuse('UNKNOWN_CURRENCY');
    const scaled = scaledRate(input.inrPerUnit);
    if (scaled === null) refuse('INVALID_RATE');
    if (rateDayProblem(input.asOf, now)) refuse('INVALID_DATE');
    const [current] = await tx.select().from(currencyRates).where(eq(currencyRates.code, input.code)).for('update');
    if (!current) refuse('UNKNOWN_CURRENCY');
    if (current.version !== input.expectedVersion) refuse('STALE');
    const [saved] = await tx
      .update(currencyRates)
      .set({
        inrPerUnitScaled: scaled,
        asOf: input.asOf,
        updatedAt: now,
        updatedBy: viewer.userId,
        version: current.version + 1,
      })
      .where(eq(currencyRates.code, current.code))
      .returning();
    await recordAudit(
      tx,
      viewer,
      {
        entity: 'currency_rate',
        entityId: current.code,
        action: 'update',
        before: auditFields(current),
        after: auditFields(saved!),
      },
      now,
    );
    return saved!;
  });
  return result instanceof Refused ? { ok: false, refusal: result.answer } : { ok: true, rate: result };
}

/** A signed-in shopper's display currency, kept on the account; an unknown code changes nothing. */
export async function chooseDisplayCurrency(db: Db, userId: string, code: string): Promise<ChoiceResult> {
  if (!isDisplayCurrency(code)) return { ok: false, refusal: 'UNKNOWN_CURRENCY' };
  const row = await saveOnAccount(db, userId, code);
  // A token outliving its user is not something the shopper can fix.
  if (!row) throw new Error('setDisplayCurrency: the signed-in user does not exist');
  return { ok: true, code };
}
