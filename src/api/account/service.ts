import type { Db } from '../../db/client';
import { eraseAddresses } from '../addresses';
import { recordAccountDeletion } from '../audit';
import { eraseCart } from '../cart';
import { eraseBuyerReviews, reviewsErased, type OnStarsChanged } from '../catalog';
import { releaseConsultationsOf } from '../consultations';
import { anonymiseEnquiries } from '../enquiries';
import {
  checkDeletion,
  eraseAccount,
  requestDeletionCode,
  type DeletionCodeResult,
  type IdentityDeps,
} from '../identity';
import { eraseMeasurementProfiles } from '../measurements';
import { forgetRecipient } from '../notifications';
import { lockOpenOrders } from '../orders';
import { eraseWishlist } from '../wishlist';
import type { Locale } from '../../db/schema/localized';

// Deleting an account: a workflow over the domains that hold a shopper's data, each erasing its own part
// in one transaction. What stays and why:
// - orders, their lines, payments and the delivery address printed on each: tax law requires the
//   seller to keep invoices (with the buyer's name and delivery address) for years (India's CGST Act,
//   section 36: 72 months), and refunds and disputes need them. They stay linked to the emptied
//   account row, which no one can sign in to;
// - the account row itself, emptied (no name, e-mail, phone, preferences) and marked deleted, because
//   orders point at it;
// - an audit line with the account's random id and counts, nothing personal.
// What goes besides the personal data: the wishlist, and the buyer's reviews (removed, not anonymised:
// their words can name them). An order still under way refuses the deletion (OPEN_ORDERS): the store
// would otherwise ship to, and write to, an account no one holds; the shopper waits for delivery or
// cancels first. Nothing is queued for an erased account afterwards (notifications refuses it).
// The number that had the sign-up bonus stays known to rewards, as a keyed hash only (src/api/rewards).
// Signing in later with the same number makes a brand-new, empty account: the number is free again,
// the deleted one is never reached (a shop that refused the number would keep it as personal data).

type DeleteAccountRefusal =
  'NOT_CONFIRMED' | 'CODE_INVALID' | 'CODE_EXPIRED' | 'CODE_LOCKED' | 'STAFF_ACCOUNT' | 'OPEN_ORDERS';
export type DeleteAccountResult =
  { ok: true } | { ok: false; refusal: DeleteAccountRefusal; attemptsLeft: number | null };

export type DeletionCodeAnswer = DeletionCodeResult | { ok: false; refusal: 'OPEN_ORDERS'; retryAfterSeconds: null };

/** The code that confirms a deletion, not sent while an order is under way (it would be refused). */
export async function requestAccountDeletion(
  deps: IdentityDeps,
  input: { userId: string; locale: Locale },
): Promise<DeletionCodeAnswer> {
  const open = await deps.db.transaction((tx) => lockOpenOrders(tx as unknown as Db, input.userId, deps.kit.now()));
  if (open > 0) return { ok: false, refusal: 'OPEN_ORDERS', retryAfterSeconds: null };
  return requestDeletionCode(deps, input);
}

export async function deleteAccount(
  deps: IdentityDeps,
  userId: string,
  input: { code: string; confirm: boolean },
  onStarsChanged: OnStarsChanged = () => {},
): Promise<DeleteAccountResult> {
  if (input.confirm !== true) return { ok: false, refusal: 'NOT_CONFIRMED', attemptsLeft: null };
  const now = deps.kit.now();
  const outcome = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Under the placing lock, held to the commit: no order is placed between this count and the deletion.
    // First, so a refusal here leaves the code unused.
    if ((await lockOpenOrders(tx, userId, now)) > 0) {
      const refused = { ok: false as const, refusal: 'OPEN_ORDERS' as const, attemptsLeft: null };
      return { result: refused, done: false, reviews: null };
    }
    // A wrong code is counted in this transaction, so a refusal returns (and commits only that count).
    const checked = await checkDeletion(deps, tx, { userId, code: input.code });
    if (!checked.ok) return { result: checked, done: false, reviews: null };
    const reviews = await eraseBuyerReviews(tx, userId, now);
    const counts = {
      addresses: await eraseAddresses(tx, userId),
      measurementProfiles: await eraseMeasurementProfiles(tx, userId),
      carts: await eraseCart(tx, userId),
      enquiries: await anonymiseEnquiries(tx, userId, now),
      consultationsCancelled: await releaseConsultationsOf(tx, userId, now),
      wishlistItems: await eraseWishlist(tx, userId),
      reviews: reviews.count,
    };
    await forgetRecipient(tx, userId);
    const families = await eraseAccount(tx, userId, now);
    await recordAccountDeletion(tx, userId, { ...counts, signIns: families.length }, now);
    return { result: { ok: true as const }, done: true, reviews };
  });
  // After the commit: this process stops accepting the account's id tokens at once (others within 5 s).
  if (outcome.done) deps.kit.sessions.userRevoked(userId);
  if (outcome.reviews) await reviewsErased(deps.db, outcome.reviews, onStarsChanged);
  return outcome.result;
}
