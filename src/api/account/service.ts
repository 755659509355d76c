import type { Db } from '../../db/client';
import { eraseAddresses } from '../addresses';
import { recordAccountDeletion } from '../audit';
import { eraseCart } from '../cart';
import { releaseConsultationsOf } from '../consultations';
import { anonymiseEnquiries } from '../enquiries';
import { checkDeletion, eraseAccount, type IdentityDeps } from '../identity';
import { eraseMeasurementProfiles } from '../measurements';
import { forgetRecipient } from '../notifications';

// Deleting an account: a workflow over the domains that hold a shopper's data, each erasing its own part
// in one transaction. What stays and why:
// - orders, their lines, payments and the delivery address printed on each: tax law requires the
//   seller to keep invoices (with the buyer's name and delivery address) for years (India's CGST Act,
//   section 36: 72 months), and refunds and disputes need them. They stay linked to the emptied
//   account row, which no one can sign in to;
// - the account row itself, emptied (no name, e-mail, phone, preferences) and marked deleted, because
//   orders point at it;
// - an audit line with the account's random id and counts, nothing personal.
// Signing in later with the same number makes a brand-new, empty account: the number is free again,
// the deleted one is never reached (a shop that refused the number would keep it as personal data).

type DeleteAccountRefusal = 'NOT_CONFIRMED' | 'CODE_INVALID' | 'CODE_EXPIRED' | 'CODE_LOCKED' | 'STAFF_ACCOUNT';
export type DeleteAccountResult =
  { ok: true } | { ok: false; refusal: DeleteAccountRefusal; attemptsLeft: number | null };

export async function deleteAccount(
  deps: IdentityDeps,
  userId: string,
  input: { code: string; confirm: boolean },
): Promise<DeleteAccountResult> {
  if (input.confirm !== true) return { ok: false, refusal: 'NOT_CONFIRMED', attemptsLeft: null };
  const now = deps.kit.now();
  const outcome = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // A wrong code is counted in this transaction, so a refusal returns (and commits only that count).
    const checked = await checkDeletion(deps, tx, { userId, code: input.code });
    if (!checked.ok) return { result: checked, done: false };
    const counts = {
      addresses: await eraseAddresses(tx, userId),
      measurementProfiles: await eraseMeasurementProfiles(tx, userId),
      carts: await eraseCart(tx, userId),
      enquiries: await anonymiseEnquiries(tx, userId, now),
      consultationsCancelled: await releaseConsultationsOf(tx, userId, now),
    };
    await forgetRecipient(tx, userId);
    const families = await eraseAccount(tx, userId, now);
    await recordAccountDeletion(tx, userId, { ...counts, signIns: families.length }, now);
    return { result: { ok: true as const }, done: true };
  });
  // After the commit: this process stops accepting the account's id tokens at once (others within 5 s).
  if (outcome.done) deps.kit.sessions.userRevoked(userId);
  return outcome.result;
}
