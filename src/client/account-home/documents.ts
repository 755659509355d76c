import { graphql } from '../../gql';

// The account home's summaries: a few fields of what the shopper owns, each card a link to its full page.

/** Orders with their tailoring lines' stages: the orders card and the tailoring card share this one read. */
export const AccountOrdersDocument = graphql(`
  query AccountOrders {
    myOrders {
      number
      status
      createdAt
      itemCount
      hasTailoring
      total {
        amount
        currency
      }
      items {
        name
      }
      tailoringLines {
        id
        stage
        stageChangedAt
        service {
          name
        }
        garment {
          name
        }
      }
    }
  }
`);

/** An order's state as it changes, for the few orders the home shows. */
export const AccountOrderUpdatedDocument = graphql(`
  subscription AccountOrderUpdated($number: String!) {
    orderUpdated(number: $number) {
      number
      status
      tailoringLines {
        id
        stage
        stageChangedAt
        service {
          name
        }
        garment {
          name
        }
      }
    }
  }
`);

/** The rewards card: the balance and what lapses soon, without the history. */
export const AccountRewardsDocument = graphql(`
  query AccountRewards {
    myRewards {
      balance
      expiringSoon {
        points
        on
      }
    }
  }
`);

/** The wishlist card: how many, and the first few with what changed. */
export const AccountWishlistDocument = graphql(`
  query AccountWishlist {
    myWishlist {
      productId
      available
      backInStock
      priceDropped
      product {
        id
        name
      }
    }
  }
`);
