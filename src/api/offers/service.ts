import type { Db } from '../../db/client';
import { phoneKey } from '../../lib/offers';
import { applyOffers, type CodeRefusal, type OfferContext, type OfferLine, type OfferOutcome } from './engine';
import { countUnknownCode, mayTryCode, type Guesser } from './attempts';
import { offerOfCode, runningOffers, shopperUses } from './store';
import type { Offer } from './rules';
import type { OfferInput } from './validate';

// The offers an order gets, as the quote and placing ask for them: what runs now, the typed code's
// offer, the shopper's earlier uses, then the engine.

export type OrderOffersAsk = Omit<OfferContext, 'usesByShopper' | 'firstOrder'> & {
  /** Null for a signed-out shopper (a cart before sign-in). */
  userId: string | null;
  /** The phone the order goes to: a per-shopper cap counts it as well as the account. */
  phone: string | null;
  code: string | null;
  lines: readonly OfferLine[];
  /** Asked only when an offer aims at collections or weaves: each product's (catalog). */
  groupsOf?: (ids: number[]) => Promise<Map<number, { collectionIds: number[]; valueIds: number[] }>>;
  /** Asked only when an offer is for a first order. */
  firstOrder: () => Promise<boolean>;
  /** The quote a shopper asks for counts unknown codes against them and their address; placing does not. */
  guesser?: Guesser;
};

/** `singleUse`: the applied code is one of a batch's (its own row counts its one use). */
export type OrderOffers = OfferOutcome & { code: string | null; singleUse: boolean };

const byGroup = (o: Offer) =>
  [o.conditions.include, o.conditions.exclude].some((t) => t.collectionIds.length > 0 || t.valueIds.length > 0);
const productIds = (lines: readonly OfferLine[]) => [...new Set(lines.map((l) => l.productId))];
const withGroups = (
  lines: readonly OfferLine[],
  groups: Map<number, { collectionIds: number[]; valueIds: number[] }>,
): OfferLine[] => lines.map((l) => ({ ...l, ...(groups.get(l.productId) ?? { collectionIds: [], valueIds: [] }) }));

export async function offersForOrder(db: Db, ask: OrderOffersAsk): Promise<OrderOffers> {
  const running = await runningOffers(db, ask.now);
  const typed = ask.code?.trim() ? ask.code : null;
  let codeRefusal: CodeRefusal | null = null;
  let codeOffer: Awaited<ReturnType<typeof offerOfCode>> = null;
  if (typed) {
    if (ask.guesser && !(await mayTryCode(db, ask.guesser, ask.now))) codeRefusal = 'TOO_MANY_ATTEMPTS';
    else {
      codeOffer = await offerOfCode(db, typed);
      if (!codeOffer) {
        codeRefusal = 'UNKNOWN';
        if (ask.guesser) await countUnknownCode(db, ask.guesser, ask.now);
      } else if (codeOffer.codeUsedUp) codeRefusal = 'USED_UP';
    }
  }
  const codeRunning = codeRefusal === null && codeOffer ? codeOffer : null;
  const all = codeRunning ? [...running, codeRunning.offer] : running;
  const firstOrder = all.some((o) => o.conditions.firstOrderOnly) ? await ask.firstOrder() : false;
  const capped = all.filter((o) => o.maxUsesPerShopper !== null).map((o) => o.id);
  const usesByShopper =
    ask.userId === null
      ? new Map<string, number>()
      : await shopperUses(db, capped, { userId: ask.userId, phone: ask.phone && phoneKey(ask.phone) });
  const lines =
    all.some(byGroup) && ask.groupsOf ? withGroups(ask.lines, await ask.groupsOf(productIds(ask.lines))) : ask.lines;
  const outcome = applyOffers(running, codeRunning, lines, { ...ask, firstOrder, usesByShopper });
  return {
    ...outcome,
    codeRefusal: codeRefusal ?? outcome.codeRefusal,
    code: codeRunning && outcome.codeRefusal === null ? codeRunning.code : null,
    singleUse: codeRunning?.singleUse ?? false,
  };
}

/**
 * The best running offer on one piece (or metre) of a product, as its card and page show it: offers that
 * need nothing but the product (no minimum, not first orders only, every zone), or null.
 */
export function productOffer(
  running: readonly Offer[],
  line: OfferLine,
  shopper: { now: Date; signedIn: boolean },
): { offer: Offer; discountMinor: number } | null {
  const plain = running.filter(
    (o) =>
      (o.effect.type === 'PERCENT_OFF' || o.effect.type === 'AMOUNT_OFF') &&
      (o.conditions.minSubtotalMinor ?? 0) <= line.lineTotalMinor &&
      !o.conditions.firstOrderOnly &&
      o.conditions.zones.length === 0,
  );
  if (plain.length === 0) return null;
  const outcome = applyOffers(plain, null, [line], {
    now: shopper.now,
    signedIn: shopper.signedIn,
    firstOrder: false,
    zone: null,
    pointsUsed: false,
    usesByShopper: new Map(),
    deliveryFeeMinor: 0,
  });
  const best = outcome.applied[0];
  return best ? { offer: best.offer, discountMinor: outcome.goodsDiscountMinor } : null;
}

/** Whether any of these offers aims at collections or weaves (a product's groups must then be read). */
export const needsGroups = (offers: readonly Offer[]) => offers.some(byGroup);

/**
 * What one offer, as drafted, does to a sample cart by itself (the owner's preview before saving): the
 * engine's own arithmetic, as if its code were typed (so it says why it does not apply), at its start
 * when that is later than now, for a signed-in shopper's first order. Other running offers are left out.
 */
export function previewOffer(
  draft: OfferInput,
  lines: readonly OfferLine[],
  ctx: { now: Date; zone: string | null; deliveryFeeMinor: number },
): OfferOutcome {
  const { code, ...rest } = draft;
  const offer: Offer = { ...rest, id: 'preview', status: 'ACTIVE', uses: 0, discountGivenMinor: 0 };
  const at = draft.startsAt > ctx.now ? draft.startsAt : ctx.now;
  return applyOffers([], { offer, code: code ?? 'PREVIEW' }, lines, {
    now: at,
    signedIn: true,
    firstOrder: true,
    zone: ctx.zone,
    pointsUsed: false,
    usesByShopper: new Map(),
    deliveryFeeMinor: ctx.deliveryFeeMinor,
  });
}
