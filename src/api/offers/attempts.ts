import type { Db } from '../../db/client';
import { rateLimiter, type Limit } from '../core/rate-limits';

// Codes guessed at speed: a shopper and an address may type only so many codes that do not exist. Once
// over, no code is looked up at all (the answer is the same for a real one), so trying cannot map them.

const window = 60 * 60_000;
const limits: { shopper: Limit; ip: Limit } = {
  shopper: { name: 'offer-code-shopper', points: 10, windowMs: window },
  ip: { name: 'offer-code-ip', points: 30, windowMs: window },
};

export type Guesser = { userId: string; ip: string };

/** Whether this shopper and address may try another code now. */
export async function mayTryCode(db: Db, who: Guesser, now: Date): Promise<boolean> {
  if (!(await rateLimiter(db, limits.shopper, now).check(who.userId)).ok) return false;
  return (await rateLimiter(db, limits.ip, now).check(who.ip)).ok;
}

/** Counts a code that does not exist against the shopper and the address. */
export async function countUnknownCode(db: Db, who: Guesser, now: Date): Promise<void> {
  await rateLimiter(db, limits.shopper, now).count(who.userId);
  await rateLimiter(db, limits.ip, now).count(who.ip);
}
