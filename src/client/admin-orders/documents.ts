import { graphql } from '../../gql';

// The back office's orders: the searched list, one order whole with its refunds and audit trail.

export const AdminOrderSearchDocument = graphql(`
  query AdminOrderSearch(
    $search: String
    $status: OrderStatus
    $paymentStatus: PaymentStatus
    $from: String
    $to: String
    $first: Int
    $offset: Int
  ) {
    adminOrderSearch(
      search: $search
      status: $status
      paymentStatus: $paymentStatus
      from: $from
      to: $to
      first: $first
      offset: $offset
    ) {
      total
      totalCapped
      orders {
        id
        number
        status
        paymentStatus
        paymentMethod
        createdAt
        total {
          amount
          currency
        }
        address {
          name
          phone
          city
        }
      }
    }
  }
`);

export const AdminOrderDocument = graphql(`
  query AdminOrder($number: String!) {
    order(number: $number) {
      ...OrderFields
      refunds {
        id
        status
        reference
        providerRefundId
        createdAt
        amount {
          amount
          currency
        }
      }
      events {
        actorName
      }
    }
    auditTrail(entity: "order", entityId: $number) {
      id
      actorName
      actorRole
      action
      before
      after
      at
    }
  }
`);

export const SettleRefundDocument = graphql(`
  mutation SettleRefund($number: String!, $reference: String) {
    settleRefund(number: $number, reference: $reference) {
      ok
      pending
      refusal
    }
  }
`);
