import { graphql } from '../../gql';

// The wishlist's calls to the gateway: the signed-in shopper's list, kept on the server, and the
// signed-out shopper's list, kept in the browser and only priced by the server.

export const WishlistIdsDocument = graphql(`
  query WishlistIds {
    myWishlist {
      productId
    }
  }
`);

/** @public Read by `npm run codegen`: the documents below spread it. */
export const WishlistItemFields = graphql(`
  fragment WishlistItemFields on WishlistItem {
    productId
    available
    backInStock
    priceDropped
    priceWhenAdded {
      amount
      currency
    }
    product {
      ...ProductCardFields
    }
  }
`);

export const MyWishlistDocument = graphql(`
  query MyWishlist {
    myWishlist {
      ...WishlistItemFields
    }
    me {
      id
      wishlistAlerts
    }
  }
`);

export const WishlistPreviewDocument = graphql(`
  query WishlistPreview($items: [WishlistEntryInput!]!) {
    wishlistPreview(items: $items) {
      ...WishlistItemFields
    }
  }
`);

export const AddToWishlistDocument = graphql(`
  mutation AddToWishlist($item: WishlistEntryInput!) {
    addToWishlist(item: $item) {
      ok
      error
      count
      productIds
    }
  }
`);

export const RemoveFromWishlistDocument = graphql(`
  mutation RemoveFromWishlist($productId: ID!) {
    removeFromWishlist(productId: $productId) {
      ok
      error
      count
      productIds
    }
  }
`);

export const MergeWishlistDocument = graphql(`
  mutation MergeWishlist($items: [WishlistEntryInput!]!) {
    mergeWishlist(items: $items) {
      ok
      error
      count
      productIds
    }
  }
`);

/** The account's one choice: told when an item is back in stock or cheaper (also on the profile). */
export const SetWishlistAlertsDocument = graphql(`
  mutation SetWishlistAlerts($on: Boolean!) {
    setWishlistAlerts(on: $on)
  }
`);
