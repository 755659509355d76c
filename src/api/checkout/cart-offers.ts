import type { Db } from '../../db/client';
import { priceItems, type CartItemInput, type PricedLine } from '../cart';
import { productGroups } from '../catalog';
import { offersForOrder, type OrderOffers } from '../offers';
import { hasEarlierOrder } from '../orders';
import { offerLines } from './offer-lines';

// The offers a cart gets before there is an address: what the cart page shows (delivery and zones are
// the checkout's, where the quote settles them for the address).

export type CartOffers = { offers: OrderOffers; lines: PricedLine[]; currency: string; subtotalMinor: number };

export async function cartOffers(
  db: Db,
  ask: { now: Date; userId: string | null; ip: string; items: readonly CartItemInput[]; code: string | null },
): Promise<CartOffers> {
  const cart = await priceItems(db, ask.items);
  const { userId } = ask;
  const offers = await offersForOrder(db, {
    now: ask.now,
    userId,
    signedIn: userId !== null,
    phone: null,
    zone: null,
    pointsUsed: false,
    deliveryFeeMinor: 0,
    code: ask.code,
    lines: offerLines(cart.lines),
    groupsOf: (ids) => productGroups(db, ids),
    firstOrder: async () => userId !== null && !(await hasEarlierOrder(db, userId)),
    // A signed-out shopper's guesses count against the address alone.
    guesser: { userId: userId ?? `ip:${ask.ip}`, ip: ask.ip },
  });
  return { offers, lines: cart.lines, currency: cart.currency, subtotalMinor: cart.subtotalMinor };
}
