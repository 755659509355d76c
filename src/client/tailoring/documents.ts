import { graphql } from '../../gql';

// The tailoring picker's call: the services that can be made from a product, with their options.

export const TailoringForDocument = graphql(`
  query TailoringFor($productId: ID!) {
    tailoringFor(productId: $productId) {
      product {
        id
        sku
        kind
        name
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
      }
      service {
        productId
        garment
        material
        metres
        rules {
          option
          kind
          others
        }
        groups {
          code
          name
          required
          multiple
          options {
            code
            name
            picture
            extraDays
            metres
            setsMetres
            price {
              amount
              currency
            }
          }
        }
      }
    }
  }
`);
