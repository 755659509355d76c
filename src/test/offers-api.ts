// GraphQL documents and helpers for the offer tests: an admin makes offers, a shopper quotes with a code.
import { eq } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { products } from '../db/schema/catalog';
import { catalogueChanged } from '../api/catalog/cache';
import type { TestServer } from './gateway-server';
import { gqlAs, type Shopper } from './shoppers';

const CREATE_OFFER = `mutation C($input: OfferInput!) { createOffer(input: $input) {
  ok refusal offer { id status version code uses orders discountGiven { amount } revenue { amount } } } }`;
export const OFFER_STATUS = `mutation S($id: ID!, $v: Int!, $s: OfferStatus!) { setOfferStatus(id: $id, expectedVersion: $v, status: $s) {
  ok refusal offer { id status version } } }`;
export const ADMIN_OFFERS = `{ adminOffers { id titleEn status uses orders version code batchCodes discountGiven { amount } revenue { amount } } }`;
const OFFER_QUOTE = `query Q($items: [CartItemInput!]!, $a: ID!, $code: String, $p: Float) {
  checkoutQuote(items: $items, addressId: $a, code: $code, redeemPoints: $p) {
  ok refusal subtotal { amount } deliveryFee { amount } offerDiscount { amount } total { amount }
  lines { key } offers { code codeRefusal goodsDiscount { amount } deliveryDiscount { amount }
    applied { id title code endsAt discount { amount } deliveryDiscount { amount } } lines { key discount { amount } } } } }`;

export type OfferQuote = {
  ok: boolean;
  refusal: string | null;
  subtotal: { amount: number };
  deliveryFee: { amount: number };
  offerDiscount: { amount: number };
  total: { amount: number };
  lines: { key: string }[];
  offers: {
    code: string | null;
    codeRefusal: string | null;
    goodsDiscount: { amount: number };
    deliveryDiscount: { amount: number };
    applied: { id: string; title: string; code: string | null; endsAt: string | null; discount: { amount: number } }[];
    lines: { key: string; discount: { amount: number } }[];
  };
};

export type OfferAsk = Record<string, unknown> & { kind: string; titleEn: string; startsAt: string; effect: string };

export async function createOffer(server: TestServer, admin: Shopper, input: OfferAsk) {
  const r = await gqlAs<{
    createOffer: {
      ok: boolean;
      refusal: string | null;
      offer: { id: string; version: number; code: string | null } | null;
    };
  }>(server, admin, CREATE_OFFER, { input });
  if (r.errors) throw new Error(`createOffer errors: ${JSON.stringify(r.errors)}`);
  return r.data.createOffer;
}

export async function offerQuote(
  server: TestServer,
  who: Shopper,
  vars: { items: { id: string; qty: number }[]; a: string; code?: string | null; p?: number },
): Promise<OfferQuote> {
  const r = await gqlAs<{ checkoutQuote: OfferQuote }>(server, who, OFFER_QUOTE, vars);
  if (r.errors) throw new Error(`quote errors: ${JSON.stringify(r.errors)}`);
  return r.data.checkoutQuote;
}

/** A product at a price of our choosing with its MRP equal to it (not already reduced). */
export async function priceAt(db: DbHandle, id: string, priceMinor: number, mrpMinor = priceMinor) {
  await db.db
    .update(products)
    .set({ priceMinor, mrpMinor })
    .where(eq(products.id, Number(id)));
  catalogueChanged(db.db);
}
