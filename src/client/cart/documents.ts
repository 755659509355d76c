import { graphql } from '../../gql';

// The cart's calls to the gateway: prices and stock re-checked on the server (the browser's prices
// are never trusted), and the signed-in shopper's copy of the cart.

export const CartCheckDocument = graphql(`
  query CartCheck($items: [CartItemInput!]!) {
    cartCheck(items: $items) {
      ok
      itemCount
      subtotal {
        amount
        currency
      }
      lines {
        id
        key
        qty
        available
        tailoring {
          options {
            group
            groupName
            code
            name
            price {
              amount
              currency
            }
            extraDays
          }
          optionsPrice {
            amount
            currency
          }
          extraDays
          metresNeeded
          garment
          attachTo
          ownFabric
          measurement {
            kind
            profileId
          }
          problem
          problemDetail
        }
        problem
        previousPrice {
          amount
          currency
        }
        unitPrice {
          amount
          currency
        }
        lineTotal {
          amount
          currency
        }
        product {
          id
          slug
          sku
          kind
          unit
          name
          maxOrderQuantity
          step
          stockState
          turnaroundDays
          price {
            amount
            currency
          }
          mrp {
            amount
            currency
          }
          brand {
            name
          }
          thumbnail {
            src
            srcSetAvif
            srcSetWebp
            width
            height
          }
        }
      }
    }
  }
`);

export const SyncCartDocument = graphql(`
  mutation SyncCart($items: [CartItemInput!]!, $merge: Boolean!) {
    syncCart(items: $items, merge: $merge) {
      id
      qty
      key
      tailoring {
        options
        attachTo
        ownFabric
        measurement {
          kind
          profileId
        }
      }
    }
  }
`);
