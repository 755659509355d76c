import { graphql } from '../../gql';

// Reward points: the shopper's balance and history, and what an order used and earned.

export const MyRewardsDocument = graphql(`
  query MyRewards($after: String) {
    myRewards {
      balance
      expiringSoon {
        points
        on
      }
      rules {
        pointsPer100Inr
        maxRedeemPercent
        expiryMonths
      }
      history(first: 20, after: $after) {
        entries {
          id
          kind
          points
          orderNumber
          at
        }
        nextCursor
      }
    }
  }
`);

export const OrderPointsDocument = graphql(`
  query OrderPoints($number: String!) {
    order(number: $number) {
      id
      pointsUsed
      pointsEarned
      pointsDiscount {
        amount
        currency
      }
    }
  }
`);
