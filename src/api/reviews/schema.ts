import { builder } from '../core/builder';
import {
  adminReviewList,
  announceCatalogueChange,
  maxAdminReviewPage,
  Review,
  setReviewHidden,
  type HideRefusal,
  type ReviewRow,
} from '../catalog';
import type { AdminViewer } from '../core/viewer';
import { rowId } from '../core/row-id';
import { reviewStanding, writeReview, type ReviewRefusal, type WriteReviewResult } from './service';

// Reviews by buyers: a shopper's standing and their write; staff's list, hide and unhide.

const refusals: ReviewRefusal[] = [
  'RATING_OUT_OF_RANGE',
  'TITLE_TOO_LONG',
  'BODY_TOO_LONG',
  'NOT_DELIVERED',
  'NOT_YOURS',
  'PHOTO_UNKNOWN',
  'TOO_MANY',
];
const ReviewRefusalEnum = builder.enumType('ReviewRefusal', {
  description: 'Why a review was not saved (nothing changed); the browser translates each.',
  values: refusals,
});
const hideRefusals: HideRefusal[] = ['NOT_FOUND', 'SAMPLE', 'REASON_REQUIRED'];
const HideRefusalEnum = builder.enumType('ReviewHideRefusal', { values: hideRefusals });

const WriteReviewPayload = builder.objectRef<WriteReviewResult>('WriteReviewPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    review: t.field({ type: Review, nullable: true, resolve: (r) => (r.ok ? r.review : null) }),
    refusal: t.field({ type: ReviewRefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.reason) }),
  }),
});

const ReviewStanding = builder.objectRef<{ eligible: boolean; review: ReviewRow | null }>('ReviewStanding').implement({
  fields: (t) => ({
    eligible: t.exposeBoolean('eligible', { description: 'A delivered order of yours holds this product.' }),
    review: t.field({ type: Review, nullable: true, resolve: (s) => s.review }),
  }),
});

type AdminReview = ReviewRow & { productSlug: string };
const AdminReviewRef = builder.objectRef<AdminReview>('AdminReview').implement({
  fields: (t) => ({
    review: t.field({ type: Review, resolve: (r) => r }),
    productSlug: t.exposeString('productSlug'),
    hidden: t.boolean({ resolve: (r) => r.status === 'hidden' }),
    hiddenReason: t.exposeString('hiddenReason', { nullable: true }),
    hiddenAt: t.string({ nullable: true, resolve: (r) => r.hiddenAt?.toISOString() ?? null }),
  }),
});
const AdminReviewPage = builder.objectRef<{ total: number; items: AdminReview[] }>('AdminReviewPage').implement({
  fields: (t) => ({ total: t.exposeInt('total'), items: t.field({ type: [AdminReviewRef], resolve: (p) => p.items }) }),
});

const HidePayload = builder
  .objectRef<{ ok: true; review: ReviewRow } | { ok: false; reason: HideRefusal }>('ReviewHidePayload')
  .implement({
    fields: (t) => ({
      ok: t.exposeBoolean('ok'),
      review: t.field({ type: Review, nullable: true, resolve: (r) => (r.ok ? r.review : null) }),
      refusal: t.field({ type: HideRefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.reason) }),
    }),
  });

const ReviewStatusFilter = builder.enumType('ReviewStatusFilter', { values: ['VISIBLE', 'HIDDEN'] as const });

builder.queryFields((t) => ({
  myReviewStanding: t.authField({
    type: ReviewStanding,
    authScopes: { signedIn: true },
    description: 'Whether you may review the product (delivered to you) and the review you wrote of it.',
    args: { productId: t.arg.id({ required: true }) },
    resolve: (_r, { productId }, ctx) => reviewStanding(ctx.db, ctx.viewer, String(productId)),
  }),
  adminReviews: t.field({
    type: AdminReviewPage,
    authScopes: { admin: true },
    description: `Admins: buyers' reviews, newest first (at most ${maxAdminReviewPage} a page); samples left out.`,
    args: {
      status: t.arg({ type: ReviewStatusFilter, required: false }),
      offset: t.arg.int({ required: false, defaultValue: 0 }),
      limit: t.arg.int({ required: false, defaultValue: 25 }),
    },
    resolve: (_r, a, ctx) =>
      adminReviewList(
        ctx.db,
        a.status === 'HIDDEN' ? 'hidden' : a.status === 'VISIBLE' ? 'visible' : null,
        a.offset ?? 0,
        a.limit ?? 25,
      ),
  }),
}));

const maxReasonLength = 300;

/** After a review changed: every process's page cache too (a product page shows its reviews and stars). */
async function announced<R extends { ok: boolean }>(ctx: Parameters<typeof announceCatalogueChange>[0], r: Promise<R>) {
  const result = await r;
  if (result.ok) await announceCatalogueChange(ctx);
  return result;
}

builder.mutationFields((t) => ({
  writeReview: t.authField({
    type: WriteReviewPayload,
    authScopes: { signedIn: true },
    description: 'Rates and reviews a product delivered to you; a second write edits your review of it.',
    args: {
      productId: t.arg.id({ required: true }),
      reviewId: t.arg.id({ required: false }),
      rating: t.arg.int({ required: true }),
      title: t.arg.string({ required: true }),
      body: t.arg.string({ required: true }),
      photoKey: t.arg.string({ required: false, description: 'A key POST /api/reviews/photo answered you.' }),
    },
    resolve: (_r, a, ctx) =>
      announced(
        ctx,
        writeReview(ctx.db, ctx.viewer, {
          productId: String(a.productId),
          reviewId: a.reviewId == null ? null : String(a.reviewId),
          rating: a.rating,
          title: a.title,
          body: a.body,
          photoKey: a.photoKey ?? null,
        }),
      ),
  }),
  hideReview: t.authField({
    type: HidePayload,
    authScopes: { admin: true },
    description: "Admins: hides a buyer's review with a reason (audited); it stops counting at once.",
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, { id, reason }, ctx) => {
      const why = reason.trim();
      if (!why || why.length > maxReasonLength) return { ok: false as const, reason: 'REASON_REQUIRED' as const };
      return announced(
        ctx,
        setReviewHidden(ctx.db, ctx.viewer as AdminViewer, rowId(String(id)) ?? -1, { reason: why }, new Date()),
      );
    },
  }),
  unhideReview: t.authField({
    type: HidePayload,
    authScopes: { admin: true },
    description: 'Admins: shows a hidden review again (audited); it counts again at once.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) =>
      announced(ctx, setReviewHidden(ctx.db, ctx.viewer as AdminViewer, rowId(String(id)) ?? -1, null, new Date())),
  }),
}));
