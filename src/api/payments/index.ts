// The payments domain's door: what other domains, the gateway and the process may use of it.
export {
  paymentOfEvent,
  razorpayPaymentOf,
  recordCapture,
  recordPaymentEvent,
  setPaymentStatus,
  testPaymentOf,
  type PaymentOutcome,
} from './ledger/events';
export { paymentInsert, paymentsOfOrders, setOrderPaymentStatus, type PaymentRow } from './ledger/ledger';
export {
  createRazorpayOrder,
  fetchRazorpayPayment,
  hmacHex,
  refundRazorpayPayment,
  sameSignature,
  verifyCheckoutSignature,
} from './provider/razorpay';
export {
  insertRefund,
  liveRefundOf,
  refundByProviderId,
  refundablePayment,
  refundsOfOrders,
  updateRefund,
  type RefundRow,
} from './ledger/refunds';
export { testGatewaySecret } from './provider/test-gateway';
export { takingsBetween } from './takings';
