// The offers domain's door: what checkout and orders may use of it.
export { needsGroups, offersForOrder, previewOffer, productOffer, type OrderOffers } from './service';
export { inputOf, OfferInput, OfferRefusalEnum } from './admin-input';
export { offerProblem, type OfferInput as OfferDraft, type OfferRefusal } from './validate';
export { redeemOffers, releaseOrderOffers } from './redeem';
export { aimsChangingBetween, nextOfferBoundary, offersOfOrder } from './store';
export { forgetShownOffers, shownOffers } from './shown';
export type { AppliedOffer, CodeRefusal, OfferLine } from './engine';
