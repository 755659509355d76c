// The offers domain's door: what checkout and orders may use of it.
export { offersForOrder, type OrderOffers } from './service';
export { redeemOffers, releaseOrderOffers } from './redeem';
export { offersOfOrder } from './store';
export type { AppliedOffer, OfferLine } from './engine';
