// GraphQL documents and small helpers shared by the order, payment and subscription tests.
import { randomBytes } from 'node:crypto';
import type { TestServer } from './gateway-server';
import { gqlAs, type Shopper } from './shoppers';

const ORDER_FIELDS = `id number status paymentMethod paymentStatus expiresAt itemCount hasTailoring canCancel nextStatuses paymentId carrier trackingNumber
  subtotal { amount currency } deliveryFee { amount } total { amount }
  items { productId slug name kind qty unitPrice { amount } lineTotal { amount } }
  address { name city country } events { status actor note }`;

export const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) {
  ok refusal problems { id qty available problem } payment { method redirectUrl razorpay { keyId orderId amount currency } }
  order { ${ORDER_FIELDS} } } }`;
const ORDER = `query O($n: String!) { order(number: $n) { ${ORDER_FIELDS} } }`;
export const CANCEL = `mutation C($n: String!) { cancelOrder(number: $n) { ok refusal order { status paymentStatus } } }`;
export const ADVANCE = `mutation A($n: String!, $to: OrderStatus!, $carrier: String, $tracking: String) {
  advanceOrder(number: $n, to: $to, carrier: $carrier, trackingNumber: $tracking) { ok refusal order { status nextStatuses carrier trackingNumber } } }`;
const SAVE_ADDRESS = `mutation S($input: AddressInput!) { saveAddress(input: $input) { ok address { id } errors { field code } } }`;

export type OrderShape = {
  id: string;
  number: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  expiresAt: string | null;
  itemCount: number;
  hasTailoring: boolean;
  canCancel: boolean;
  nextStatuses: string[];
  paymentId: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  subtotal: { amount: number; currency: string };
  deliveryFee: { amount: number };
  total: { amount: number };
  items: {
    productId: string;
    slug: string;
    name: string;
    kind: string;
    qty: number;
    unitPrice: { amount: number };
    lineTotal: { amount: number };
  }[];
  address: { name: string; city: string; country: string };
  events: { status: string; actor: string; note: string | null }[];
};
export type PlaceShape = {
  ok: boolean;
  refusal: string | null;
  problems: { id: string; qty: number; available: number | null; problem: string }[];
  payment: {
    method: string;
    redirectUrl: string | null;
    razorpay: { keyId: string; orderId: string; amount: number; currency: string } | null;
  } | null;
  order: OrderShape | null;
};

export const indiaAddress = {
  name: 'Meera Iyer',
  phone: '+919820012345',
  line1: '12 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400020',
  country: 'IN',
};
export const londonAddress = {
  name: 'Asha Rao',
  phone: '+442079460958',
  line1: '1 High St',
  city: 'London',
  postalCode: 'SW1A 1AA',
  country: 'GB',
};

export const newKey = () => randomBytes(18).toString('base64url');

export async function addAddress(
  server: TestServer,
  who: Shopper,
  input: Record<string, string> = indiaAddress,
): Promise<string> {
  const r = await gqlAs<{ saveAddress: { ok: boolean; address: { id: string } } }>(server, who, SAVE_ADDRESS, {
    input,
  });
  if (!r.data?.saveAddress.ok) throw new Error(`address not saved: ${JSON.stringify(r)}`);
  return r.data.saveAddress.address.id;
}

export async function place(
  server: TestServer,
  who: Shopper,
  input: {
    items: { id: string; qty: number; seenPrice?: number }[];
    addressId: string;
    paymentMethod?: string;
    idempotencyKey?: string;
  },
): Promise<PlaceShape> {
  const r = await gqlAs<{ placeOrder: PlaceShape }>(server, who, PLACE, {
    input: { paymentMethod: 'COD', idempotencyKey: newKey(), ...input },
  });
  if (r.errors) throw new Error(`placeOrder errors: ${JSON.stringify(r.errors)}`);
  return r.data.placeOrder;
}

export async function orderOf(server: TestServer, who: Shopper | null, number: string): Promise<OrderShape | null> {
  const r = await gqlAs<{ order: OrderShape | null }>(server, who, ORDER, { n: number });
  if (r.errors) throw new Error(`order errors: ${JSON.stringify(r.errors)}`);
  return r.data.order;
}
