// The checkout workflow's door: placing an order and settling its payment, across the domains that
// own the rows (cart, catalog, tailoring, addresses, orders, payments, notifications). It owns no
// tables, and no domain imports it: the gateway and the process do.
export { handleRazorpayWebhook } from './razorpay-events';
export { handleTestWebhook, type WebhookAnswer } from './test-gateway';
export { maxOpenCodPerShopper } from './place-checks';
export { startOfferClock } from './offer-clock';
