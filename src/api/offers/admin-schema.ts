import { builder } from '../core/builder';
import { announceCatalogueChange, Money, SafeInt } from '../catalog';
import { effectTypes, offerKinds, offerStatuses, type Effect } from '../../lib/offers';
import {
  adminOffers,
  batchCodes,
  createOffer,
  duplicateOffer,
  generateCodes,
  setOfferStatus,
  updateOffer,
  type AdminOfferRow,
  type CodesResult,
  type OfferResult,
} from './admin';
import type { OfferInput as Input } from './validate';

// The owner's offers desk: admins only, every field; the rules are in admin.ts and validate.ts.

const OfferKindEnum = builder.enumType('OfferKind', { values: offerKinds });
const OfferStatusEnum = builder.enumType('OfferStatus', { values: offerStatuses });
const OfferEffectEnum = builder.enumType('OfferEffectType', { values: effectTypes });
const OfferRefusalEnum = builder.enumType('OfferRefusal', {
  description:
    'INVALID_WINDOW: the end is not after the start (or an ended offer cannot run again: duplicate it); INVALID_PERCENT: not above 0 and at most 100 in steps of 0.01; INVALID_AMOUNT: not a positive amount; INVALID_CAP: a cap below 1 or below what was used; EXCLUSIVE_OVERLAP: another exclusive offer runs in the window; CODE_TAKEN: another offer has the code; STALE: changed by someone else since you read it.',
  values: [
    'INVALID_TITLE',
    'INVALID_WINDOW',
    'INVALID_PERCENT',
    'INVALID_AMOUNT',
    'INVALID_BUY_GET',
    'INVALID_CAP',
    'INVALID_TARGETS',
    'INVALID_CODE',
    'CODE_TAKEN',
    'EXCLUSIVE_OVERLAP',
    'NOT_FOUND',
    'STALE',
    'INVALID_COUNT',
  ] as const,
});

const Targets = builder.inputType('OfferTargetsInput', {
  fields: (t) => ({
    productIds: t.intList({ required: false }),
    categoryIds: t.intList({ required: false }),
    collectionIds: t.intList({ required: false }),
    brandIds: t.intList({ required: false, description: 'Makers.' }),
    valueIds: t.intList({ required: false, description: 'Attribute values, such as a weave.' }),
    kinds: t.stringList({ required: false, description: 'saree, fabric or service.' }),
  }),
});

const OfferInput = builder.inputType('OfferInput', {
  fields: (t) => ({
    kind: t.field({ type: OfferKindEnum, required: true }),
    titleEn: t.string({ required: true }),
    titleHi: t.string({ required: false }),
    titleAr: t.string({ required: false }),
    startsAt: t.string({ required: true, description: 'ISO date-time with its offset (the store is in IST).' }),
    endsAt: t.string({ required: false }),
    priority: t.int({ required: false }),
    exclusive: t.boolean({ required: false }),
    stacksWithOffers: t.boolean({ required: false }),
    stacksWithReduced: t.boolean({ required: false }),
    stacksWithPoints: t.boolean({ required: false }),
    coversTailoring: t.boolean({ required: false }),
    effect: t.field({ type: OfferEffectEnum, required: true }),
    percent: t.float({ required: false, description: 'For PERCENT_OFF, SERVICE_WITH_SAREE, BUY_X_GET_Y: 0.01-100.' }),
    amount: t.field({ type: SafeInt, required: false, description: 'For AMOUNT_OFF, in paise.' }),
    buy: t.int({ required: false }),
    get: t.int({ required: false }),
    minSubtotal: t.field({ type: SafeInt, required: false, description: 'In paise.' }),
    include: t.field({ type: Targets, required: false }),
    exclude: t.field({ type: Targets, required: false }),
    firstOrderOnly: t.boolean({ required: false }),
    signedInOnly: t.boolean({ required: false }),
    zones: t.stringList({ required: false }),
    maxUses: t.int({ required: false }),
    maxUsesPerShopper: t.int({ required: false }),
    budget: t.field({ type: SafeInt, required: false, description: 'In paise.' }),
    code: t.string({ required: false, description: "A code offer's own code." }),
  }),
});

type InputShape = typeof OfferInput.$inferInput;
type TargetsShape = NonNullable<InputShape['include']>;
const targets = (t: TargetsShape | null | undefined) => ({
  productIds: t?.productIds ?? [],
  categoryIds: t?.categoryIds ?? [],
  collectionIds: t?.collectionIds ?? [],
  brandIds: t?.brandIds ?? [],
  valueIds: t?.valueIds ?? [],
  kinds: t?.kinds ?? [],
});
// A percentage to hundredths exactly (12.5 → 1250); anything finer is not a percentage the store takes.
const x100 = (p: number | null | undefined) => {
  const v = Math.round((p ?? 0) * 100);
  return Math.abs(v - (p ?? 0) * 100) < 1e-6 ? v : -1;
};

function effectOf(i: InputShape): Effect {
  switch (i.effect) {
    case 'PERCENT_OFF':
    case 'SERVICE_WITH_SAREE':
      return { type: i.effect, percentX100: x100(i.percent) };
    case 'AMOUNT_OFF':
      return { type: 'AMOUNT_OFF', amountMinor: i.amount ?? 0 };
    case 'FREE_DELIVERY':
      return { type: 'FREE_DELIVERY' };
    case 'BUY_X_GET_Y':
      return { type: 'BUY_X_GET_Y', buy: i.buy ?? 0, get: i.get ?? 0, percentX100: x100(i.percent ?? 100) };
  }
}

function inputOf(i: InputShape): Input {
  const text = (s: string | null | undefined) => (s?.trim() ? s.trim() : undefined);
  return {
    kind: i.kind,
    title: {
      en: i.titleEn.trim(),
      ...(text(i.titleHi) ? { hi: text(i.titleHi) } : {}),
      ...(text(i.titleAr) ? { ar: text(i.titleAr) } : {}),
    },
    startsAt: new Date(i.startsAt),
    endsAt: i.endsAt ? new Date(i.endsAt) : null,
    priority: i.priority ?? 0,
    exclusive: i.exclusive ?? false,
    stacksWithOffers: i.stacksWithOffers ?? true,
    stacksWithReduced: i.stacksWithReduced ?? false,
    stacksWithPoints: i.stacksWithPoints ?? true,
    coversTailoring: i.coversTailoring ?? false,
    conditions: {
      minSubtotalMinor: i.minSubtotal ?? null,
      include: targets(i.include),
      exclude: targets(i.exclude),
      firstOrderOnly: i.firstOrderOnly ?? false,
      signedInOnly: i.signedInOnly ?? false,
      zones: i.zones ?? [],
    },
    effect: effectOf(i),
    maxUses: i.maxUses ?? null,
    maxUsesPerShopper: i.maxUsesPerShopper ?? null,
    budgetMinor: i.budget ?? null,
    code: i.code?.trim() ? i.code : null,
  };
}

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
  if (r.ok) await announceCatalogueChange(ctx);
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
