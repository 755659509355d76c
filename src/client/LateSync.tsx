'use client';
import { CartSync } from './cart/CartSync';
import { GraphQLProvider } from './session/GraphQLProvider';
import { WishlistSync } from './wishlist/WishlistSync';

/**
 * The cart's and the wishlist's keepers (storage, other tabs, the account's copy), loaded after the
 * page has hydrated with the GraphQL client they run on: the cart count and the hearts come from
 * the browser's storage after the first paint, as they always have, in space the header reserves.
 */
export function LateSync() {
  return (
    <GraphQLProvider>
      <CartSync />
      <WishlistSync />
    </GraphQLProvider>
  );
}
