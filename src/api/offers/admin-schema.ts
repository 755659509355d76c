import { builder } from '../core/builder';
import { announceCatalogueChange, Money } from '../catalog';
import { offerStatuses } from '../../lib/offers';
import {
  implementOfferInputs,
  inputOf,
  OfferEffectEnum,
  OfferInput,
  OfferKindEnum,
  OfferRefusalEnum,
  type targets,
} from './admin-input';
import { batchCodes, generateCodes, type CodesResult } from './codes';
import { forgetShownOffers } from './shown';
import {
  adminOffers,
  createOffer,
  duplicateOffer,
  setOfferStatus,
  updateOffer,
  type AdminOfferRow,
  type OfferResult,
} from './admin';

// The owner's offers desk: admins only, every field; the rules are in admin.ts and validate.ts.

implementOfferInputs();

const OfferStatusEnum = builder.enumType('OfferStatus', { values: offerStatuses });

const OfferTargets = builder.objectRef<ReturnType<typeof targets>>('OfferTargets').implement({
  fields: (t) => ({
    productIds: t.intList({ resolve: (x) => x.productIds }),
    categoryIds: t.intList({ resolve: (x) => x.categoryIds }),
    collectionIds: t.intList({ resolve: (x) => x.collectionIds }),
    brandIds: t.intList({ resolve: (x) => x.brandIds }),
    valueIds: t.intList({ resolve: (x) => x.valueIds }),
    kinds: t.stringList({ resolve: (x) => x.kinds }),
  }),
});

const rupees = (minor: number) => ({ amount: minor, currency: 'INR' });

const AdminOffer = builder.objectRef<AdminOfferRow>('AdminOffer').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: OfferKindEnum, resolve: (o) => o.kind }),
    status: t.field({ type: OfferStatusEnum, resolve: (o) => o.status }),
    titleEn: t.string({ resolve: (o) => o.title.en }),
    titleHi: t.string({ nullable: true, resolve: (o) => o.title.hi ?? null }),
    titleAr: t.string({ nullable: true, resolve: (o) => o.title.ar ?? null }),
    startsAt: t.string({ resolve: (o) => o.startsAt.toISOString() }),
    endsAt: t.string({ nullable: true, resolve: (o) => o.endsAt?.toISOString() ?? null }),
    priority: t.exposeInt('priority'),
    exclusive: t.exposeBoolean('exclusive'),
    stacksWithOffers: t.exposeBoolean('stacksWithOffers'),
    stacksWithReduced: t.exposeBoolean('stacksWithReduced'),
    stacksWithPoints: t.exposeBoolean('stacksWithPoints'),
    coversTailoring: t.exposeBoolean('coversTailoring'),
    effect: t.field({ type: OfferEffectEnum, resolve: (o) => o.effect.type }),
    percent: t.float({
      nullable: true,
      resolve: (o) => ('percentX100' in o.effect ? o.effect.percentX100 / 100 : null),
    }),
    amount: t.field({
      type: Money,
      nullable: true,
      resolve: (o) => (o.effect.type === 'AMOUNT_OFF' ? rupees(o.effect.amountMinor) : null),
    }),
    buy: t.int({ nullable: true, resolve: (o) => (o.effect.type === 'BUY_X_GET_Y' ? o.effect.buy : null) }),
    get: t.int({ nullable: true, resolve: (o) => (o.effect.type === 'BUY_X_GET_Y' ? o.effect.get : null) }),
    minSubtotal: t.field({
      type: Money,
      nullable: true,
      resolve: (o) => (o.conditions.minSubtotalMinor === null ? null : rupees(o.conditions.minSubtotalMinor)),
    }),
    include: t.field({ type: OfferTargets, resolve: (o) => o.conditions.include }),
    exclude: t.field({ type: OfferTargets, resolve: (o) => o.conditions.exclude }),
    firstOrderOnly: t.boolean({ resolve: (o) => o.conditions.firstOrderOnly }),
    signedInOnly: t.boolean({ resolve: (o) => o.conditions.signedInOnly }),
    zones: t.stringList({ resolve: (o) => o.conditions.zones }),
    maxUses: t.exposeInt('maxUses', { nullable: true }),
    maxUsesPerShopper: t.exposeInt('maxUsesPerShopper', { nullable: true }),
    budget: t.field({
      type: Money,
      nullable: true,
      resolve: (o) => (o.budgetMinor === null ? null : rupees(o.budgetMinor)),
    }),
    code: t.exposeString('code', { nullable: true }),
    batchCodes: t.exposeInt('batchCodes', { description: 'Single-use codes made in batches.' }),
    uses: t.exposeInt('uses', { description: 'Orders holding a use now (a cancelled one gave it back).' }),
    orders: t.exposeInt('orders'),
    discountGiven: t.field({ type: Money, resolve: (o) => rupees(o.discountGivenMinor) }),
    revenue: t.field({
      type: Money,
      description: 'What the orders using it came to.',
      resolve: (o) => rupees(o.revenueMinor),
    }),
    version: t.exposeInt('version'),
  }),
});

