import { graphql } from '../../gql';

// The catalogue as the server renders it (run in-process, see src/api/executor.ts): products, listings
// and categories. Nothing here is private, so the documents live beside the browser's.

/** @public Read by `npm run codegen`: the documents below spread it. */
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
      verified
    }
    category {
      name
    }
    rating {
      average
      count
    }
    thumbnail {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
    offer {
      title
      endsAt
      price {
        amount
        currency
      }
    }
  }
`);

export const ProductListingDocument = graphql(`
  query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $perPage: Int) {
    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {
      total
      page
      perPage
      pageCount
      sort
      search
      notices
      inStockCount
      price {
        min {
          amount
          currency
        }
        max {
          amount
          currency
        }
      }
      facets {
        attribute {
          id
          code
          name
        }
        values {
          count
          selected
          value {
            id
            slug
            name
          }
        }
      }
      items {
        ...ProductCardFields
      }
    }
  }
`);

export const ProductPageDocument = graphql(`
  query ProductPage($slug: String!) {
    product(slug: $slug) {
      ...ProductCardFields
      description
      care
      turnaroundDays
      maxOrderQuantity
      step
      updatedAt
      images {
        src
        srcSetAvif
        srcSetWebp
        width
        height
      }
      category {
        slug
        name
        parent {
          slug
          name
        }
      }
      attributes {
        attribute {
          code
          name
        }
        values {
          slug
          name
        }
      }
      collections {
        slug
        name
      }
      deliveryEstimate {
        earliest
        latest
        dispatchDays
      }
      shopperRating {
        average
        count
      }
    }
  }
`);

/** Reviews and related products, streamed after the product itself. */
export const ProductExtrasDocument = graphql(`
  query ProductExtras($slug: String!) {
    product(slug: $slug) {
      id
      rating {
        average
        count
      }
      reviews(first: 6) {
        histogram {
          rating
          count
        }
        items {
          id
          author
          rating
          title
          body
          sample
          verifiedPurchase
          photo {
            srcSetAvif
            srcSetWebp
            src
            width
            height
          }
          createdAt
        }
      }
      related(limit: 8) {
        ...ProductCardFields
      }
    }
  }
`);

export const CategoryHeadDocument = graphql(`
  query CategoryHead($slug: String!) {
    category(slug: $slug) {
      id
      slug
      name
      description
      image {
        src
      }
      children {
        id
        slug
        name
      }
    }
  }
`);

export const CategoryIndexDocument = graphql(`
  query CategoryIndex {
    categories {
      id
      slug
      name
      description
      image {
        src
        srcSetAvif
        srcSetWebp
        width
        height
      }
      children {
        id
        slug
        name
        description
      }
    }
  }
`);
