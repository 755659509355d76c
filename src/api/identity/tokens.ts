import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '../core/viewer';

export const jwtIssuer = 'silai';
export const jwtAudience = 'silai-storefront';
const idTokenSeconds = 60 * 60;
export const refreshTokenDays = 30;
const algorithm = 'HS256';

export type IdClaims = { sub: string; sid: string; roles: Role[]; default_role: Role };

export async function signIdToken(
  key: Uint8Array,
  claims: IdClaims,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + idTokenSeconds;
  const token = await new SignJWT({ sid: claims.sid, roles: claims.roles, default_role: claims.default_role })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setIssuer(jwtIssuer)
    .setAudience(jwtAudience)
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key);
  return { token, expiresAt: new Date(exp * 1000) };
}

export class TokenInvalid extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

// Given raw bytes, jose imports them into WebCrypto on every call, an async job that cost as much as the
// check itself; every signed-in request verifies a token, so the imported key is kept per key.
const verifyKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();
function verifyKeyOf(key: Uint8Array): Promise<CryptoKey> {
  let imported = verifyKeys.get(key);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    verifyKeys.set(key, imported);
  }
  return imported;
}

// A browser sends the same id token with every request for its hour. Once its signature, issuer and
// audience were checked with a key, the very same string (signature included) needs only its expiry
// checked again: kept per key, up to a bound, and dropped when it expires.
const verifiedTokens = new WeakMap<Uint8Array, Map<string, { claims: IdClaims; exp: number }>>();
const maxVerifiedTokens = 10_000;

/** Verifies signature (HS256 only: `none` and others are refused), issuer, audience and expiry. */
export async function verifyIdToken(key: Uint8Array, token: string, now: Date): Promise<IdClaims> {
  let known = verifiedTokens.get(key);
  if (!known) verifiedTokens.set(key, (known = new Map()));
  const seconds = Math.floor(now.getTime() / 1000);
  const hit = known.get(token);
  if (hit && hit.exp > seconds) return hit.claims;
  if (hit) known.delete(token);
  try {
    const { payload } = await jwtVerify(token, await verifyKeyOf(key), {
      algorithms: [algorithm],
      issuer: jwtIssuer,
      audience: jwtAudience,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const roles = payload.roles;
    if (!Array.isArray(roles) || typeof payload.sid !== 'string' || typeof payload.default_role !== 'string') {
      throw new TokenInvalid('JWTClaimValidationFailed');
    }
    const claims: IdClaims = {
      sub: payload.sub!,
      sid: payload.sid,
      roles: roles as Role[],
      default_role: payload.default_role as Role,
    };
    if (known.size >= maxVerifiedTokens) known.clear();
    // A token that only starts later (the store never makes one) is checked every time.
    if (payload.nbf === undefined) known.set(token, { claims, exp: payload.exp! });
    return claims;
  } catch (e) {
    if (e instanceof TokenInvalid) throw e;
    if (e instanceof joseErrors.JWTExpired) throw new TokenInvalid('JWTExpired');
    if (e instanceof joseErrors.JOSEError)
      throw new TokenInvalid(
        e.code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' ? 'JWSInvalidSignature' : e.constructor.name,
      );
    throw new TokenInvalid('JWTInvalid');
  }
}

/** An opaque 256-bit refresh token; only its SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Six digits from a cryptographic source. */
export function newOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Keyed hash of a code, bound to the phone so a hash is useless for any other number. */
export function hashOtp(key: Uint8Array, phone: string, code: string): string {
  return createHmac('sha256', key).update(`${phone}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
