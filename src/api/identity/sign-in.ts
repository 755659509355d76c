import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpChallenges, refreshTokens, users } from '../../db/schema/identity';
import { log } from '../../log';
import { rateLimiter, type Limit } from '../core/rate-limits';
import { roles as allRoles, type Role } from '../core/viewer';
import type { AuthKit } from './kit';
import { normalizePhone, otpCodeSchema } from '../../lib/identity-rules';
import {
  hashOtp,
  hashRefreshToken,
  newOtpCode,
  newRefreshToken,
  refreshTokenDays,
  sameHash,
  signIdToken,
} from './tokens';

// Signing in: a one-time code sent and checked, the session it opens, its refresh and its end.

export const otpRules = {
  validMs: 5 * 60_000,
  maxAttempts: 5,
  resendAfterMs: 30_000,
  sendsPerPhonePerHour: 5,
  sendsPerIpPerHour: 30,
} as const;
/** Two tabs refreshing with the same token at once must not log each other out. */
export const refreshGraceMs = 10_000;
const hourMs = 60 * 60_000;

export type IdentityDeps = { db: Db; kit: AuthKit };

export type SendOtpResult =
  | { ok: true; phone: string; expiresInSeconds: number; resendAfterSeconds: number }
  | { ok: false; code: 'INVALID_PHONE' | 'TOO_SOON' | 'TOO_MANY' | 'SMS_FAILED'; retryAfterSeconds: number | null };

export type Session = { id_token: string; refresh_token: string; expires_in: number };

/** The limits on sending codes, counted by rate-limiter-flexible (src/api/core/rate-limits.ts). */
const sendLimits = {
  resend: { name: 'otp-resend', points: 1, windowMs: otpRules.resendAfterMs },
  phone: { name: 'otp-phone', points: otpRules.sendsPerPhonePerHour, windowMs: hourMs },
  ip: { name: 'otp-ip', points: otpRules.sendsPerIpPerHour, windowMs: hourMs },
} satisfies Record<string, Limit>;

/**
 * Sends a code. The answer is the same whether or not the number has an account; limits are counted
 * in the shared rate-limit store so they hold across processes.
 */
export async function sendOtp(deps: IdentityDeps, input: { phone: string; ip: string }): Promise<SendOtpResult> {
  const phone = normalizePhone(input.phone);
  if (!phone) return { ok: false, code: 'INVALID_PHONE', retryAfterSeconds: null };
  const now = deps.kit.now();
  const code = deps.kit.testOtps.get(phone) ?? newOtpCode();
  const resend = rateLimiter(deps.db, sendLimits.resend, now);
  const perPhone = rateLimiter(deps.db, sendLimits.phone, now);
  const perIp = rateLimiter(deps.db, sendLimits.ip, now);
  const seconds = (ms: number) => Math.ceil(ms / 1000);

  // A demo number's fixed code (AUTH_TEST_OTPS, refused in live mode) is the same on every send and
  // reaches no phone, so neither the 30 s wait, which spares a real phone a stream of texts, nor the
  // per-address cap, which guards against one address trying number after number, refuses or counts it:
  // counted, a demo's scripted sign-ins filled the address's hour and then refused a real newcomer signing
  // in from the same machine, and the journeys that sign one number in twice waited out the 30 s. The
  // hourly cap per number still holds.
  const demo = deps.kit.testOtps.has(phone);
  // Each count is atomic, so two racing sends for one number cannot both pass; a refused send counts
  // nothing, and the counts a later limit refuses are given back.
  const soon = demo ? null : await resend.take(phone);
  if (soon && !soon.ok) return { ok: false, code: 'TOO_SOON', retryAfterSeconds: seconds(soon.retryAfterMs) };
  const many = await perPhone.take(phone);
  if (!many.ok) {
    if (!demo) await resend.giveBack(phone);
    return { ok: false, code: 'TOO_MANY', retryAfterSeconds: seconds(many.retryAfterMs) };
  }
  if (!demo && !(await perIp.take(input.ip)).ok) {
    await Promise.all([resend.giveBack(phone), perPhone.giveBack(phone)]);
    return { ok: false, code: 'TOO_MANY', retryAfterSeconds: 3600 };
  }
  await deps.db.insert(otpChallenges).values({
    phone,
    codeHash: hashOtp(deps.kit.otpKey, phone, code),
    ip: input.ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + otpRules.validMs),
  });

  try {
    await deps.kit.sms.send(phone, `${code} is your Silai sign-in code. It is valid for 5 minutes. Do not share it.`);
  } catch (error) {
    log.error('sms: send failed', {
      provider: deps.kit.sms.name,
      error: error instanceof Error ? error.message : String(error),
    });
    // The shopper got nothing: the attempt does not count against their limits.
    await deps.db.delete(otpChallenges).where(and(eq(otpChallenges.phone, phone), eq(otpChallenges.createdAt, now)));
    await Promise.all(
      demo ? [perPhone.giveBack(phone)] : [resend.giveBack(phone), perPhone.giveBack(phone), perIp.giveBack(input.ip)],
    );
    return { ok: false, code: 'SMS_FAILED', retryAfterSeconds: 0 };
  }
  return {
    ok: true,
    phone,
    expiresInSeconds: otpRules.validMs / 1000,
    resendAfterSeconds: otpRules.resendAfterMs / 1000,
  };
}

