import { graphql } from '../../gql';

// Addresses, checkout, orders and payments as the browser asks for them.

/** @public Read by `npm run codegen`: the documents below spread it. */
export const AddressFields = graphql(`
  fragment AddressFields on Address {
    id
    name
    phone
    line1
    line2
    city
    state
    postalCode
    country
    isDefault
  }
`);

export const MyAddressesDocument = graphql(`
  query MyAddresses {
    myAddresses { ...AddressFields }
  }
`);

export const SaveAddressDocument = graphql(`
  mutation SaveAddress($id: ID, $input: AddressInput!) {
    saveAddress(id: $id, input: $input) {
      ok
      address { ...AddressFields }
      errors { field code }
    }
  }
`);

export const DeleteAddressDocument = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id)
  }
`);

export const SetDefaultAddressDocument = graphql(`
  mutation SetDefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) { id isDefault }
  }
`);

export const CheckoutQuoteDocument = graphql(`
  query CheckoutQuote($items: [CartItemInput!]!, $addressId: ID!) {
    checkoutQuote(items: $items, addressId: $addressId) {
      ok
      subtotal { amount currency }
      deliveryFee { amount currency }
      total { amount currency }
      freeDeliveryThreshold { amount currency }
      codLimit { amount currency }
      zone
      tailoringDays
      estimatedDelivery { earliest latest }
      paymentMethods
      lines {
        id
        qty
        problem
        available
        unitPrice { amount currency }
        lineTotal { amount currency }
        product { id slug sku kind unit name price { amount currency } mrp { amount currency } brand { name } thumbnail { src srcSetAvif srcSetWebp width height } }
      }
    }
  }
`);

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
    nextStatuses
    carrier
    trackingNumber
    subtotal { amount currency }
    deliveryFee { amount currency }
    total { amount currency }
    estimatedDelivery { earliest latest }
    address { ...AddressFields }
    items {
      productId
      slug
      sku
      name
      brandName
      kind
      qty
      discount { amount currency }
      unitPrice { amount currency }
      lineTotal { amount currency }
      image { src srcSetAvif srcSetWebp width height }
    }
    events { status at actor note noteCode }
  }
`);

export const PlaceOrderDocument = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      ok
      refusal
      order { ...OrderFields }
      problems { id problem available product { name } }
      payment {
        method
        redirectUrl
        razorpay { keyId orderId amount currency }
      }
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
      total { amount currency }
      items { name image { src srcSetAvif srcSetWebp width height } }
    }
  }
`);

export const OrderDocument = graphql(`
  query Order($number: String!) {
    order(number: $number) { ...OrderFields }
  }
`);

export const OrderUpdatedDocument = graphql(`
  subscription OrderUpdated($number: String!) {
    orderUpdated(number: $number) { ...OrderFields }
  }
`);

export const CancelOrderDocument = graphql(`
  mutation CancelOrder($number: String!) {
    cancelOrder(number: $number) {
      ok
      order { ...OrderFields }
    }
  }
`);

export const AdminOrdersDocument = graphql(`
  query AdminOrders($status: OrderStatus) {
    adminOrders(status: $status) { ...OrderFields }
  }
`);

export const AdvanceOrderDocument = graphql(`
  mutation AdvanceOrder($number: String!, $to: OrderStatus!, $carrier: String, $trackingNumber: String, $note: String) {
    advanceOrder(number: $number, to: $to, carrier: $carrier, trackingNumber: $trackingNumber, note: $note) {
      ok
      order { ...OrderFields }
    }
  }
`);

export const TestPaymentDocument = graphql(`
  query TestPayment($id: ID!) {
    testPayment(paymentId: $id) { id orderNumber status amount { amount currency } }
  }
`);

export const CompleteTestPaymentDocument = graphql(`
  mutation CompleteTestPayment($id: ID!, $outcome: TestPaymentOutcome!) {
    completeTestPayment(paymentId: $id, outcome: $outcome) { ok refusal returnUrl orderNumber }
  }
`);

export const VerifyRazorpayDocument = graphql(`
  mutation VerifyRazorpay($orderNumber: String!, $razorpayOrderId: String!, $razorpayPaymentId: String!, $signature: String!) {
    verifyRazorpayPayment(orderNumber: $orderNumber, razorpayOrderId: $razorpayOrderId, razorpayPaymentId: $razorpayPaymentId, signature: $signature) {
      ok
      order { number status paymentStatus }
    }
  }
`);
