import { graphql } from '../../gql';

// Offers as the cart and checkout show them: what applies, each line's saving, why a typed code does not.

/** @public Read by `npm run codegen`: the cart's and checkout's documents spread it. */
export const QuoteOffersFields = graphql(`
  fragment QuoteOffersFields on QuoteOffers {
    code
    codeRefusal
    goodsDiscount {
      amount
      currency
    }
    deliveryDiscount {
      amount
      currency
    }
    applied {
      id
      title
      code
      endsAt
      discount {
        amount
        currency
      }
      deliveryDiscount {
        amount
        currency
      }
    }
    lines {
      key
      discount {
        amount
        currency
      }
    }
  }
`);

export const CartOffersDocument = graphql(`
  query CartOffers($items: [CartItemInput!]!, $code: String) {
    cartOffers(items: $items, code: $code) {
      subtotal {
        amount
        currency
      }
      subtotalAfterOffers {
        amount
        currency
      }
      offers {
        ...QuoteOffersFields
      }
    }
  }
`);