async function issueSession(
  deps: IdentityDeps,
  tx: Db,
  user: { id: string; roles: string[] },
  familyId: string,
): Promise<Session> {
  const now = deps.kit.now();
  const refresh = newRefreshToken();
  await tx.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: refresh.hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + refreshTokenDays * 24 * hourMs),
  });
  const granted = user.roles.filter((r): r is Role => (allRoles as readonly string[]).includes(r) && r !== 'anonymous');
  const { token, expiresAt } = await signIdToken(
    deps.kit.jwtKey,
    { sub: user.id, sid: familyId, roles: granted, default_role: 'customer' },
    now,
  );
  return { id_token: token, refresh_token: refresh.token, expires_in: expiresAt.getTime() };
}

/** Why a code was not accepted; the shopper can fix each (retype, ask for a new code). */
type VerifyOtpRefusal = 'INVALID_PHONE' | 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_LOCKED';

export type VerifyOtpResult =
  | { ok: true; session: Session; isNewUser: boolean }
  | { ok: false; refusal: VerifyOtpRefusal; attemptsLeft: number | null };

const refuseCode = (refusal: VerifyOtpRefusal, attemptsLeft: number | null = null): VerifyOtpResult => ({
  ok: false,
  refusal,
  attemptsLeft,
});

/** Checks a code: valid 5 minutes, usable once, dead after 5 wrong tries. */
export async function verifyOtp(deps: IdentityDeps, input: { phone: string; code: string }): Promise<VerifyOtpResult> {
  const phone = normalizePhone(input.phone);
  if (!phone) return refuseCode('INVALID_PHONE');
  if (typeof input.code !== 'string' || !otpCodeSchema.safeParse(input.code).success) return refuseCode('OTP_INVALID');
  const now = deps.kit.now();
  // Wrong tries are recorded in the same transaction that refuses them, so it returns rather than throws.
  return deps.db.transaction(async (tx): Promise<VerifyOtpResult> => {
    const [challenge] = await tx
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt)))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1)
      .for('update');
    if (!challenge) return refuseCode('OTP_INVALID');
    if (challenge.expiresAt.getTime() <= now.getTime()) return refuseCode('OTP_EXPIRED');
    if (challenge.attempts >= otpRules.maxAttempts) return refuseCode('OTP_LOCKED');
    if (!sameHash(challenge.codeHash, hashOtp(deps.kit.otpKey, phone, input.code))) {
      const attempts = challenge.attempts + 1;
      await tx.update(otpChallenges).set({ attempts }).where(eq(otpChallenges.id, challenge.id));
      return attempts >= otpRules.maxAttempts
        ? refuseCode('OTP_LOCKED')
        : refuseCode('OTP_INVALID', otpRules.maxAttempts - attempts);
    }
    await tx.update(otpChallenges).set({ consumedAt: now }).where(eq(otpChallenges.id, challenge.id));
    const inserted = await tx.insert(users).values({ phone }).onConflictDoNothing({ target: users.phone }).returning();
    const user = inserted[0] ?? (await tx.select().from(users).where(eq(users.phone, phone)))[0]!;
    const session = await issueSession(deps, tx as unknown as Db, user, randomUUID());
    return { ok: true, session, isNewUser: inserted.length > 0 || !user.name };
  });
}

/** Why a refresh token was refused; the gateway answers each with an error (CONTRACT §5). */
type RefreshRefusal = 'refresh-invalid' | 'refresh-expired' | 'refresh-reused';
export type RefreshResult = { ok: true; session: Session } | { ok: false; code: RefreshRefusal };

/**
 * Rotates a refresh token. A rotated token presented again within the grace window (another tab)
 * gets a fresh token of the same family; after it, the reuse revokes the whole family.
 */
export async function refresh(deps: IdentityDeps, token: string): Promise<RefreshResult> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200)
    return { ok: false, code: 'refresh-invalid' };
  const now = deps.kit.now();
  const outcome: RefreshResult & { revokedFamily?: string } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .limit(1)
      .for('update');
    if (!row || row.revokedAt) return { ok: false, code: 'refresh-invalid' as const };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, code: 'refresh-expired' as const };
    if (row.rotatedAt && now.getTime() - row.rotatedAt.getTime() > refreshGraceMs) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      log.warn('auth: refresh token reused after rotation; family revoked', {
        userId: row.userId,
        familyId: row.familyId,
      });
      return { ok: false, code: 'refresh-reused' as const, revokedFamily: row.familyId };
    }
    const [family] = await tx
      .select({ revoked: sql<number>`count(*) filter (where ${refreshTokens.revokedAt} is not null)::int` })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, row.familyId));
    if (family && family.revoked > 0) return { ok: false, code: 'refresh-invalid' as const };
    if (!row.rotatedAt) await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, row.id));
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user || user.deletedAt) return { ok: false, code: 'refresh-invalid' as const };
    return { ok: true as const, session: await issueSession(deps, tx as unknown as Db, user, row.familyId) };
  });
  // Its id tokens stop working now, not when they expire (after the commit, so no reader sees it early).
  if (outcome.revokedFamily) deps.kit.sessions.revoked([outcome.revokedFamily]);
  return outcome.ok ? { ok: true, session: outcome.session } : { ok: false, code: outcome.code };
}

/** Ends this sign-in (its token family), or every sign-in of the user. */
export async function logout(
  deps: IdentityDeps,
  viewer: { userId: string; sessionId: string },
  everywhere: boolean,
): Promise<boolean> {
  const now = deps.kit.now();
  const scope = everywhere ? eq(refreshTokens.userId, viewer.userId) : eq(refreshTokens.familyId, viewer.sessionId);
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(scope, isNull(refreshTokens.revokedAt)));
  // The id tokens of the ended sign-ins stop working at once in this process (others: sessions.ts).
  if (everywhere) deps.kit.sessions.userRevoked(viewer.userId);
  else deps.kit.sessions.revoked([viewer.sessionId]);
  return true;
}
