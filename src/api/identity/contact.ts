import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Locale } from '../../db/schema/localized';
import { refreshTokens, users } from '../../db/schema/identity';
import { emailSchema, normalizePhone } from '../../lib/identity-rules';
import { checkContactCode, sendContactCode, type CheckCodeRefusal, type SendCodeRefusal } from './contact-codes';
import type { IdentityDeps } from './sign-in';

// Proving a new e-mail or a new phone number with a code sent to it. An e-mail is used for messages only
// once proved (email_verified_at); a number held by another account is refused before any code is sent.

export type ContactSendResult =
  | { ok: true; expiresInSeconds: number }
  | { ok: false; refusal: SendCodeRefusal | 'INVALID' | 'TAKEN' | 'UNCHANGED'; retryAfterSeconds: number | null };
export type ContactConfirmResult =
  { ok: true } | { ok: false; refusal: CheckCodeRefusal | 'TAKEN'; attemptsLeft: number | null };

const texts: Record<Locale, { subject: string; email: (c: string) => string; phone: (c: string) => string }> = {
  en: {
    subject: 'Your Silai confirmation code',
    email: (c) => `${c} is your code to confirm this e-mail address for Silai. It is valid for 5 minutes.`,
    phone: (c) => `${c} is your code to move your Silai account to this number. It is valid for 5 minutes.`,
  },
  hi: {
    subject: 'आपका सिलाई पुष्टि कोड',
    email: (c) => `${c} सिलाई के लिए इस ई-मेल पते की पुष्टि का आपका कोड है। यह 5 मिनट तक मान्य है।`,
    phone: (c) => `${c} आपके सिलाई खाते को इस नंबर पर लाने का कोड है। यह 5 मिनट तक मान्य है।`,
  },
  ar: {
    subject: 'رمز التأكيد من سيلاي',
    email: (c) => `${c} هو رمز تأكيد عنوان البريد هذا في سيلاي. صالح لمدة 5 دقائق.`,
    phone: (c) => `${c} هو رمز نقل حسابك في سيلاي إلى هذا الرقم. صالح لمدة 5 دقائق.`,
  },
};

/** Another live account already holds this confirmed e-mail (case-insensitive). */
async function emailTaken(db: Db, userId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        ne(users.id, userId),
        sql`${users.emailVerifiedAt} is not null`,
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

async function phoneTaken(db: Db, userId: string, phone: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function requestEmailCode(
  deps: IdentityDeps,
  input: { userId: string; email: string; locale: Locale },
): Promise<ContactSendResult> {
  const parsed = emailSchema.safeParse(input.email);
  if (!parsed.success || !parsed.data) return { ok: false, refusal: 'INVALID', retryAfterSeconds: null };
  const email = parsed.data;
  if (await emailTaken(deps.db, input.userId, email)) return { ok: false, refusal: 'TAKEN', retryAfterSeconds: null };
  const t = texts[input.locale];
  const sent = await sendContactCode(deps, { userId: input.userId, purpose: 'email', target: email }, (code) =>
    deps.kit.mail.send(email, t.subject, t.email(code)),
  );
  return sent.ok ? sent : { ok: false, refusal: sent.code, retryAfterSeconds: sent.retryAfterSeconds };
}

export async function confirmEmail(
  deps: IdentityDeps,
  input: { userId: string; code: string },
): Promise<ContactConfirmResult> {
  return deps.db.transaction(async (tx): Promise<ContactConfirmResult> => {
    const checked = await checkContactCode(deps, tx as unknown as Db, { ...input, purpose: 'email' });
    if (!checked.ok) return checked;
    if (await emailTaken(tx as unknown as Db, input.userId, checked.target))
      return { ok: false, refusal: 'TAKEN', attemptsLeft: null };
    const now = deps.kit.now();
    await tx
      .update(users)
      .set({ email: checked.target, emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, input.userId));
    return { ok: true };
  });
}

export async function requestPhoneCode(
  deps: IdentityDeps,
  input: { userId: string; phone: string; locale: Locale },
): Promise<ContactSendResult> {
  const phone = normalizePhone(input.phone);
  if (!phone) return { ok: false, refusal: 'INVALID', retryAfterSeconds: null };
  const [me] = await deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, input.userId));
  if (me?.phone === phone) return { ok: false, refusal: 'UNCHANGED', retryAfterSeconds: null };
  if (await phoneTaken(deps.db, input.userId, phone)) return { ok: false, refusal: 'TAKEN', retryAfterSeconds: null };
  const t = texts[input.locale];
  const sent = await sendContactCode(
    deps,
    { userId: input.userId, purpose: 'phone', target: phone, testCode: deps.kit.testOtps.get(phone) },
    (code) => deps.kit.sms.send(phone, t.phone(code)),
  );
  return sent.ok ? sent : { ok: false, refusal: sent.code, retryAfterSeconds: sent.retryAfterSeconds };
}

/** Moves the account to the proved number and signs out every other sign-in (this one stays). */
export async function confirmPhone(
  deps: IdentityDeps,
  input: { userId: string; sessionId: string | null; code: string },
): Promise<ContactConfirmResult> {
  const outcome = await deps.db.transaction(async (tx) => {
    const checked = await checkContactCode(deps, tx as unknown as Db, { ...input, purpose: 'phone' });
    if (!checked.ok) return { result: checked, families: [] };
    if (await phoneTaken(tx as unknown as Db, input.userId, checked.target))
      return { result: { ok: false as const, refusal: 'TAKEN' as const, attemptsLeft: null }, families: [] };
    const now = deps.kit.now();
    await tx.update(users).set({ phone: checked.target, updatedAt: now }).where(eq(users.id, input.userId));
    const ended = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.userId, input.userId),
          input.sessionId ? ne(refreshTokens.familyId, input.sessionId) : undefined,
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ familyId: refreshTokens.familyId });
    return { result: { ok: true as const }, families: [...new Set(ended.map((r) => r.familyId))] };
  });
  // After the commit, so no reader sees the revocation before it holds.
  deps.kit.sessions.revoked(outcome.families);
  return outcome.result;
}
