// The wishlist domain's door: what other domains, the gateway and the process may use of it.
export { wishlistCount, wishlistLimit } from './service';
