import { graphql } from '../../gql';

// Checkout: the quote for a cart and an address, and placing the order.

export const CheckoutQuoteDocument = graphql(`
  query CheckoutQuote($items: [CartItemInput!]!, $addressId: ID!, $redeemPoints: Float, $code: String) {
    checkoutQuote(items: $items, addressId: $addressId, redeemPoints: $redeemPoints, code: $code) {
      ok
      offerDiscount {
        amount
        currency
      }
      offers {
        ...QuoteOffersFields
      }
      points {
        held
        cap
        used
        percent
        discount {
          amount
          currency
        }
      }
      subtotal {
        amount
        currency
      }
      deliveryFee {
        amount
        currency
      }
      total {
        amount
        currency
      }
      freeDeliveryThreshold {
        amount
        currency
      }
      codLimit {
        amount
        currency
      }
      zone
      tailoringDays
      estimatedDelivery {
        earliest
        latest
      }
      paymentMethods
      refusal
      lines {
        id
        key
        qty
        problem
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
        available
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

export const PlaceOrderDocument = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      ok
      refusal
      order {
        ...OrderFields
      }
      problems {
        id
        key
        problem
        available
        product {
          name
        }
        tailoring {
          problem
          problemDetail
        }
      }
      payment {
        method
        redirectUrl
        razorpay {
          keyId
          orderId
          amount
          currency
        }
      }
    }
  }
`);
