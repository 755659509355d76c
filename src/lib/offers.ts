// What an offer is made of, for the tables, the server and the owner's forms alike.

export const offerKinds = ['CODE', 'AUTOMATIC', 'SALE'] as const;
export type OfferKind = (typeof offerKinds)[number];
export const offerStatuses = ['ACTIVE', 'PAUSED', 'ENDED'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** What an offer covers or leaves out; an empty list says nothing. Makers are brands; weaves are attribute values. */
export type Targets = {
  productIds: number[];
  categoryIds: number[];
  collectionIds: number[];
  brandIds: number[];
  valueIds: number[];
  kinds: string[];
};

export type Conditions = {
  /** Of the goods the offer covers, before any offer. */
  minSubtotalMinor: number | null;
  include: Targets;
  exclude: Targets;
  firstOrderOnly: boolean;
  signedInOnly: boolean;
  /** Delivery zones it is for (empty: every zone). */
  zones: string[];
};

/** Percentages are in hundredths (1500 = 15 %), so 12.5 % is exact. */
export type Effect =
  | { type: 'PERCENT_OFF'; percentX100: number }
  | { type: 'AMOUNT_OFF'; amountMinor: number }
  | { type: 'FREE_DELIVERY' }
  /** A tailoring service made from a covered saree (fall & pico with any silk saree), free at 10000. */
  | { type: 'SERVICE_WITH_SAREE'; percentX100: number }
  /** For every `buy` covered pieces, the `get` cheapest more are `percentX100` off. */
  | { type: 'BUY_X_GET_Y'; buy: number; get: number; percentX100: number };

export const effectTypes = ['PERCENT_OFF', 'AMOUNT_OFF', 'FREE_DELIVERY', 'SERVICE_WITH_SAREE', 'BUY_X_GET_Y'] as const;

/** A code as a shopper may type it: spaces anywhere and any case are the same code. */
export const normaliseCode = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** What a stored code may be: 3-32 letters, digits and dashes. */
export const codePattern = /^[A-Z0-9-]{3,32}$/;

/** A phone as a per-shopper cap compares it: digits only, so "+91 98200 12345" and "+919820012345" are one. */
export const phoneKey = (phone: string): string => phone.replace(/\D/g, '');