const OfferPayload = builder.objectRef<OfferResult>('OfferPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    refusal: t.field({ type: OfferRefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
    offer: t.field({
      type: AdminOffer,
      nullable: true,
      resolve: async (r, _a, ctx) => (r.ok ? ((await adminOffers(ctx.db, [r.offer.id]))[0] ?? null) : null),
    }),
  }),
});

const OfferCodesPayload = builder.objectRef<CodesResult>('OfferCodesPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    refusal: t.field({ type: OfferRefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
    batch: t.string({ nullable: true, resolve: (r) => (r.ok ? r.batch : null) }),
    codes: t.stringList({ resolve: (r) => (r.ok ? r.codes : []) }),
  }),
});

const OfferCode = builder.objectRef<{ code: string; batch: string; used: boolean }>('OfferBatchCode').implement({
  fields: (t) => ({ code: t.exposeString('code'), batch: t.exposeString('batch'), used: t.exposeBoolean('used') }),
});

builder.queryFields((t) => ({
  adminOffers: t.authField({
    type: [AdminOffer],
    authScopes: { admin: true },
    description: 'Admins: every offer (newest first, up to 500) with its uses, discount given and revenue.',
    resolve: (_r, _a, ctx) => adminOffers(ctx.db),
  }),
  adminOfferCodes: t.authField({
    type: [OfferCode],
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => batchCodes(ctx.db, String(id)),
  }),
}));

// A change to an offer changes what the catalogue shows (sale prices, banners): its cached answers go.
const announced = async <R extends { ok: boolean }>(ctx: Parameters<typeof announceCatalogueChange>[0], r: R) => {
  if (r.ok) {
    forgetShownOffers(ctx.db);
    await announceCatalogueChange(ctx);
  }
  return r;
};

builder.mutationFields((t) => ({
  createOffer: t.authField({
    type: OfferPayload,
    authScopes: { admin: true },
    args: { input: t.arg({ type: OfferInput, required: true }) },
    resolve: async (_r, { input }, ctx) =>
      announced(ctx, await createOffer(ctx.db, ctx.viewer, inputOf(input), ctx.kit.now())),
  }),
  updateOffer: t.authField({
    type: OfferPayload,
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true }),
      expectedVersion: t.arg.int({ required: true }),
      input: t.arg({ type: OfferInput, required: true }),
    },
    resolve: async (_r, a, ctx) =>
      announced(
        ctx,
        await updateOffer(ctx.db, ctx.viewer, String(a.id), a.expectedVersion, inputOf(a.input), ctx.kit.now()),
      ),
  }),
  setOfferStatus: t.authField({
    type: OfferPayload,
    authScopes: { admin: true },
    description: 'Pause, resume or end an offer (an ended one stays ended: duplicate it).',
    args: {
      id: t.arg.id({ required: true }),
      expectedVersion: t.arg.int({ required: true }),
      status: t.arg({ type: OfferStatusEnum, required: true }),
    },
    resolve: async (_r, a, ctx) =>
      announced(
        ctx,
        await setOfferStatus(ctx.db, ctx.viewer, String(a.id), a.expectedVersion, a.status, ctx.kit.now()),
      ),
  }),
  duplicateOffer: t.authField({
    type: OfferPayload,
    authScopes: { admin: true },
    description: 'A paused copy without codes or counts.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => duplicateOffer(ctx.db, ctx.viewer, String(id), ctx.kit.now()),
  }),
  generateOfferCodes: t.authField({
    type: OfferCodesPayload,
    authScopes: { admin: true },
    description: 'Single-use codes for a code offer, 1-5000 in a batch.',
    args: {
      id: t.arg.id({ required: true }),
      count: t.arg.int({ required: true }),
      prefix: t.arg.string({ required: false }),
    },
    resolve: (_r, a, ctx) =>
      generateCodes(ctx.db, ctx.viewer, String(a.id), { count: a.count, prefix: a.prefix ?? '' }, ctx.kit.now()),
  }),
}));
