// GraphQL documents the admin order tests share.
import type { TestServer } from './gateway-server';
import { gqlAs, type Shopper } from './shoppers';

const SEARCH = `query S($search: String, $status: OrderStatus, $payment: PaymentStatus, $from: String, $to: String, $first: Int, $offset: Int) {
  adminOrderSearch(search: $search, status: $status, paymentStatus: $payment, from: $from, to: $to, first: $first, offset: $offset) {
    total totalCapped orders { number status paymentStatus } } }`;
export const SETTLE = `mutation R($n: String!, $ref: String, $amount: SafeInt) {
  settleRefund(number: $n, reference: $ref, amount: $amount) { ok pending refusal order { paymentStatus refunds { status reference amount { amount } } } } }`;
export const TRAIL = `query T($id: String!) { auditTrail(entity: "order", entityId: $id) { action actorRole before after } }`;
export const SHOPPER_ORDER = `query O($n: String!) { order(number: $n) { status paymentStatus carrier trackingNumber
  refunds { status amount { amount } } events { actor actorName note } } }`;

export type SettleShape = {
  ok: boolean;
  pending: boolean;
  refusal: string | null;
  order: { paymentStatus: string; refunds: { status: string; reference: string; amount: { amount: number } }[] } | null;
};

export async function settle(server: TestServer, who: Shopper, n: string, ref?: string, amount?: number) {
  return (await gqlAs<{ settleRefund: SettleShape }>(server, who, SETTLE, { n, ref, amount })).data.settleRefund;
}

export async function search(server: TestServer, who: Shopper, vars: Record<string, unknown>) {
  const r = await gqlAs<{
    adminOrderSearch: {
      total: number;
      totalCapped: boolean;
      orders: { number: string; status: string; paymentStatus: string }[];
    };
  }>(server, who, SEARCH, vars);
  return r.data?.adminOrderSearch ?? null;
}
