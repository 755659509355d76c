import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactCodes } from '../../db/schema/identity';
import { log } from '../../log';
import { otpCodeSchema } from '../../lib/identity-rules';
import { rateLimiter, type Limit } from '../core/rate-limits';
import { otpRules, type IdentityDeps } from './sign-in';
import { hashOtp, newOtpCode, sameHash } from './tokens';

// Codes a signed-in shopper proves a step with (a new e-mail, a new number, deleting the account): the
// sign-in code's rules (6 digits, 5 minutes, 5 wrong tries, one send per 30 s and 5 an hour), counted
// per account and purpose, so one purpose's sends do not use up another's.

export type CodePurpose = 'email' | 'phone' | 'delete';
export type SendCodeRefusal = 'TOO_SOON' | 'TOO_MANY' | 'SEND_FAILED';
export type CheckCodeRefusal = 'CODE_INVALID' | 'CODE_EXPIRED' | 'CODE_LOCKED';

const hourMs = 60 * 60_000;
const limits = {
  resend: { name: 'contact-code-resend', points: 1, windowMs: otpRules.resendAfterMs },
  hourly: { name: 'contact-code-hour', points: otpRules.sendsPerPhonePerHour, windowMs: hourMs },
} satisfies Record<string, Limit>;

/** The keyed hash binds a code to its account, purpose and target: useless for anything else. */
const hashOf = (deps: IdentityDeps, userId: string, purpose: CodePurpose, target: string, code: string) =>
  hashOtp(deps.kit.otpKey, `${userId}:${purpose}:${target}`, code);

/** Sends a fresh code for `purpose` to `target` through `deliver`; limits hold across processes. */
export async function sendContactCode(
  deps: IdentityDeps,
  input: { userId: string; purpose: CodePurpose; target: string; testCode?: string },
  deliver: (code: string) => Promise<void>,
): Promise<{ ok: true; expiresInSeconds: number } | { ok: false; code: SendCodeRefusal; retryAfterSeconds: number }> {
  const now = deps.kit.now();
  const key = `${input.purpose}:${input.userId}`;
  const resend = rateLimiter(deps.db, limits.resend, now);
  const hourly = rateLimiter(deps.db, limits.hourly, now);
  const soon = await resend.take(key);
  if (!soon.ok) return { ok: false, code: 'TOO_SOON', retryAfterSeconds: Math.ceil(soon.retryAfterMs / 1000) };
  const many = await hourly.take(key);
  if (!many.ok) {
    await resend.giveBack(key);
    return { ok: false, code: 'TOO_MANY', retryAfterSeconds: Math.ceil(many.retryAfterMs / 1000) };
  }
  const code = input.testCode ?? newOtpCode();
  const [row] = await deps.db
    .insert(contactCodes)
    .values({
      userId: input.userId,
      purpose: input.purpose,
      target: input.target,
      codeHash: hashOf(deps, input.userId, input.purpose, input.target, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + otpRules.validMs),
    })
    .returning({ id: contactCodes.id });
  try {
    await deliver(code);
  } catch (error) {
    log.error('contact code: send failed', {
      purpose: input.purpose,
      error: error instanceof Error ? error.message : String(error),
    });
    // Nothing reached the shopper: the attempt does not count.
    await deps.db.delete(contactCodes).where(eq(contactCodes.id, row!.id));
    await Promise.all([resend.giveBack(key), hourly.giveBack(key)]);
    return { ok: false, code: 'SEND_FAILED', retryAfterSeconds: 0 };
  }
  return { ok: true, expiresInSeconds: otpRules.validMs / 1000 };
}

export type CheckCodeResult =
  { ok: true; target: string } | { ok: false; refusal: CheckCodeRefusal; attemptsLeft: number | null };

/**
 * Checks the newest live code for `purpose` in the caller's transaction. A wrong try is counted there,
 * so the caller returns (never throws) a refusal and the count commits.
 */
export async function checkContactCode(
  deps: IdentityDeps,
  tx: Db,
  input: { userId: string; purpose: CodePurpose; code: string },
): Promise<CheckCodeResult> {
  const refuse = (refusal: CheckCodeRefusal, attemptsLeft: number | null = null): CheckCodeResult => ({
    ok: false,
    refusal,
    attemptsLeft,
  });
  if (typeof input.code !== 'string' || !otpCodeSchema.safeParse(input.code).success) return refuse('CODE_INVALID');
  const now = deps.kit.now();
  const [row] = await tx
    .select()
    .from(contactCodes)
    .where(
      and(
        eq(contactCodes.userId, input.userId),
        eq(contactCodes.purpose, input.purpose),
        isNull(contactCodes.consumedAt),
      ),
    )
    .orderBy(desc(contactCodes.createdAt))
    .limit(1)
    .for('update');
  if (!row) return refuse('CODE_INVALID');
  if (row.expiresAt.getTime() <= now.getTime()) return refuse('CODE_EXPIRED');
  if (row.attempts >= otpRules.maxAttempts) return refuse('CODE_LOCKED');
  if (!sameHash(row.codeHash, hashOf(deps, input.userId, input.purpose, row.target, input.code))) {
    const attempts = row.attempts + 1;
    await tx.update(contactCodes).set({ attempts }).where(eq(contactCodes.id, row.id));
    return attempts >= otpRules.maxAttempts
      ? refuse('CODE_LOCKED')
      : refuse('CODE_INVALID', otpRules.maxAttempts - attempts);
  }
  await tx.update(contactCodes).set({ consumedAt: now }).where(eq(contactCodes.id, row.id));
  return { ok: true, target: row.target };
}
