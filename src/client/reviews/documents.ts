import { graphql } from '../../gql';

// Reviews by buyers: a shopper's standing and write, the staff's list, hide and unhide.

export const MyReviewStandingDocument = graphql(`
  query MyReviewStanding($productId: ID!) {
    myReviewStanding(productId: $productId) {
      eligible
      review {
        id
        rating
        title
        body
        author
        photo {
          key
          src
        }
      }
    }
  }
`);

export const WriteReviewDocument = graphql(`
  mutation WriteReview(
    $productId: ID!
    $reviewId: ID
    $rating: Int!
    $title: String!
    $body: String!
    $photoKey: String
  ) {
    writeReview(
      productId: $productId
      reviewId: $reviewId
      rating: $rating
      title: $title
      body: $body
      photoKey: $photoKey
    ) {
      ok
      refusal
      review {
        id
      }
    }
  }
`);

export const AdminReviewsDocument = graphql(`
  query AdminReviews($status: ReviewStatusFilter, $offset: Int) {
    adminReviews(status: $status, offset: $offset, limit: 50) {
      total
      items {
        productSlug
        hidden
        hiddenReason
        hiddenAt
        review {
          id
          author
          rating
          title
          body
          createdAt
        }
      }
    }
  }
`);

export const HideReviewDocument = graphql(`
  mutation HideReview($id: ID!, $reason: String!) {
    hideReview(id: $id, reason: $reason) {
      ok
      refusal
    }
  }
`);

export const UnhideReviewDocument = graphql(`
  mutation UnhideReview($id: ID!) {
    unhideReview(id: $id) {
      ok
      refusal
    }
  }
`);
