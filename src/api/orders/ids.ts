import { createHash, randomBytes, randomInt } from 'node:crypto';
import { databaseError } from '../../db/errors';
import { orderNumberAlphabet as alphabet } from '../../lib/order-ids';

/** `SL-` and 8 random characters (29^8 ≈ 5·10^11): easy to read, not enumerable. */
export function newOrderNumber(): string {
  let s = 'SL-';
  for (let i = 0; i < 8; i++) s += alphabet[randomInt(alphabet.length)];
  return s;
}

/** 32 url-safe random characters: the only thing standing between a stranger and the payment page. */
export function newPaymentId(): string {
  return randomBytes(24).toString('base64url');
}

export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,64}$/;

export function requestHash(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** The constraint name when `e` (or what it wraps) is a unique violation, else null. */
export function uniqueViolation(e: unknown): string | null {
  const found = databaseError(e);
  return found?.code === '23505' ? (found.constraint ?? 'unknown') : null;
}
