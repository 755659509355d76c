import type { Localized } from '../../db/schema/localized';
import type { Conditions, Effect, OfferKind, OfferStatus, Targets } from '../../lib/offers';

export type { Targets };

// What an offer is, as the engine reads it: who it is for (conditions), what it does (effect), what it
// stacks with, and its caps. Kept apart from the tables so the engine is plain functions.

export type Offer = {
  id: string;
  kind: OfferKind;
  status: OfferStatus;
  title: Localized;
  startsAt: Date;
  endsAt: Date | null;
  priority: number;
  /** Applies alone: no other offer on the same order. */
  exclusive: boolean;
  /** Goes with other (non-exclusive) offers on the same order. */
  stacksWithOffers: boolean;
  /** Covers lines already reduced (MRP above the price). */
  stacksWithReduced: boolean;
  /** Goes with reward points on the same order. */
  stacksWithPoints: boolean;
  /** Covers tailoring services (otherwise only goods are covered). */
  coversTailoring: boolean;
  conditions: Conditions;
  effect: Effect;
  maxUses: number | null;
  maxUsesPerShopper: number | null;
  budgetMinor: number | null;
  uses: number;
  discountGivenMinor: number;
};

export const noTargets = (): Targets => ({
  productIds: [],
  categoryIds: [],
  collectionIds: [],
  brandIds: [],
  valueIds: [],
  kinds: [],
});

/** Whether the offer runs at `now`: active, started, not ended. */
export function runsAt(o: Pick<Offer, 'status' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  return o.status === 'ACTIVE' && o.startsAt <= now && (o.endsAt === null || now < o.endsAt);
}
