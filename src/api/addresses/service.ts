import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dateOf, epochMs, Params, runStatement } from '../../db/statement';
import type { FieldError } from '../core/field-error';
import { addresses, type AddressSnapshot } from '../../db/schema/addresses';
import { validateAddress, type AddressFieldError, type AddressFields } from '../../lib/address-rules';
import { isUuid } from '../core/ids';
import { inTransaction, Refused, type Refuse } from '../core/refusal';

const maxAddressesPerUser = 20;
export type AddressRow = typeof addresses.$inferSelect;
export type AddressInput = AddressFields & { isDefault?: boolean | null };
export type SaveAddressResult =
  { ok: true; address: AddressRow; errors: [] } | { ok: false; address: null; errors: FieldError[] };

export function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
}

/**
 * The shopper's own address, or null (someone else's looks the same as none). As SQL text: every quote
 * and order reads it (src/db/statement.ts says why).
 */
export async function findAddress(db: Db, userId: string, id: string): Promise<AddressRow | null> {
  if (!isUuid(id)) return null;
  const p = new Params();
  const [row] = await runStatement<
    Omit<AddressRow, 'createdAt' | 'updatedAt'> & { createdAt: number; updatedAt: number }
  >(
    db,
    `select id, user_id as "userId", name, phone, line1, line2, city, state, postal_code as "postalCode", country,
      is_default as "isDefault", ${epochMs('created_at')} as "createdAt", ${epochMs('updated_at')} as "updatedAt"
    from addresses where id = ${p.add(id, 'uuid')} and user_id = ${p.add(userId, 'uuid')}`,
    p,
  );
  return row ? { ...row, createdAt: dateOf(row.createdAt), updatedAt: dateOf(row.updatedAt) } : null;
}

export function snapshotOf(a: AddressRow): AddressSnapshot {
  return {
    id: a.id,
    name: a.name,
    phone: a.phone,
    line1: a.line1,
    line2: a.line2,
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
    country: a.country,
  };
}

const refuse = (errors: AddressFieldError[] | FieldError[]): SaveAddressResult => ({
  ok: false,
  address: null,
  errors,
});

/** Creates (id null) or edits one of the shopper's addresses; the first one becomes the default. */
export async function saveAddress(
  db: Db,
  userId: string,
  id: string | null,
  input: AddressInput,
): Promise<SaveAddressResult> {
  const checked = validateAddress(input);
  if (!checked.ok) return refuse(checked.errors);
  if (id !== null && !isUuid(id)) return refuse([{ field: 'id', code: 'not-found' }]);
  const saved = await inTransaction(db, async (tx, stop: Refuse<SaveAddressResult>) => {
    // One shopper's address changes run one at a time: the count limit and the single default hold.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
    const mine = await tx
      .select({ id: addresses.id, isDefault: addresses.isDefault })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (id !== null && !mine.some((a) => a.id === id)) stop(refuse([{ field: 'id', code: 'not-found' }]));
    if (id === null && mine.length >= maxAddressesPerUser) stop(refuse([{ field: 'id', code: 'too-many' }]));
    const makeDefault = input.isDefault === true || mine.length === 0 || (id !== null && mine.length === 1);
    if (makeDefault)
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    const values = { ...checked.value, updatedAt: new Date() };
    // The default moves only by choosing another one, so a shopper with addresses always has one.
    const keepDefault = id !== null && mine.find((a) => a.id === id)!.isDefault;
    const isDefault = makeDefault || keepDefault;
    const [row] =
      id === null
        ? await tx
            .insert(addresses)
            .values({ ...values, userId, isDefault })
            .returning()
        : await tx
            .update(addresses)
            .set({ ...values, isDefault })
            .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
            .returning();
    return { ok: true as const, address: row!, errors: [] as [] };
  });
  return saved instanceof Refused ? saved.answer : saved;
}

export async function deleteAddress(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await inTransaction(db, async (tx, refuse: Refuse<false>) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!gone) refuse(false);
    if (gone.isDefault) {
      // The oldest remaining address takes over as default, so a shopper with addresses always has one.
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
    return true;
  });
  return deleted instanceof Refused ? deleted.answer : deleted;
}

export async function setDefaultAddress(db: Db, userId: string, id: string): Promise<AddressRow | null> {
  if (!isUuid(id)) return null;
  const chosen = await inTransaction(db, async (tx, refuse: Refuse<null>) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${userId}`}))`);
    const [target] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!target) refuse(null);
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), ne(addresses.id, id), eq(addresses.isDefault, true)));
    const [row] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id)).returning();
    return row!;
  });
  return chosen instanceof Refused ? chosen.answer : chosen;
}
