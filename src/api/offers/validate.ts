import { codePattern, normaliseCode, type Effect, type Targets } from '../../lib/offers';
import type { Offer } from './rules';

// What the owner may save as an offer: every number in range, a window that ends after it starts, a code
// that can be typed. Checked before anything is written; the first problem is the answer.

const deliveryZones = ['INDIA', 'SAARC', 'GULF', 'ASIA_PACIFIC', 'EUROPE', 'REST_OF_WORLD'] as const;
const productKinds = ['saree', 'fabric', 'service'];

export type OfferRefusal =
  | 'INVALID_TITLE'
  | 'INVALID_WINDOW'
  | 'INVALID_PERCENT'
  | 'INVALID_AMOUNT'
  | 'INVALID_BUY_GET'
  | 'INVALID_CAP'
  | 'INVALID_TARGETS'
  | 'INVALID_CODE'
  | 'CODE_TAKEN'
  | 'EXCLUSIVE_OVERLAP'
  | 'NOT_FOUND'
  | 'STALE'
  | 'INVALID_COUNT';

/** An offer as the owner saves it: everything but its id, status and running counts, with its own code. */
export type OfferInput = Omit<Offer, 'id' | 'status' | 'uses' | 'discountGivenMinor'> & {
  /** A code offer's own code (any number of uses); null when it has only batch codes. */
  code: string | null;
};

const whole = (n: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  Number.isSafeInteger(n) && n >= min && n <= max;
const percentOk = (p: number) => whole(p, 1, 10_000);
const idsOk = (ids: readonly number[]) => ids.length <= 500 && ids.every((i) => whole(i, 1, 2 ** 31 - 1));
const targetsOk = (t: Targets) =>
  idsOk(t.productIds) &&
  idsOk(t.categoryIds) &&
  idsOk(t.collectionIds) &&
  idsOk(t.brandIds) &&
  idsOk(t.valueIds) &&
  t.kinds.every((k) => productKinds.includes(k));

function effectProblem(e: Effect): OfferRefusal | null {
  switch (e.type) {
    case 'PERCENT_OFF':
    case 'SERVICE_WITH_SAREE':
      return percentOk(e.percentX100) ? null : 'INVALID_PERCENT';
    case 'AMOUNT_OFF':
      return whole(e.amountMinor, 1, 10_000_000_00) ? null : 'INVALID_AMOUNT';
    case 'FREE_DELIVERY':
      return null;
    case 'BUY_X_GET_Y':
      if (!percentOk(e.percentX100)) return 'INVALID_PERCENT';
      return whole(e.buy, 1, 50) && whole(e.get, 1, 50) ? null : 'INVALID_BUY_GET';
  }
}

/** The first thing wrong with an offer as asked, or null; `code` comes back normalised. */
export function offerProblem(input: OfferInput): OfferRefusal | null {
  const title = input.title.en.trim();
  // PostgreSQL's text cannot hold NUL: such a title is refused here, not failed in the database.
  const titles = Object.values(input.title).map((t) => t ?? '');
  if (!title || titles.some((t) => t.length > 80 || t.includes('\u0000'))) return 'INVALID_TITLE';
  if (Number.isNaN(input.startsAt.getTime()) || (input.endsAt && Number.isNaN(input.endsAt.getTime())))
    return 'INVALID_WINDOW';
  if (input.endsAt && input.endsAt <= input.startsAt) return 'INVALID_WINDOW';
  const effect = effectProblem(input.effect);
  if (effect) return effect;
  const c = input.conditions;
  if (c.minSubtotalMinor !== null && !whole(c.minSubtotalMinor, 1, 10_000_000_00)) return 'INVALID_AMOUNT';
  if (!targetsOk(c.include) || !targetsOk(c.exclude)) return 'INVALID_TARGETS';
  if (!c.zones.every((z) => (deliveryZones as readonly string[]).includes(z))) return 'INVALID_TARGETS';
  for (const cap of [input.maxUses, input.maxUsesPerShopper])
    if (cap !== null && !whole(cap, 1, 10_000_000)) return 'INVALID_CAP';
  if (input.budgetMinor !== null && !whole(input.budgetMinor, 1, 10_000_000_00)) return 'INVALID_CAP';
  if (!whole(input.priority, -1000, 1000)) return 'INVALID_CAP';
  if (input.kind === 'CODE' && input.code !== null && !codePattern.test(normaliseCode(input.code)))
    return 'INVALID_CODE';
  if (input.kind !== 'CODE' && input.code) return 'INVALID_CODE';
  return null;
}
