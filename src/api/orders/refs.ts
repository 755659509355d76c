// The GraphQL types other domains' fields name (an order, its delivery window, an action's answer, the
// payment enums): declared here and implemented in order-types.ts, so a domain that names them imports
// the door without registering the orders domain's fields (only src/api/schema.ts loads the schema
// files). The enums are whole here: they have no fields.
import { paymentMethods, paymentStatuses } from '../../lib/order-status';
import { builder } from '../core/builder';
import type { OrderView } from './store';
import type { OrderActionResult } from './transition';

export const PaymentStatusEnum = builder.enumType('PaymentStatus', { values: paymentStatuses });
export const PaymentMethodEnum = builder.enumType('PaymentMethod', { values: paymentMethods });

/** A Money field's value. */
export const money = (amount: number, currency: string) => ({ amount, currency });

export const DeliveryWindow = builder.objectRef<{ earliest: string; latest: string }>('DeliveryWindow');
export const Order = builder.objectRef<OrderView>('Order');
export const OrderActionPayload = builder.objectRef<OrderActionResult>('OrderActionPayload');
