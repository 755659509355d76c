// The offers domain's door: what checkout and orders may use of it.
export { needsGroups, offersForOrder, productOffer, type OrderOffers } from './service';
export { redeemOffers, releaseOrderOffers } from './redeem';
export { nextOfferBoundary, offersOfOrder } from './store';
export { forgetShownOffers, shownOffers } from './shown';
export type { AppliedOffer, OfferLine } from './engine';
