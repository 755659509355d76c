// The catalog domain's door: what other domains, the gateway and the process may use of it.
export { withBlousePiece } from './blouse-piece';
export { catalogueChanged, setCatalogueCacheSeconds } from './cache';
export { followCatalogueChanges } from './follow';
export { firstListingPictureKeys } from './first-pages';
export { feedBrands, feedCategories, feedCategoryProducts, feedKinds, feedProducts } from './market-feed';
export { productsByIds, type ProductRow } from './product-rows';
export { offerPage, productGroups, productsAimedAt } from './offer-facts';
export { Money, Product, ProductKindEnum, Review, SafeInt } from './refs';
export { maxPerOrder } from './product';
export { returnStock, takeStock } from './stock';
export { announceCatalogueChange, announceOfferChange } from './announce';
export { linkTargetExists } from './link-targets';
export { lowStockCount, lowStockThreshold } from './low-stock';
export {
  adminReviewList,
  buyerReviewOf,
  eraseBuyerReviews,
  maxAdminReviewPage,
  reviewsErased,
  saveBuyerReview,
  setReviewHidden,
  type HideRefusal,
  type OnStarsChanged,
} from './buyer-reviews';
export type { ReviewRow } from './product';
