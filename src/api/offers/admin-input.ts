import { builder } from '../core/builder';
import { SafeInt } from '../catalog';
import { effectTypes, offerKinds, type Effect } from '../../lib/offers';
import type { OfferInput as Input } from './validate';

// The owner's offer form as GraphQL takes it, and what it becomes for the rules (validate.ts).

export const OfferKindEnum = builder.enumType('OfferKind', { values: offerKinds });
export const OfferEffectEnum = builder.enumType('OfferEffectType', { values: effectTypes });

export const OfferRefusalEnum = builder.enumType('OfferRefusal', {
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

type TargetsShape = {
  productIds?: number[] | null;
  categoryIds?: number[] | null;
  collectionIds?: number[] | null;
  brandIds?: number[] | null;
  valueIds?: number[] | null;
  kinds?: string[] | null;
};
type InputShape = {
  kind: (typeof offerKinds)[number];
  titleEn: string;
  titleHi?: string | null;
  titleAr?: string | null;
  startsAt: string;
  endsAt?: string | null;
  priority?: number | null;
  exclusive?: boolean | null;
  stacksWithOffers?: boolean | null;
  stacksWithReduced?: boolean | null;
  stacksWithPoints?: boolean | null;
  coversTailoring?: boolean | null;
  effect: (typeof effectTypes)[number];
  percent?: number | null;
  amount?: number | null;
  buy?: number | null;
  get?: number | null;
  minSubtotal?: number | null;
  include?: TargetsShape | null;
  exclude?: TargetsShape | null;
  firstOrderOnly?: boolean | null;
  signedInOnly?: boolean | null;
  zones?: string[] | null;
  maxUses?: number | null;
  maxUsesPerShopper?: number | null;
  budget?: number | null;
  code?: string | null;
};

// References only: importing this file (through the door) registers no fields; the offers desk's schema
// (admin-schema.ts), which only src/api/schema.ts loads, gives them their fields.
export const OfferInput = builder.inputRef<InputShape>('OfferInput');
const Targets = builder.inputRef<TargetsShape>('OfferTargetsInput');

/** The input types' fields: called once, by the offers desk's schema. */
export function implementOfferInputs(): void {
  Targets.implement({
    fields: (t) => ({
      productIds: t.intList({ required: false }),
      categoryIds: t.intList({ required: false }),
      collectionIds: t.intList({ required: false }),
      brandIds: t.intList({ required: false, description: 'Makers.' }),
      valueIds: t.intList({ required: false, description: 'Attribute values, such as a weave.' }),
      kinds: t.stringList({ required: false, description: 'saree, fabric or service.' }),
    }),
  });
  OfferInput.implement({
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
}

export const targets = (t: TargetsShape | null | undefined) => ({
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

export function inputOf(i: InputShape): Input {
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
