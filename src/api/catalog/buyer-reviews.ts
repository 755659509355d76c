import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, reviews } from '../../db/schema/catalog';
import { recordAudit } from '../audit';
import { releaseUploads, useUploads } from '../media';
import type { AdminViewer } from '../core/viewer';
import { inTransaction, Refused, type Refuse } from '../core/refusal';
import { catalogueChanged } from './cache';
import { log } from '../../log';
import type { ReviewRow } from './product';
import type { CatalogueChange } from '../core/pubsub';

// Buyers' reviews as the catalogue keeps them: one per buyer and product, its stars counted into the
// product's rating (samples and hidden ones never are), every change dropping what shows its stars.

/** What only real, visible reviews may count toward: the product's stars on cards, the page and the feed. */
const counted = and(eq(reviews.sample, false), eq(reviews.status, 'visible'));

/** Recomputes a product's stars from its counted reviews, in the transaction that changed one; its slug. */
async function recount(tx: Db, productId: number): Promise<string> {
  const r = (await tx.execute(sql`
    update ${products} set
      rating_count = coalesce((select count(*) from ${reviews} where ${reviews.productId} = ${productId} and ${counted}), 0),
      rating_avg_x100 = coalesce((select round(avg(${reviews.rating}) * 100) from ${reviews}
        where ${reviews.productId} = ${productId} and ${counted}), 0)
    where ${products.id} = ${productId}
    returning ${products.slug} as slug`)) as unknown as { rows: { slug: string }[] };
  return r.rows[0]?.slug ?? '';
}

/** Who else must hear of a change (the gateway publishes it to every process). */
export type OnStarsChanged = (change: CatalogueChange) => void;

/**
 * Drops the cached reads that show the product's stars (its page, its reviews, the cards and feeds
 * that hold it), here and, through `onChanged`, in every process; other products' stay cached.
 */
async function starsChanged(db: Db, productId: number, slug: string, onChanged: OnStarsChanged): Promise<void> {
  const change: CatalogueChange = { at: Date.now(), productIds: [String(productId)], slugs: [slug], starsOnly: true };
  await catalogueChanged(db, change).catch((error: unknown) =>
    log.warn('catalogue: cached answers not dropped', { error: String(error) }),
  );
  onChanged(change);
}

export function buyerReviewOf(db: Db, userId: string, productId: number): Promise<ReviewRow | null> {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .then((r) => r[0] ?? null);
}

export type BuyerReviewInput = {
  userId: string;
  productId: number;
  orderItemId: number;
  author: string;
  rating: number;
  title: string;
  body: string;
  photoKey: string | null;
};

/**
 * Writes the buyer's review of a product, or edits the one they wrote (kept hidden if staff hid it): null
 * when its new photo is gone (swept meanwhile). A photo replaced or removed is released to the sweeper.
 */
export async function saveBuyerReview(
  db: Db,
  input: BuyerReviewInput,
  now: Date,
  onChanged: OnStarsChanged = () => {},
): Promise<ReviewRow | null> {
  const row = await inTransaction(db, async (tx, refuse: Refuse<'PHOTO_GONE'>) => {
    // One write of this buyer's review at a time, so the photo it had is read right even for a first one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review:${input.userId}:${input.productId}`}))`);
    const before = await buyerReviewOf(tx, input.userId, input.productId);
    const values = {
      productId: input.productId,
      userId: input.userId,
      orderItemId: input.orderItemId,
      author: input.author,
      rating: input.rating,
      title: input.title,
      body: input.body,
      photoKey: input.photoKey,
      sample: false,
      createdAt: now,
      updatedAt: now,
    };
    const [saved] = await tx
      .insert(reviews)
      .values(values)
      .onConflictDoUpdate({
        target: [reviews.userId, reviews.productId],
        set: {
          rating: input.rating,
          title: input.title,
          body: input.body,
          photoKey: input.photoKey,
          author: input.author,
          updatedAt: now,
        },
      })
      .returning();
    const was = before?.photoKey ?? null;
    if (input.photoKey !== was) {
      if (input.photoKey !== null && !(await useUploads(tx, [input.photoKey]))) refuse('PHOTO_GONE');
      if (was !== null) await releaseUploads(tx, [was], now);
    }
    return { saved: saved!, slug: await recount(tx, input.productId) };
  });
  if (row instanceof Refused) return null;
  await starsChanged(db, input.productId, row.slug, onChanged);
  return row.saved;
}

