import type { Db } from '../../db/client';
import type { BuyingSettings } from '../../config';
import { defaultRewardRules, paisePerPoint, redeemCap, redeemProblem, type RedeemProblem } from '../../lib/rewards';
import { pointsHeld } from '../rewards';
import { findAddress, type AddressRow } from '../addresses';
import { hasInvalidQuantity, priceItems, type CartItemInput, type PricedLine } from '../cart';
import { productGroups } from '../catalog';
import { offersForOrder, type OrderOffers } from '../offers';
import { offerLines } from './offer-lines';
import { hasEarlierOrder } from '../orders';
import {
  defaultTailoringDays,
  deliveryFeeMinor,
  deliveryWindow,
  zoneOf,
  type DeliveryWindow,
  type Zone,
} from './delivery';

export type PaymentMethod = 'COD' | 'TEST_GATEWAY' | 'RAZORPAY';

export type Quote = {
  ok: boolean;
  refusal:
    | 'EMPTY_CART'
    | 'INVALID_QUANTITY'
    | 'ADDRESS_NOT_FOUND'
    | 'OUT_OF_STOCK'
    | 'OVER_LIMIT'
    | 'PRODUCT_UNAVAILABLE'
    | 'TAILORING_INVALID'
    | RedeemProblem
    | null;
  lines: PricedLine[];
  address: AddressRow | null;
  currency: string;
  subtotalMinor: number;
  /** The fee charged: what delivery costs less what an offer waives of it. */
  deliveryFeeMinor: number;
  /** What offers take off the goods (each line's share is in `offers.lineDiscounts`). */
  offerDiscountMinor: number;
  offers: OrderOffers;
  totalMinor: number;
  /** Reward points: held now, the most this order may use, and what it uses (1 point = ₹1). */
  points: { held: number; cap: number; used: number; discountMinor: number };
  freeDeliveryThresholdMinor: number | null;
  zone: Zone | 'UNKNOWN';
  tailoringDays: number;
  estimatedDelivery: DeliveryWindow;
  paymentMethods: PaymentMethod[];
  codLimitMinor: number | null;
};

/** Payment methods open to this order: COD only in India and up to the limit. */
function paymentMethodsFor(settings: BuyingSettings, zone: Zone | 'UNKNOWN', totalMinor: number): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (zone === 'INDIA' && totalMinor <= settings.codMaxMinor) methods.push('COD');
  if (settings.testGateway) methods.push('TEST_GATEWAY');
  if (settings.razorpay) methods.push('RAZORPAY');
  return methods;
}

export type QuoteAsk = {
  now: Date;
  userId: string;
  items: readonly CartItemInput[];
  addressId: string;
  /** Placing: every tailoring line must by now say how its measurements are taken. */
  placing?: boolean;
  /** Reward points to pay with. */
  redeem?: number;
  /** A code the shopper typed. */
  code?: string | null;
  /** The shopper's address on the network: with the account, what code guesses are counted against. */
  ip?: string;
};

/** Prices the cart from the database (tailoring options included) and adds delivery for the shopper's own address. */
export async function quote(db: Db, settings: BuyingSettings, ask: QuoteAsk): Promise<Quote> {
  const { now, userId, items, addressId, placing = false, redeem = 0, code = null } = ask;
  // One after the other: inside placeOrder's transaction both run on one connection.
  // Price the lines and check their tailoring (cart, which asks tailoring about each tailoring line).
  const cart = await priceItems(db, items, { userId, now, requireMeasurement: placing });
  // Find the address (addresses): the shopper's own, or none.
  const address = await findAddress(db, userId, addressId);
  const zone = address ? zoneOf(address.country) : 'UNKNOWN';
  const tailoringDays = cart.lines.reduce(
    // The longest job decides: the service's own days plus the longest its options add.
    (d, l) =>
      l.product?.kind === 'service'
        ? Math.max(d, (l.product.turnaroundDays ?? defaultTailoringDays) + (l.tailoring?.extraDays ?? 0))
        : d,
    0,
  );
  const fullFee = zone === 'UNKNOWN' ? 0 : deliveryFeeMinor(zone, cart.subtotalMinor, settings);
  // The offers (offers): those running now, the typed code's, on the priced lines.
  const offers = await offersForOrder(db, {
    now,
    userId,
    signedIn: true,
    phone: address?.phone ?? null,
    zone: zone === 'UNKNOWN' ? null : zone,
    pointsUsed: redeem > 0,
    deliveryFeeMinor: fullFee,
    code,
    lines: offerLines(cart.lines),
    groupsOf: (ids) => productGroups(db, ids),
    firstOrder: async () => !(await hasEarlierOrder(db, userId)),
    guesser: !placing && ask.ip ? { userId, ip: ask.ip } : undefined,
  });
  const fee = fullFee - offers.deliveryDiscountMinor;
  const goods = cart.subtotalMinor - offers.goodsDiscountMinor;
  // Points pay a share of the goods (after offers) only; the delivery fee is always paid.
  const rules = settings.rewards ?? defaultRewardRules;
  const held = await pointsHeld(db, userId, now, rules);
  const cap = redeemCap(goods, rules);
  const pointsRefusal = redeemProblem(redeem, held, cap);
  const used = pointsRefusal ? 0 : redeem;
  const total = goods + fee - used * paisePerPoint;
  const refusal =
    hasInvalidQuantity(items) || cart.lines.some((l) => l.problem === 'BAD_STEP')
      ? 'INVALID_QUANTITY'
      : !address
        ? 'ADDRESS_NOT_FOUND'
        : cart.lines.length === 0
          ? 'EMPTY_CART'
          : cart.lines.some((l) => l.problem === 'UNAVAILABLE')
            ? 'PRODUCT_UNAVAILABLE'
            : cart.lines.some((l) => l.problem === 'TAILORING')
              ? 'TAILORING_INVALID'
              : cart.lines.some((l) => l.problem === 'OVER_LIMIT')
                ? 'OVER_LIMIT'
                : !cart.ok
                  ? 'OUT_OF_STOCK'
                  : pointsRefusal;
  return {
    ok: refusal === null,
    refusal,
    lines: cart.lines,
    address,
    currency: cart.currency,
    subtotalMinor: cart.subtotalMinor,
    deliveryFeeMinor: fee,
    offerDiscountMinor: offers.goodsDiscountMinor,
    offers,
    totalMinor: total,
    points: { held, cap, used, discountMinor: used * paisePerPoint },
    freeDeliveryThresholdMinor: zone === 'INDIA' ? settings.freeDeliveryThresholdMinor : null,
    zone,
    tailoringDays,
    estimatedDelivery: deliveryWindow(now, zone === 'UNKNOWN' ? 'INDIA' : zone, tailoringDays),
    paymentMethods: address ? paymentMethodsFor(settings, zone, total) : [],
    codLimitMinor: zone === 'INDIA' ? settings.codMaxMinor : null,
  };
}
