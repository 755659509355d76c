import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Locale } from '../../db/schema/localized';
import { refreshTokens, users } from '../../db/schema/identity';
import { emailSchema, normalizePhone } from '../../lib/identity-rules';
import { log } from '../../log';
import { checkContactCode, sendContactCode, type CheckCodeRefusal, type SendCodeRefusal } from './contact-codes';
import type { IdentityDeps } from './sign-in';

// Proving a new e-mail or a new phone number with a code sent to it. An e-mail is used for messages only
// once proved (email_verified_at). Asking for a number another account holds answers as for any other
// number (sign-in does not tell either): that number is texted that it already has an account, with no
// code, so the move cannot be confirmed and only the number's holder learns why. A confirmed move signs
// out every other sign-in and tells the old number, so a stolen sign-in that moves the account is seen.

export type ContactSendResult =
  | { ok: true; expiresInSeconds: number }
  | { ok: false; refusal: SendCodeRefusal | 'INVALID' | 'TAKEN' | 'UNCHANGED'; retryAfterSeconds: number | null };
type PhoneTexts = { phone: (c: string) => string; taken: string; moved: (last: string) => string };
export type ContactConfirmResult =
  { ok: true } | { ok: false; refusal: CheckCodeRefusal | 'TAKEN'; attemptsLeft: number | null };

const texts: Record<Locale, { subject: string; email: (c: string) => string } & PhoneTexts> = {
  en: {
    subject: 'Your Silai confirmation code',
    email: (c) => `${c} is your code to confirm this e-mail address for Silai. It is valid for 5 minutes.`,
    phone: (c) => `${c} is your code to move your Silai account to this number. It is valid for 5 minutes.`,
    taken:
      'Someone asked to move a Silai account to this number, but this number already has a Silai account, so nothing changed. Ignore this if it was not you.',
    moved: (last) =>
      `Your Silai account was moved to the number ending ${last}; this number no longer signs in to it. If you did not do this, contact Silai at once.`,
  },
  hi: {
    subject: 'आपका सिलाई पुष्टि कोड',
    email: (c) => `${c} सिलाई के लिए इस ई-मेल पते की पुष्टि का आपका कोड है। यह 5 मिनट तक मान्य है।`,
    phone: (c) => `${c} आपके सिलाई खाते को इस नंबर पर लाने का कोड है। यह 5 मिनट तक मान्य है।`,
    taken:
      'किसी ने एक सिलाई खाते को इस नंबर पर लाने को कहा, पर इस नंबर का पहले से एक सिलाई खाता है, इसलिए कुछ नहीं बदला। अगर यह आप नहीं थे तो इसे अनदेखा करें।',
    moved: (last) =>
      `आपका सिलाई खाता ${last} पर खत्म होने वाले नंबर पर ले जाया गया है; इस नंबर से अब उसमें साइन इन नहीं होगा। अगर यह आपने नहीं किया, तो तुरंत सिलाई से संपर्क करें।`,
  },
  ar: {
    subject: 'رمز التأكيد من سيلاي',
    email: (c) => `${c} هو رمز تأكيد عنوان البريد هذا في سيلاي. صالح لمدة 5 دقائق.`,
    phone: (c) => `${c} هو رمز نقل حسابك في سيلاي إلى هذا الرقم. صالح لمدة 5 دقائق.`,
    taken:
      'طلب أحدهم نقل حساب في سيلاي إلى هذا الرقم، لكن لهذا الرقم حسابًا في سيلاي بالفعل، فلم يتغير شيء. تجاهل هذه الرسالة إن لم تكن أنت.',
    moved: (last) =>
      `نُقل حسابك في سيلاي إلى الرقم المنتهي بـ ${last}؛ ولم يعد هذا الرقم يسجّل الدخول إليه. إن لم تفعل ذلك فاتصل بسيلاي فورًا.`,
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
  const taken = await phoneTaken(deps.db, input.userId, phone);
  const t = texts[input.locale];
  // The same steps and limits either way; a taken number's code is made and counted but never sent.
  const sent = await sendContactCode(
    deps,
    {
      userId: input.userId,
      purpose: 'phone',
      target: phone,
      testCode: taken ? undefined : deps.kit.testOtps.get(phone),
    },
    (code) => deps.kit.sms.send(phone, taken ? t.taken : t.phone(code)),
  );
  return sent.ok ? sent : { ok: false, refusal: sent.code, retryAfterSeconds: sent.retryAfterSeconds };
}

/**
 * Moves the account to the proved number, signs out every other sign-in (this one stays) and tells the
 * old number. TAKEN here only reaches whoever holds the new number: they entered its code.
 */
export async function confirmPhone(
  deps: IdentityDeps,
  input: { userId: string; sessionId: string | null; code: string; locale: Locale },
): Promise<ContactConfirmResult> {
  const outcome = await deps.db.transaction(async (tx) => {
    const checked = await checkContactCode(deps, tx as unknown as Db, { ...input, purpose: 'phone' });
    if (!checked.ok) return { result: checked, families: [], old: null };
    if (await phoneTaken(tx as unknown as Db, input.userId, checked.target))
      return {
        result: { ok: false as const, refusal: 'TAKEN' as const, attemptsLeft: null },
        families: [],
        old: null,
      };
    const now = deps.kit.now();
    const [before] = await tx
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
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
    const families = [...new Set(ended.map((r) => r.familyId))];
    return { result: { ok: true as const }, families, old: before ? { from: before.phone, to: checked.target } : null };
  });
  // After the commit, so no reader sees the revocation before it holds.
  deps.kit.sessions.revoked(outcome.families);
  if (outcome.old) await tellOldNumber(deps, outcome.old, input.locale);
  return outcome.result;
}

/** The move is done whether or not this arrives: a failed text is logged, not answered. */
async function tellOldNumber(deps: IdentityDeps, move: { from: string; to: string }, locale: Locale): Promise<void> {
  try {
    await deps.kit.sms.send(move.from, texts[locale].moved(move.to.slice(-4)));
  } catch (error) {
    log.error('phone change: the old number was not told', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