/** The products whose stars an erasure moved, to drop what shows them once it commits. */
export type ErasedReviews = { count: number; products: { id: number; slug: string }[] };

/**
 * A buyer deleting their account: their reviews are removed, not anonymised (the words and the photo
 * are theirs, and a text can name its writer), the products' stars counted again and the photos released
 * to the sweeper, in the caller's transaction.
 */
export async function eraseBuyerReviews(tx: Db, userId: string, now: Date): Promise<ErasedReviews> {
  const gone = await tx
    .delete(reviews)
    .where(eq(reviews.userId, userId))
    .returning({ productId: reviews.productId, photoKey: reviews.photoKey });
  const products: ErasedReviews['products'] = [];
  // In id order, as takeStock locks products, so an order placed meanwhile cannot deadlock with this.
  for (const id of [...new Set(gone.map((r) => r.productId))].sort((a, b) => a - b))
    products.push({ id, slug: await recount(tx, id) });
  await releaseUploads(
    tx,
    gone.flatMap((r) => (r.photoKey ? [r.photoKey] : [])),
    now,
  );
  return { count: gone.length, products };
}

/** After such an erasure commits: what shows those products' stars is dropped, here and in every process. */
export async function reviewsErased(db: Db, erased: ErasedReviews, onChanged: OnStarsChanged): Promise<void> {
  for (const p of erased.products) await starsChanged(db, p.id, p.slug, onChanged);
}

export type HideRefusal = 'NOT_FOUND' | 'SAMPLE' | 'REASON_REQUIRED' | 'REASON_INVALID';

/** Staff hide a buyer's review (with a reason) or show it again: audited, counted again at once. */
export async function setReviewHidden(
  db: Db,
  admin: AdminViewer,
  id: number,
  hide: { reason: string } | null,
  now: Date,
  onChanged: OnStarsChanged = () => {},
): Promise<{ ok: true; review: ReviewRow } | { ok: false; reason: HideRefusal }> {
  const result = await inTransaction(db, async (tx, refuse: Refuse<HideRefusal>) => {
    const [current] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!current) return refuse('NOT_FOUND');
    if (current.sample) return refuse('SAMPLE');
    const set = hide
      ? { status: 'hidden' as const, hiddenReason: hide.reason, hiddenBy: admin.userId, hiddenAt: now }
      : { status: 'visible' as const, hiddenReason: null, hiddenBy: null, hiddenAt: null };
    const [saved] = await tx.update(reviews).set(set).where(eq(reviews.id, id)).returning();
    const slug = await recount(tx, current.productId);
    await recordAudit(
      tx,
      admin,
      {
        entity: 'review',
        entityId: String(id),
        action: hide ? 'hide' : 'unhide',
        before: { status: current.status, hiddenReason: current.hiddenReason },
        after: { status: set.status, hiddenReason: set.hiddenReason },
      },
      now,
    );
    return { saved: saved!, slug, productId: current.productId };
  });
  if (result instanceof Refused) return { ok: false, reason: result.answer };
  await starsChanged(db, result.productId, result.slug, onChanged);
  return { ok: true, review: result.saved };
}

export const maxAdminReviewPage = 50;

/** Buyers' reviews for the back office, newest first; hidden ones only when asked. */
export async function adminReviewList(
  db: Db,
  status: 'visible' | 'hidden' | null,
  offset: number,
  limit: number,
): Promise<{ total: number; items: (ReviewRow & { productSlug: string })[] }> {
  const where = and(eq(reviews.sample, false), status ? eq(reviews.status, status) : undefined);
  const [items, [total]] = await Promise.all([
    db
      .select({ review: reviews, productSlug: products.slug })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .offset(Math.min(10_000, Math.max(0, offset)))
      .limit(Math.min(maxAdminReviewPage, Math.max(1, limit))),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { total: total?.n ?? 0, items: items.map((r) => ({ ...r.review, productSlug: r.productSlug })) };
}
