// The rewards domain's door: what other domains (orders, checkout) may use of it.
export { earnForOrder, pointsHeld, pointsOfOrder, redeemPoints, reverseOrder } from './ledger';
