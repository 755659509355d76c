import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, reviews } from '../../db/schema/catalog';
import { recordAudit } from '../audit';
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

/** Writes the buyer's review of a product, or edits the one they wrote (kept hidden if staff hid it). */
export async function saveBuyerReview(
  db: Db,
  input: BuyerReviewInput,
  now: Date,
  onChanged: OnStarsChanged = () => {},
): Promise<ReviewRow> {
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
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
    return { saved: saved!, slug: await recount(tx, input.productId) };
  });
  await starsChanged(db, input.productId, row.slug, onChanged);
  return row.saved;
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
