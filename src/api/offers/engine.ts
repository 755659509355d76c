import { allocate, percentOf } from './allocate';
import { runsAt, type Offer, type Targets } from './rules';

// Which offers an order gets and what each takes off which line: plain functions of the offers, the
// priced lines and the shopper's situation, so the cart, the quote and placing agree to the paisa.

export type OfferLine = {
  key: string;
  productId: number;
  kind: string;
  categoryId: number;
  brandId: number;
  collectionIds: readonly number[];
  valueIds: readonly number[];
  qty: number;
  unitPriceMinor: number;
  mrpMinor: number;
  lineTotalMinor: number;
  /** For a tailoring service: the key of the line it is made from. */
  attachTo: string | null;
};

export type OfferContext = {
  now: Date;
  signedIn: boolean;
  firstOrder: boolean;
  zone: string | null;
  pointsUsed: boolean;
  /** Uses of each offer by this shopper (account or phone) on orders not cancelled. */
  usesByShopper: ReadonlyMap<string, number>;
  deliveryFeeMinor: number;
};

export type CodeRefusal =
  | 'UNKNOWN'
  | 'PAUSED'
  | 'EXPIRED'
  | 'NOT_STARTED'
  | 'MIN_NOT_REACHED'
  | 'NOT_FOR_ITEMS'
  | 'USED_UP'
  | 'ONE_PER_SHOPPER'
  | 'NOT_COMBINABLE'
  | 'SIGN_IN_REQUIRED'
  | 'FIRST_ORDER_ONLY'
  | 'NOT_IN_ZONE'
  | 'NOT_WITH_POINTS'
  | 'TOO_MANY_ATTEMPTS';

export type AppliedOffer = {
  offer: Offer;
  /** The code it came with (a code offer), as stored. */
  code: string | null;
  /** Each covered line's share, by line key. */
  shares: Map<string, number>;
  /** The delivery fee it waives. */
  deliveryMinor: number;
  discountMinor: number;
};

export type OfferOutcome = {
  applied: AppliedOffer[];
  /** Every line's discount over all offers, by key (0 when none). */
  lineDiscounts: Map<string, number>;
  goodsDiscountMinor: number;
  deliveryDiscountMinor: number;
  codeRefusal: CodeRefusal | null;
};

const hits = (t: Targets, l: OfferLine): boolean =>
  t.productIds.includes(l.productId) ||
  t.categoryIds.includes(l.categoryId) ||
  t.brandIds.includes(l.brandId) ||
  t.kinds.includes(l.kind) ||
  l.collectionIds.some((c) => t.collectionIds.includes(c)) ||
  l.valueIds.some((v) => t.valueIds.includes(v));

const isEmpty = (t: Targets) => Object.values(t).every((v) => v.length === 0);

/** A line the offer's targets take in, before the tailoring and reduced-price rules. */
const targeted = (o: Offer, l: OfferLine) =>
  (isEmpty(o.conditions.include) || hits(o.conditions.include, l)) && !hits(o.conditions.exclude, l);

/** The lines an offer covers: a service only when it covers tailoring, a reduced line only when it stacks with them. */
function coveredLines(o: Offer, lines: readonly OfferLine[]): OfferLine[] {
  if (o.effect.type === 'SERVICE_WITH_SAREE') {
    const sarees = new Set(lines.filter((l) => l.kind === 'saree' && targeted(o, l)).map((l) => l.key));
    return lines.filter((l) => l.kind === 'service' && l.attachTo !== null && sarees.has(l.attachTo));
  }
  return lines.filter(
    (l) =>
      (l.kind !== 'service' || o.coversTailoring) &&
      (o.stacksWithReduced || l.mrpMinor <= l.unitPriceMinor) &&
      targeted(o, l),
  );
}

/** Why an offer does not apply to this order (before stacking), or null. */
function whyNot(o: Offer, lines: readonly OfferLine[], ctx: OfferContext): CodeRefusal | null {
  if (o.status === 'PAUSED') return 'PAUSED';
  if (o.status === 'ENDED' || (o.endsAt && ctx.now >= o.endsAt)) return 'EXPIRED';
  if (ctx.now < o.startsAt) return 'NOT_STARTED';
  if (!runsAt(o, ctx.now)) return 'EXPIRED';
  if (o.maxUses !== null && o.uses >= o.maxUses) return 'USED_UP';
  if (o.budgetMinor !== null && o.discountGivenMinor >= o.budgetMinor) return 'USED_UP';
  if (o.conditions.signedInOnly && !ctx.signedIn) return 'SIGN_IN_REQUIRED';
  if (o.maxUsesPerShopper !== null && (ctx.usesByShopper.get(o.id) ?? 0) >= o.maxUsesPerShopper)
    return 'ONE_PER_SHOPPER';
  if (o.conditions.firstOrderOnly && !ctx.firstOrder) return ctx.signedIn ? 'FIRST_ORDER_ONLY' : 'SIGN_IN_REQUIRED';
  if (o.conditions.zones.length > 0 && ctx.zone !== null && !o.conditions.zones.includes(ctx.zone))
    return 'NOT_IN_ZONE';
  if (!o.stacksWithPoints && ctx.pointsUsed) return 'NOT_WITH_POINTS';
  const covered = coveredLines(o, lines);
  if (covered.length === 0) return 'NOT_FOR_ITEMS';
  const min = o.conditions.minSubtotalMinor;
  const base = o.effect.type === 'SERVICE_WITH_SAREE' ? lines.filter((l) => targeted(o, l)) : covered;
  if (min !== null && base.reduce((a, l) => a + l.lineTotalMinor, 0) < min) return 'MIN_NOT_REACHED';
  return null;
}

