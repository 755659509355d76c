import type { RedeemProblem } from '../../lib/rewards';
import type { Locale } from '../../db/schema/localized';
import type { CartItemInput, PricedLine } from '../cart';
import type { PaymentMethod } from './quote';
import type { OrderView } from '../orders';

// What placing an order is asked and answers.

type PlaceOrderRefusal =
  | 'EMPTY_CART'
  | 'TOO_MANY_ITEMS'
  | 'INVALID_QUANTITY'
  | 'OUT_OF_STOCK'
  | 'OVER_LIMIT'
  | 'PRODUCT_UNAVAILABLE'
  | 'ADDRESS_NOT_FOUND'
  | 'PAYMENT_METHOD_UNAVAILABLE'
  | 'COD_LIMIT'
  | 'INVALID_KEY'
  | 'TOO_MANY_PENDING'
  | 'TOO_MANY_COD'
  | 'TAILORING_INVALID'
  | 'TOTAL_CHANGED'
  | 'CODE_REFUSED'
  | 'OFFER_CHANGED'
  | RedeemProblem;
export type PlaceOrderInput = {
  items: readonly CartItemInput[];
  addressId: string;
  paymentMethod: PaymentMethod;
  idempotencyKey: string;
  /** Reward points to pay with (1 point = ₹1), checked again by the server. */
  redeemPoints?: number | null;
  /** An offer code the shopper typed. */
  code?: string | null;
  /** The total the shopper was shown: placing refuses (TOTAL_CHANGED) rather than charge another. */
  expectedTotalMinor?: number | null;
  /** The shopper's language: messages about the order are written in it. */ locale?: Locale;
};
export type PlaceOrderResult =
  | { ok: true; order: OrderView; refusal: null; problems: PricedLine[] }
  | { ok: false; order: null; refusal: PlaceOrderRefusal; problems: PricedLine[] };

export const refusal = (code: PlaceOrderRefusal, problems: PricedLine[] = []): PlaceOrderResult => ({
  ok: false,
  order: null,
  refusal: code,
  problems,
});
