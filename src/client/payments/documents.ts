import { graphql } from '../../gql';

// Payments: the built-in test gateway's page and Razorpay's signed answer.

export const TestPaymentDocument = graphql(`
  query TestPayment($id: ID!) {
    testPayment(paymentId: $id) {
      id
      orderNumber
      status
      amount {
        amount
        currency
      }
    }
  }
`);

export const CompleteTestPaymentDocument = graphql(`
  mutation CompleteTestPayment($id: ID!, $outcome: TestPaymentOutcome!) {
    completeTestPayment(paymentId: $id, outcome: $outcome) {
      ok
      refusal
      returnUrl
      orderNumber
    }
  }
`);

export const VerifyRazorpayDocument = graphql(`
  mutation VerifyRazorpay(
    $orderNumber: String!
    $razorpayOrderId: String!
    $razorpayPaymentId: String!
    $signature: String!
  ) {
    verifyRazorpayPayment(
      orderNumber: $orderNumber
      razorpayOrderId: $razorpayOrderId
      razorpayPaymentId: $razorpayPaymentId
      signature: $signature
    ) {
      ok
      refusal
      order {
        number
        status
        paymentStatus
      }
    }
  }
`);
