import type { Db } from '../../db/client';
import { buyerReviewOf, saveBuyerReview, type OnStarsChanged, type ReviewRow } from '../catalog';
import { rateLimiter, type Limit } from '../core/rate-limits';
import { rowId } from '../core/row-id';
import type { SignedInViewer } from '../core/viewer';
import { findUser } from '../identity';
import { uploadedBy } from '../media';
import { deliveredLineOf } from '../orders';
import { reviewTextProblem, tidyReview, type ReviewTextProblem } from '../../lib/review-rules';

// A buyer's review: only of a product that reached them (a delivered order holds it), one per product (a
// second write edits the first), its photo only one they uploaded. Every refusal changes nothing.

/** Writing and editing reviews: enough for a big delivery and second thoughts, not for a script. */
const writeLimit: Limit = { name: 'review-write', points: 30, windowMs: 60 * 60_000 };

export type ReviewRefusal =
  'RATING_OUT_OF_RANGE' | ReviewTextProblem | 'NOT_DELIVERED' | 'NOT_YOURS' | 'PHOTO_UNKNOWN' | 'TOO_MANY';

export type WriteReviewInput = {
  productId: string;
  reviewId?: string | null;
  rating: number;
  title: string;
  body: string;
  photoKey?: string | null;
};
export type WriteReviewResult = { ok: true; review: ReviewRow } | { ok: false; reason: ReviewRefusal };

/** The name a review is signed with: the first name and the initial of the last, as the shopper gave it. */
export function reviewerName(full: string | null): string {
  const parts = (full ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Shopper';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first!;
}

/** Whether the shopper may review the product, and the review they already wrote of it. */
export async function reviewStanding(
  db: Db,
  viewer: SignedInViewer,
  productId: string,
): Promise<{ eligible: boolean; review: ReviewRow | null }> {
  const id = rowId(productId);
  if (id === null) return { eligible: false, review: null };
  const [line, review] = await Promise.all([
    deliveredLineOf(db, viewer.userId, id),
    buyerReviewOf(db, viewer.userId, id),
  ]);
  return { eligible: line !== null, review };
}

export async function writeReview(
  db: Db,
  viewer: SignedInViewer,
  input: WriteReviewInput,
  now = new Date(),
  onChanged?: OnStarsChanged,
): Promise<WriteReviewResult> {
  const refuse = (reason: ReviewRefusal): WriteReviewResult => ({ ok: false, reason });
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) return refuse('RATING_OUT_OF_RANGE');
  const { title, body } = tidyReview(input);
  const textIssue = reviewTextProblem(title, body);
  if (textIssue) return refuse(textIssue);
  const productId = rowId(input.productId);
  if (productId === null) return refuse('NOT_DELIVERED');
  if (!(await rateLimiter(db, writeLimit, now).take(viewer.userId)).ok) return refuse('TOO_MANY');
  const [line, existing, user] = await Promise.all([
    deliveredLineOf(db, viewer.userId, productId),
    buyerReviewOf(db, viewer.userId, productId),
    findUser(db, viewer.userId),
  ]);
  // Naming a review by id is editing it: only its writer may, and only of this product.
  if (input.reviewId != null && String(existing?.id ?? '') !== String(input.reviewId)) return refuse('NOT_YOURS');
  if (line === null) return refuse('NOT_DELIVERED');
  const photoKey = input.photoKey ?? null;
  if (photoKey !== null && photoKey !== existing?.photoKey && !(await uploadedBy(db, photoKey, viewer.userId)))
    return refuse('PHOTO_UNKNOWN');
  const review = await saveBuyerReview(
    db,
    {
      userId: viewer.userId,
      productId,
      orderItemId: line,
      author: reviewerName(user?.name ?? null),
      rating: input.rating,
      title,
      body,
      photoKey,
    },
    now,
    onChanged,
  );
  return review ? { ok: true, review } : refuse('PHOTO_UNKNOWN');
}
