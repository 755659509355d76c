import { graphql } from '../../gql';

// The owner's offers desk: the list with each offer's figures, and its changes.

/** @public Read by `npm run codegen`: the desk's documents spread it. */
export const AdminOfferFields = graphql(`
  fragment AdminOfferFields on AdminOffer {
    id
    kind
    status
    titleEn
    titleHi
    titleAr
    startsAt
    endsAt
    priority
    exclusive
    stacksWithOffers
    stacksWithReduced
    stacksWithPoints
    coversTailoring
    effect
    percent
    amount {
      amount
      currency
    }
    buy
    get
    minSubtotal {
      amount
      currency
    }
    include {
      productIds
      categoryIds
      collectionIds
      brandIds
      valueIds
      kinds
    }
    firstOrderOnly
    signedInOnly
    zones
    maxUses
    maxUsesPerShopper
    budget {
      amount
      currency
    }
    code
    batchCodes
    uses
    orders
    discountGiven {
      amount
      currency
    }
    revenue {
      amount
      currency
    }
    version
  }
`);

export const AdminOffersDocument = graphql(`
  query AdminOffers {
    adminOffers {
      ...AdminOfferFields
    }
  }
`);

export const CreateOfferDocument = graphql(`
  mutation CreateOffer($input: OfferInput!) {
    createOffer(input: $input) {
      ok
      refusal
      offer {
        ...AdminOfferFields
      }
    }
  }
`);

export const UpdateOfferDocument = graphql(`
  mutation UpdateOffer($id: ID!, $expectedVersion: Int!, $input: OfferInput!) {
    updateOffer(id: $id, expectedVersion: $expectedVersion, input: $input) {
      ok
      refusal
      offer {
        ...AdminOfferFields
      }
    }
  }
`);

export const SetOfferStatusDocument = graphql(`
  mutation SetOfferStatus($id: ID!, $expectedVersion: Int!, $status: OfferStatus!) {
    setOfferStatus(id: $id, expectedVersion: $expectedVersion, status: $status) {
      ok
      refusal
    }
  }
`);

export const DuplicateOfferDocument = graphql(`
  mutation DuplicateOffer($id: ID!) {
    duplicateOffer(id: $id) {
      ok
      refusal
    }
  }
`);

export const GenerateOfferCodesDocument = graphql(`
  mutation GenerateOfferCodes($id: ID!, $count: Int!, $prefix: String) {
    generateOfferCodes(id: $id, count: $count, prefix: $prefix) {
      ok
      refusal
      batch
      codes
    }
  }
`);

export const AdminOfferCodesDocument = graphql(`
  query AdminOfferCodes($id: ID!) {
    adminOfferCodes(id: $id) {
      code
      batch
      used
    }
  }
`);

export const AdminOfferPreviewDocument = graphql(`
  query AdminOfferPreview($input: OfferInput!, $items: [OfferSampleItem!]!, $zone: String) {
    adminOfferPreview(input: $input, items: $items, zone: $zone) {
      refusal
      why
      missing
      notWhole
      lines {
        productId
        name
        qty
        lineTotal {
          amount
        }
        discount {
          amount
        }
      }
      subtotal {
        amount
      }
      deliveryFee {
        amount
      }
      goodsDiscount {
        amount
      }
      deliveryDiscount {
        amount
      }
      total {
        amount
      }
    }
  }
`);
