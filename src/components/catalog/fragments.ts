import { graphql } from '../../gql';

// What every product card shows; listings, search, collections and "related" all ask for this.
export const ProductCardFields = graphql(`
  fragment ProductCardFields on Product {
    id
    slug
    sku
    kind
    name
    discountPercent
    stockState
    lowStockQuantity
    unit
    price { amount currency }
    mrp { amount currency }
    brand { name verified }
    category { name }
    rating { average count }
    thumbnail { src srcSetAvif srcSetWebp width height }
  }
`);