/** What one offer takes off each covered line, from what is left of each after the offers before it. */
function sharesOf(o: Offer, covered: readonly OfferLine[], left: ReadonlyMap<string, number>): number[] {
  const weights = covered.map((l) => left.get(l.key) ?? 0);
  const sum = weights.reduce((a, w) => a + w, 0);
  const e = o.effect;
  switch (e.type) {
    case 'PERCENT_OFF':
    case 'SERVICE_WITH_SAREE':
      return allocate(percentOf(sum, e.percentX100), weights);
    case 'AMOUNT_OFF':
      return allocate(e.amountMinor, weights);
    case 'FREE_DELIVERY':
      return weights.map(() => 0);
    case 'BUY_X_GET_Y': {
      // Whole pieces only (a metre of fabric is not a piece); the cheapest pieces are the ones given.
      const pieces = covered.flatMap((l, i) =>
        Number.isInteger(l.qty) ? Array.from({ length: l.qty }, () => ({ i, price: l.unitPriceMinor })) : [],
      );
      pieces.sort((a, b) => a.price - b.price || a.i - b.i);
      const free = Math.floor(pieces.length / (e.buy + e.get)) * e.get;
      const off = weights.map(() => 0);
      for (const p of pieces.slice(0, free)) off[p.i] = off[p.i]! + percentOf(p.price, e.percentX100);
      return off.map((v, i) => Math.min(v, weights[i]!));
    }
  }
}

/**
 * The offers an order gets: every running automatic offer and sale that applies, and the code's offer
 * when one is typed, in priority order (then the larger discount first, then the id). An exclusive offer
 * applies alone; an offer that does not stack with others applies only when it is the first. The code's
 * refusal says why its offer is not among them. A budget left over cuts an offer's discount to it.
 */
export function applyOffers(
  offers: readonly Offer[],
  codeOffer: { offer: Offer; code: string } | null,
  lines: readonly OfferLine[],
  ctx: OfferContext,
): OfferOutcome {
  let codeRefusal = codeOffer ? whyNot(codeOffer.offer, lines, ctx) : null;
  const candidates = offers.filter((o) => o.kind !== 'CODE' && whyNot(o, lines, ctx) === null);
  if (codeOffer && codeRefusal === null) candidates.push(codeOffer.offer);
  candidates.sort((a, b) => b.priority - a.priority || (a.id < b.id ? -1 : 1));
  const left = new Map(lines.map((l) => [l.key, l.lineTotalMinor]));
  let deliveryLeft = ctx.deliveryFeeMinor;
  const applied: AppliedOffer[] = [];
  for (const o of candidates) {
    const first = applied.length === 0;
    const fits = first || (!o.exclusive && o.stacksWithOffers && applied.every((a) => !a.offer.exclusive));
    if (!fits) {
      if (codeOffer?.offer.id === o.id) codeRefusal = 'NOT_COMBINABLE';
      continue;
    }
    const covered = coveredLines(o, lines);
    const shares = sharesOf(o, covered, left);
    let deliveryMinor = o.effect.type === 'FREE_DELIVERY' ? deliveryLeft : 0;
    // What is left of a campaign's budget caps this order's discount (delivery first, then the lines).
    if (o.budgetMinor !== null) {
      const room = Math.max(0, o.budgetMinor - o.discountGivenMinor);
      deliveryMinor = Math.min(deliveryMinor, room);
      const goods = shares.reduce((a, s) => a + s, 0);
      if (goods > room - deliveryMinor) {
        const cut = allocate(room - deliveryMinor, shares);
        shares.splice(0, shares.length, ...cut);
      }
    }
    const discountMinor = shares.reduce((a, s) => a + s, 0) + deliveryMinor;
    // Free delivery on an order whose delivery is free already still applies; any other offer that takes nothing does not.
    if (discountMinor === 0 && o.effect.type !== 'FREE_DELIVERY') {
      if (codeOffer?.offer.id === o.id) codeRefusal = 'NOT_FOR_ITEMS';
      continue;
    }
    const byKey = new Map(covered.map((l, i) => [l.key, shares[i]!]));
    for (const [k, s] of byKey) left.set(k, left.get(k)! - s);
    deliveryLeft -= deliveryMinor;
    applied.push({
      offer: o,
      code: codeOffer?.offer.id === o.id ? codeOffer.code : null,
      shares: byKey,
      deliveryMinor,
      discountMinor,
    });
  }
  const lineDiscounts = new Map(lines.map((l) => [l.key, l.lineTotalMinor - left.get(l.key)!]));
  const goods = [...lineDiscounts.values()].reduce((a, s) => a + s, 0);
  return {
    applied,
    lineDiscounts,
    goodsDiscountMinor: goods,
    deliveryDiscountMinor: ctx.deliveryFeeMinor - deliveryLeft,
    codeRefusal,
  };
}
