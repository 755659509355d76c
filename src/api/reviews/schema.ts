import { builder } from '../core/builder';
import {
  adminReviewList,
  maxAdminReviewPage,
  Review,
  setReviewHidden,
  type HideRefusal,
  type ReviewRow,
} from '../catalog';
import type { AdminViewer } from '../core/viewer';
import type { CatalogueChange, SilaiPubSub } from '../core/pubsub';
import { hideReasonProblem } from '../../lib/review-rules';
import { tidyText } from '../../lib/text';
import { rowId } from '../core/row-id';
import { reviewStanding, writeReview, type ReviewRefusal, type WriteReviewResult } from './service';

// Reviews by buyers: a shopper's standing and their write; staff's list, hide and unhide.

const refusals: ReviewRefusal[] = [
  'RATING_OUT_OF_RANGE',
  'TITLE_REQUIRED',
  'TITLE_TOO_LONG',
  'TITLE_INVALID',
  'BODY_TOO_LONG',
  'BODY_INVALID',
  'NOT_DELIVERED',
  'NOT_YOURS',
  'PHOTO_UNKNOWN',
  'TOO_MANY',
];
const ReviewRefusalEnum = builder.enumType('ReviewRefusal', {
  description: 'Why a review was not saved (nothing changed); the browser translates each.',
  values: refusals,
});
const hideRefusals: HideRefusal[] = ['NOT_FOUND', 'SAMPLE', 'REASON_REQUIRED', 'REASON_INVALID'];
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

/** After a review changed: every process drops what shows the product's stars (its page, its cards). */
const publish = (ctx: { pubsub: SilaiPubSub }) => (change: CatalogueChange) =>
  void ctx.pubsub.publish('catalogueChanged', change);

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
      writeReview(
        ctx.db,
        ctx.viewer,
        {
          productId: String(a.productId),
          reviewId: a.reviewId == null ? null : String(a.reviewId),
          rating: a.rating,
          title: a.title,
          body: a.body,
          photoKey: a.photoKey ?? null,
        },
        new Date(),
        publish(ctx),
      ),
  }),
  hideReview: t.authField({
    type: HidePayload,
    authScopes: { admin: true },
    description: "Admins: hides a buyer's review with a reason (audited); it stops counting at once.",
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, { id, reason }, ctx) => {
      const why = tidyText(reason);
      const problem = hideReasonProblem(why);
      if (problem) return { ok: false as const, reason: problem };
      const admin = ctx.viewer as AdminViewer;
      return setReviewHidden(ctx.db, admin, rowId(String(id)) ?? -1, { reason: why }, new Date(), publish(ctx));
    },
  }),
  unhideReview: t.authField({
    type: HidePayload,
    authScopes: { admin: true },
    description: 'Admins: shows a hidden review again (audited); it counts again at once.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) =>
      setReviewHidden(ctx.db, ctx.viewer as AdminViewer, rowId(String(id)) ?? -1, null, new Date(), publish(ctx)),
  }),
}));
