import { graphql } from '../../gql';

// Orders as the shopper and the staff see them, kept live over the WebSocket.

/** @public Read by `npm run codegen`: the documents below spread it. */
export const OrderFields = graphql(`
  fragment OrderFields on Order {
    id
    number
    status
    paymentMethod
    paymentStatus
    paymentId
    createdAt
    updatedAt
    expiresAt
    itemCount
    hasTailoring
    canCancel
    cancelRefusal
    nextStatuses
    carrier
    trackingNumber
    subtotal {
      amount
      currency
    }
    deliveryFee {
      amount
      currency
    }
    pointsUsed
    pointsDiscount {
      amount
      currency
    }
    offerDiscount {
      amount
      currency
    }
    offers {
      title
      code
      released
      discount {
        amount
        currency
      }
    }
    total {
      amount
      currency
    }
    estimatedDelivery {
      earliest
      latest
    }
    address {
      ...AddressFields
    }
    items {
      productId
      slug
      sku
      name
      brandName
      kind
      qty
      discount {
        amount
        currency
      }
      offerDiscount {
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
      image {
        src
        srcSetAvif
        srcSetWebp
        width
        height
      }
    }
    events {
      status
      at
      actor
      note
      noteCode
    }
  }
`);

export const MyOrdersDocument = graphql(`
  query MyOrders {
    myOrders {
      number
      status
      paymentStatus
      createdAt
      itemCount
      total {
        amount
        currency
      }
      items {
        name
        image {
          src
          srcSetAvif
          srcSetWebp
          width
          height
        }
      }
    }
  }
`);

export const OrderDocument = graphql(`
  query Order($number: String!) {
    order(number: $number) {
      ...OrderFields
    }
  }
`);

export const OrderUpdatedDocument = graphql(`
  subscription OrderUpdated($number: String!) {
    orderUpdated(number: $number) {
      ...OrderFields
    }
  }
`);

export const CancelOrderDocument = graphql(`
  mutation CancelOrder($number: String!) {
    cancelOrder(number: $number) {
      ok
      refusal
      order {
        ...OrderFields
      }
    }
  }
`);

export const AdvanceOrderDocument = graphql(`
  mutation AdvanceOrder($number: String!, $to: OrderStatus!, $carrier: String, $trackingNumber: String, $note: String) {
    advanceOrder(number: $number, to: $to, carrier: $carrier, trackingNumber: $trackingNumber, note: $note) {
      ok
      order {
        ...OrderFields
      }
    }
  }
`);

// The test gateway's page still imports its documents from here.
export { CompleteTestPaymentDocument, TestPaymentDocument } from '../payments/documents';
