// The wishlist domain's door: what other domains may use of it.
export { eraseWishlist } from './erase';
