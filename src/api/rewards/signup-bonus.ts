import type { Db } from '../../db/client';
import { Params, runStatement } from '../../db/statement';
import { findUser } from '../identity';

// The sign-up bonus goes once per phone number, not once per account: deleting the account and signing
// in again with the same number makes a new account, but not a second bonus. The numbers are kept as
// keyed hashes (src/db/schema/rewards.ts says why, and why keyed).

/**
 * Records that the account's number has had its bonus, in the caller's transaction; true when it had
 * none before (the insert is the gate, so two accounts racing for one number cannot both pass).
 */
export async function firstBonusOfNumber(tx: Db, userId: string): Promise<boolean> {
  const user = await findUser(tx, userId);
  if (!user || user.deletedAt) return false;
  const p = new Params();
  const rows = await runStatement(
    tx,
    `insert into signup_bonus_numbers (digest)
      select encode(sha256(decode(key, 'hex') || convert_to(${p.add(user.phone, 'text')}, 'UTF8')), 'hex')
      from signup_bonus_key
    on conflict do nothing returning digest`,
    p,
  );
  return rows.length > 0;
}
