import type { AdminOfferFieldsFragment, OfferEffectType, OfferInput, OfferKind } from '../gql/graphql';

// The owner's offer form: what its fields hold (text, as typed) and the offer the server is sent. Times
// are typed as the store's wall clock: India keeps +05:30 all year (no daylight saving), so the offset is fixed.

const istOffsetMs = 330 * 60_000;

export type OfferFormValues = {
  kind: OfferKind;
  titleEn: string;
  titleHi: string;
  titleAr: string;
  /** YYYY-MM-DDTHH:mm in IST. */
  startsAt: string;
  endsAt: string;
  effect: OfferEffectType;
  percent: string;
  /** Rupees. */
  amount: string;
  buy: string;
  get: string;
  minSubtotal: string;
  kinds: string[];
  productIds: string;
  categoryIds: string;
  collectionIds: string;
  brandIds: string;
  valueIds: string;
  exclusive: boolean;
  stacksWithOffers: boolean;
  stacksWithReduced: boolean;
  stacksWithPoints: boolean;
  coversTailoring: boolean;
  firstOrderOnly: boolean;
  signedInOnly: boolean;
  maxUses: string;
  maxUsesPerShopper: string;
  budget: string;
  code: string;
};

/** An instant as the store's wall clock for a datetime-local field. */
export function istWallClock(iso: string | Date): string {
  const ms = (typeof iso === 'string' ? new Date(iso) : iso).getTime();
  return new Date(ms + istOffsetMs).toISOString().slice(0, 16);
}

/** A datetime-local value read as IST, as an ISO instant with its offset (empty: none). */
export function istInstant(wall: string): string | null {
  const w = wall.trim();
  if (!w) return null;
  // Minutes (a datetime-local field's default) or seconds (with step 1).
  return /T\d{2}:\d{2}$/.test(w) ? `${w}:00+05:30` : `${w}+05:30`;
}

const ids = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
const whole = (text: string) => (text.trim() ? Number(text.trim()) : null);
/** Rupees as typed (1,499.50) to paise; text that is no amount goes as -1, which the server refuses. */
export function paiseOf(text: string): number | null {
  const t = text.replace(/[,\s₹]/g, '');
  if (!t) return null;
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : -1;
}

export function offerInputOf(v: OfferFormValues): OfferInput {
  const percent = v.percent.trim() ? Number(v.percent.replace(',', '.')) : null;
  return {
    kind: v.kind,
    titleEn: v.titleEn,
    titleHi: v.titleHi || null,
    titleAr: v.titleAr || null,
    startsAt: istInstant(v.startsAt) ?? '',
    endsAt: istInstant(v.endsAt),
    effect: v.effect,
    percent,
    amount: v.effect === 'AMOUNT_OFF' ? (paiseOf(v.amount) ?? 0) : null,
    buy: whole(v.buy),
    get: whole(v.get),
    minSubtotal: paiseOf(v.minSubtotal),
    include: {
      kinds: v.kinds,
      productIds: ids(v.productIds),
      categoryIds: ids(v.categoryIds),
      collectionIds: ids(v.collectionIds),
      brandIds: ids(v.brandIds),
      valueIds: ids(v.valueIds),
    },
    exclusive: v.exclusive,
    stacksWithOffers: v.stacksWithOffers,
    stacksWithReduced: v.stacksWithReduced,
    stacksWithPoints: v.stacksWithPoints,
    coversTailoring: v.coversTailoring,
    firstOrderOnly: v.firstOrderOnly,
    signedInOnly: v.signedInOnly,
    maxUses: whole(v.maxUses),
    maxUsesPerShopper: whole(v.maxUsesPerShopper),
    budget: paiseOf(v.budget),
    code: v.kind === 'CODE' && v.code.trim() ? v.code : null,
  };
}

const rupees = (m: { amount: number } | null | undefined) => (m ? String(m.amount / 100) : '');
const list = (xs: readonly number[]) => xs.join(', ');

/** A new offer's form: a code offer of 10 % from the next hour, for a week. */
export function newOfferValues(now: Date): OfferFormValues {
  const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  return {
    kind: 'CODE',
    titleEn: '',
    titleHi: '',
    titleAr: '',
    startsAt: istWallClock(start),
    endsAt: istWallClock(new Date(start.getTime() + 7 * 86_400_000)),
    effect: 'PERCENT_OFF',
    percent: '10',
    amount: '',
    buy: '2',
    get: '1',
    minSubtotal: '',
    kinds: [],
    productIds: '',
    categoryIds: '',
    collectionIds: '',
    brandIds: '',
    valueIds: '',
    exclusive: false,
    stacksWithOffers: true,
    stacksWithReduced: false,
    stacksWithPoints: true,
    coversTailoring: false,
    firstOrderOnly: false,
    signedInOnly: false,
    maxUses: '',
    maxUsesPerShopper: '',
    budget: '',
    code: '',
  };
}

export function offerValuesOf(o: AdminOfferFieldsFragment): OfferFormValues {
  return {
    kind: o.kind,
    titleEn: o.titleEn,
    titleHi: o.titleHi ?? '',
    titleAr: o.titleAr ?? '',
    startsAt: istWallClock(o.startsAt),
    endsAt: o.endsAt ? istWallClock(o.endsAt) : '',
    effect: o.effect,
    percent: o.percent === null || o.percent === undefined ? '' : String(o.percent),
    amount: rupees(o.amount),
    buy: o.buy ? String(o.buy) : '',
    get: o.get ? String(o.get) : '',
    minSubtotal: rupees(o.minSubtotal),
    kinds: o.include.kinds,
    productIds: list(o.include.productIds),
    categoryIds: list(o.include.categoryIds),
    collectionIds: list(o.include.collectionIds),
    brandIds: list(o.include.brandIds),
    valueIds: list(o.include.valueIds),
    exclusive: o.exclusive,
    stacksWithOffers: o.stacksWithOffers,
    stacksWithReduced: o.stacksWithReduced,
    stacksWithPoints: o.stacksWithPoints,
    coversTailoring: o.coversTailoring,
    firstOrderOnly: o.firstOrderOnly,
    signedInOnly: o.signedInOnly,
    maxUses: o.maxUses ? String(o.maxUses) : '',
    maxUsesPerShopper: o.maxUsesPerShopper ? String(o.maxUsesPerShopper) : '',
    budget: rupees(o.budget),
    code: o.code ?? '',
  };
}

/** Most lines a sample cart holds (the server's limit). */
export const maxSampleLines = 20;

/**
 * A sample cart as the owner types it: product ids, each with a quantity after "×", "x" or "*" (metres
 * for a fabric; 1 when left out), separated by commas, semicolons or new lines: "12 × 1, 40 × 2.5".
 * Null when any part is not so, or there are none or too many.
 */
export function sampleItemsOf(text: string): { productId: number; qty: number }[] | null {
  const parts = text
    .split(/[,;\n]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > maxSampleLines) return null;
  const items: { productId: number; qty: number }[] = [];
  for (const part of parts) {
    const m = /^(\d{1,9})(?:\s*[×xX*]\s*(\d{1,3}(?:\.\d{1,2})?))?$/.exec(part);
    if (!m) return null;
    const qty = m[2] ? Number(m[2]) : 1;
    if (!(qty > 0 && qty <= 100)) return null;
    items.push({ productId: Number(m[1]), qty });
  }
  return items;
}
