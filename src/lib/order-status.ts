// The order's and payment's status lists, the one source for the state machine, the GraphQL enums, the
// database's CHECK constraints and the browser.
import * as z from 'zod/mini';

export const orderStatuses = [
  'PENDING_PAYMENT',
  'PLACED',
  'CONFIRMED',
  'IN_TAILORING',
  'QUALITY_CHECK',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'PAYMENT_FAILED',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const paymentStatuses = ['PENDING', 'PAID', 'FAILED', 'COD_DUE', 'REFUND_DUE', 'REFUNDED', 'EXPIRED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentMethods = ['COD', 'TEST_GATEWAY', 'RAZORPAY'] as const;

/**
 * Who moved an order (the order's history records it): the shopper, staff (an admin by hand, a designer
 * through the workshop's stages), the store itself (expiry) or the payment provider.
 */
export const orderActors = ['customer', 'admin', 'designer', 'system', 'payment'] as const;
export type Actor = (typeof orderActors)[number];
