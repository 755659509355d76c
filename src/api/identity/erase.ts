import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactCodes, otpChallenges, refreshTokens, users } from '../../db/schema/identity';
import { checkContactCode, sendContactCode, type CheckCodeResult, type SendCodeRefusal } from './contact-codes';
import type { IdentityDeps } from './sign-in';
import type { Locale } from '../../db/schema/localized';

// Deleting an account, the identity domain's part: the code that confirms it, and the account row
// emptied. The row itself stays (orders, kept as the law requires, point at it) with a phone no one can
// sign in with: signing in with the old number later makes a brand-new, empty account.

const texts: Record<Locale, (code: string) => string> = {
  en: (c) => `${c} is your code to DELETE your Silai account. Ignore this if you did not ask for it.`,
  hi: (c) => `${c} आपका सिलाई खाता हटाने का कोड है। अगर आपने यह नहीं माँगा है तो इसे अनदेखा करें।`,
  ar: (c) => `${c} هو رمز حذف حسابك في سيلاي. تجاهل هذه الرسالة إن لم تطلبها.`,
};

export type DeletionCodeResult =
  | { ok: true; expiresInSeconds: number }
  | { ok: false; refusal: SendCodeRefusal | 'STAFF_ACCOUNT'; retryAfterSeconds: number | null };

/** Staff accounts are refused: their role is taken away from the command line first. */
const holdsStaffRole = (roles: readonly string[]) => roles.some((r) => r !== 'customer');

/** Sends a fresh code to the account's own phone. */
export async function requestDeletionCode(
  deps: IdentityDeps,
  input: { userId: string; locale: Locale },
): Promise<DeletionCodeResult> {
  const [me] = await deps.db.select().from(users).where(eq(users.id, input.userId));
  if (!me || me.deletedAt) throw new Error('requestDeletionCode: the signed-in user does not exist');
  if (holdsStaffRole(me.roles)) return { ok: false, refusal: 'STAFF_ACCOUNT', retryAfterSeconds: null };
  const sent = await sendContactCode(
    deps,
    { userId: me.id, purpose: 'delete', target: me.phone, testCode: deps.kit.testOtps.get(me.phone) },
    (code) => deps.kit.sms.send(me.phone, texts[input.locale](code)),
  );
  return sent.ok ? sent : { ok: false, refusal: sent.code, retryAfterSeconds: sent.retryAfterSeconds };
}

/** Checks the deletion code and the account's roles, in the caller's transaction (the row is locked). */
export async function checkDeletion(
  deps: IdentityDeps,
  tx: Db,
  input: { userId: string; code: string },
): Promise<CheckCodeResult | { ok: false; refusal: 'STAFF_ACCOUNT'; attemptsLeft: null }> {
  const [me] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
  if (!me || me.deletedAt) throw new Error('checkDeletion: the signed-in user does not exist');
  if (holdsStaffRole(me.roles)) return { ok: false, refusal: 'STAFF_ACCOUNT', attemptsLeft: null };
  return checkContactCode(deps, tx, { ...input, purpose: 'delete' });
}

/**
 * Empties the account row in the caller's transaction and ends every sign-in; returns the ended token
 * families, for the caller to tell this process's session guard after the commit.
 */
export async function eraseAccount(tx: Db, userId: string, now: Date): Promise<string[]> {
  const [me] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!me) return [];
  await tx
    .update(users)
    .set({
      // Not a valid number (normalizePhone refuses it), unique by the id: no sign-in ever finds this row.
      phone: sql`'deleted:' || ${users.id}::text`,
      name: null,
      email: null,
      emailVerifiedAt: null,
      locale: null,
      channels: [],
      quietStart: null,
      quietEnd: null,
      timeZone: null,
      wishlistAlerts: false,
      roles: ['customer'],
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  await tx.delete(contactCodes).where(eq(contactCodes.userId, userId));
  // The sign-in codes and the addresses they were asked from are personal data too.
  await tx.delete(otpChallenges).where(eq(otpChallenges.phone, me.phone));
  const ended = await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(ended.map((r) => r.familyId))];
}
