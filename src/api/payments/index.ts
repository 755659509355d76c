// The payments domain's door: what other domains, the gateway and the process may use of it.
export { paymentInsert, paymentsOfOrders, setOrderPaymentStatus, type PaymentRow } from './ledger/ledger';
export { createRazorpayOrder } from './provider/razorpay';
export { handleRazorpayWebhook } from './razorpay-events';
export { handleTestWebhook, type WebhookAnswer } from './test-gateway';
