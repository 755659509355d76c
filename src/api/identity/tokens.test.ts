import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signIdToken, TokenInvalid, verifyIdToken, type IdClaims } from './tokens';

const claims: IdClaims = {
  sub: '6f1c1c2e-8d2b-4c55-9a57-0f5a2b1d9e01',
  sid: '0b7e2f4a-1c3d-4e5f-8a9b-7c6d5e4f3a21',
  roles: ['customer'],
  default_role: 'customer',
};
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: unknown) => (e instanceof TokenInvalid ? e.reason : 'other error'),
  );

describe('id tokens', () => {
  it('answers a token it verified before only while it lasts, and only for its own key and bytes', async () => {
    const key = new Uint8Array(randomBytes(32));
    const now = new Date('2026-11-25T10:00:00Z');
    const { token, expiresAt } = await signIdToken(key, claims, now);
    expect(await verifyIdToken(key, token, now)).toEqual(claims);
    // Verified again (from what was kept) a minute before it expires; refused from its expiry on.
    expect(await verifyIdToken(key, token, new Date(expiresAt.getTime() - 60_000))).toEqual(claims);
    expect(await rejection(verifyIdToken(key, token, expiresAt))).toBe('JWTExpired');
    expect(await rejection(verifyIdToken(key, token, new Date(expiresAt.getTime() + 3_600_000)))).toBe('JWTExpired');
    // Another key never accepts it, even right after this key did.
    const fresh = (await signIdToken(key, claims, now)).token;
    expect(await verifyIdToken(key, fresh, now)).toEqual(claims);
    expect(await rejection(verifyIdToken(new Uint8Array(randomBytes(32)), fresh, now))).toBe('JWSInvalidSignature');
    // A changed signature is another string: checked, and refused.
    const last = fresh.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${fresh.slice(0, -2)}${last}${fresh.slice(-1)}`;
    expect(await rejection(verifyIdToken(key, tampered, now))).toBe('JWSInvalidSignature');
  });
});
